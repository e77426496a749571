import type { BannersResponse, CategoriesResponse, HomeProductsResponse, Product } from '@bazaar/api-client';
import { http } from './http';
import { brassDiya, kurta, mixerGrinder, pressureCooker } from './products';

/** A 1200 × 400 banner drawn inline (the server's banners have that shape), so stories need no network. */
function bannerOf(from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/><circle cx="930" cy="200" r="150" fill="#fff" opacity=".85"/>` +
    `<rect x="80" y="140" width="520" height="56" rx="12" fill="#fff" opacity=".9"/>` +
    `<rect x="80" y="220" width="360" height="28" rx="8" fill="#fff" opacity=".6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A 400 × 400 category tile drawn inline. */
function tileOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 55% 90%)"/><circle cx="200" cy="200" r="130" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function pictureOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 40% 90%)"/><circle cx="200" cy="200" r="120" fill="hsl(${hue} 45% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A picture that cannot be decoded: the browser fires "error" without a network request. */
export const brokenPicture = 'data:image/png;base64,AAAA';

export const homeBanners: BannersResponse = {
  banners: [
    {
      _id: '3c2b1a00-0000-4000-8000-000000000b01',
      banner: bannerOf('hsl(18 70% 40%)', 'hsl(35 80% 45%)'),
      link: mixerGrinder.slug,
      title: 'Festive Kitchen Sale',
      subtitle: 'Mixers, cookers and kadais for the festive season',
    },
    {
      _id: '3c2b1a00-0000-4000-8000-000000000b02',
      banner: bannerOf('hsl(175 60% 25%)', 'hsl(190 55% 35%)'),
      link: kurta.slug,
      title: 'Handloom Week',
      subtitle: 'Cottons woven by hand across India',
    },
    {
      _id: '3c2b1a00-0000-4000-8000-000000000b03',
      banner: bannerOf('hsl(340 55% 32%)', 'hsl(15 70% 40%)'),
      link: brassDiya.slug,
      title: 'Diwali Decor',
      subtitle: 'Diyas, lanterns and rangoli colours',
    },
    // A product that is not among the home page's lists: the banner is named by its place.
    {
      _id: '3c2b1a00-0000-4000-8000-000000000b04',
      banner: bannerOf('hsl(210 55% 30%)', 'hsl(195 60% 40%)'),
      link: 'monsoon-umbrella',
      title: 'Monsoon Ready',
      subtitle: 'Umbrellas and raincoats for the rains',
    },
  ],
};

const categoryNames = [
  'Clothing',
  'Kitchen',
  'Home Decor',
  'Electronics',
  'Beauty & Personal Care',
  'Grocery',
  'Books',
  'Toys & Games',
] as const;

export const homeCategories: CategoriesResponse = {
  categorys: categoryNames.map((name, index) => ({
    name,
    slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
    image: tileOf(index * 45),
  })),
};

const shop = { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a03', shopName: 'Bharat Bazaar Traders' } as const;

function productOf(
  id: number,
  name: string,
  category: string,
  price: number,
  discount: number,
  rating: number,
): Product {
  return {
    _id: `0b9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4b${String(id).padStart(2, '0')}`,
    name,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, ''),
    category,
    brand: shop.shopName,
    price,
    discount,
    stock: 20,
    rating,
    images: [pictureOf(id * 37)],
    description: `${name}, sold by ${shop.shopName}.`,
    ...shop,
  };
}

const dupatta = productOf(1, 'Chikankari Cotton Dupatta', 'Clothing', 899, 10, 4.2);
const tawa = productOf(2, 'Cast Iron Tawa 12 Inch', 'Kitchen', 1199, 0, 4.4);
const tiffin = productOf(3, 'Steel Tiffin, 3 Tier', 'Kitchen', 549, 0, 3.8);
const bedsheet = productOf(4, 'Block Print Bedsheet, Double', 'Home Decor', 1899, 25, 4.6);
const saree = productOf(5, 'Bandhani Saree', 'Clothing', 4599, 30, 4.9);
const jug = productOf(6, 'Copper Water Jug 1.5 L', 'Kitchen', 1599, 12, 4.5);

/** A full home page: eight featured products and six in each row, more than a desktop row shows. */
export const fullHomeProducts: HomeProductsResponse = {
  products: [kurta, mixerGrinder, brassDiya, pressureCooker, dupatta, tawa, bedsheet, saree],
  latest_product: [jug, saree, bedsheet, tiffin, tawa, dupatta],
  topRated_product: [saree, pressureCooker, bedsheet, jug, kurta, tawa],
  discount_product: [saree, bedsheet, mixerGrinder, jug, dupatta, pressureCooker],
};

export const emptyHomeProducts: HomeProductsResponse = {
  products: [],
  latest_product: [],
  topRated_product: [],
  discount_product: [],
};

/** Every list of the page with pictures that fail to load (SPEC.md §8). */
export const brokenPictureHome = {
  banners: { banners: homeBanners.banners.map((banner) => ({ ...banner, banner: brokenPicture })) },
  categories: {
    categorys: homeCategories.categorys.map((category) => ({ ...category, image: brokenPicture })),
  },
  products: {
    products: fullHomeProducts.products.map((product) => ({ ...product, images: [brokenPicture] })),
    latest_product: fullHomeProducts.latest_product.map((product) => ({ ...product, images: [] })),
    topRated_product: fullHomeProducts.topRated_product,
    discount_product: fullHomeProducts.discount_product,
  },
} satisfies { banners: BannersResponse; categories: CategoriesResponse; products: HomeProductsResponse };

/** The three requests of the home page, answered with the given bodies. */
export function homeHandlers({
  banners = homeBanners,
  categories = homeCategories,
  products = fullHomeProducts,
}: {
  banners?: BannersResponse;
  categories?: CategoriesResponse;
  products?: HomeProductsResponse;
} = {}) {
  return [
    http.get('/banners', ({ response }) => response(200).json(banners)),
    http.get('/home/get-categorys', ({ response }) => response(200).json(categories)),
    http.get('/home/get-products', ({ response }) => response(200).json(products)),
  ];
}
