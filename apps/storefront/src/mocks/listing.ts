import type {
  CategoriesResponse,
  PriceRangeLatestProductResponse,
  Product,
  ProductFacets,
  QueryProductsResponse,
} from '@bazaar/api-client';
import { priceBucketIndex, priceBuckets, sellingPrice } from '@bazaar/domain';
import { brassDiya, kurta, mixerGrinder, pressureCooker } from './products';

/** A product picture drawn inline, so stories need neither the server's /images nor the network. */
function pictureOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 45% 90%)"/><rect x="110" y="110" width="180" height="180" rx="24" fill="hsl(${hue} 50% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const listingCategoryNames = ['Clothing', 'Kitchen', 'Home Decor', 'Books'] as const;

export const listingCategories: CategoriesResponse = {
  categorys: listingCategoryNames.map((name, index) => ({
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    image: pictureOf(index * 70),
  })),
};

const extraNames: ReadonlyArray<
  readonly [string, (typeof listingCategoryNames)[number], number, number, number]
> = [
  ['Chikankari Cotton Dupatta', 'Clothing', 899, 10, 4.2],
  ['Block Print Bedsheet, Double', 'Home Decor', 1899, 25, 4.6],
  ['Cast Iron Tawa 12 Inch', 'Kitchen', 1199, 0, 4.4],
  ['Godaan by Premchand', 'Books', 299, 5, 4.9],
  ['Madhubani Wall Painting', 'Home Decor', 3499, 15, 4.1],
  ['Steel Tiffin, 3 Tier', 'Kitchen', 549, 0, 3.8],
  ['Ikat Silk Kurta', 'Clothing', 2799, 20, 3.6],
  ['Jute Floor Rug', 'Home Decor', 1299, 0, 2.9],
  ['Gitanjali, Bilingual Edition', 'Books', 449, 0, 4.7],
  ['Copper Water Jug 1.5 L', 'Kitchen', 1599, 12, 4.5],
  ['Bandhani Saree', 'Clothing', 4599, 30, 4.8],
  ['Terracotta Planter Set', 'Home Decor', 699, 0, 3.2],
  ['Idli Maker, 4 Plates', 'Kitchen', 749, 8, 4.0],
  ['Panchatantra Tales for Children', 'Books', 199, 0, 4.3],
  ['Pashmina Shawl', 'Clothing', 8999, 10, 4.9],
  ['Brass Pooja Thali Set', 'Home Decor', 1499, 5, 4.4],
  ['Masala Dabba with 7 Bowls', 'Kitchen', 899, 0, 4.6],
  ['Wings of Fire', 'Books', 350, 10, 4.8],
  ['Kolhapuri Chappals', 'Clothing', 1099, 0, 3.9],
  ['Marble Coasters, Set of 4', 'Home Decor', 599, 0, 2.4],
  ['Clay Kadai', 'Kitchen', 650, 0, 3.5],
  ['Malgudi Days', 'Books', 250, 0, 4.5],
  ['Phulkari Jacket', 'Clothing', 3299, 18, 4.2],
  ['Dhokra Brass Figurine', 'Home Decor', 2499, 0, 4.0],
];

const descriptions = [
  'Made by hand in small batches by artisans who have practised the craft for generations, packed with care and shipped from the maker.',
  'A daily favourite that is easy to clean and built to last for years of use in an Indian home.',
  'Short and sweet.',
];

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const seller = { sellerId: '5b0c4c1e-3f1a-4f63-9c61-0d7c0e6f1a09', shopName: 'Desi Haat' } as const;

/** Twenty-eight products over four categories: more than two pages of twelve. */
export const shopProducts: Product[] = [
  pressureCooker,
  kurta,
  mixerGrinder,
  brassDiya,
  ...extraNames.map(([name, category, price, discount, rating], index) => ({
    _id: `1c9f1c52-8d5e-4c1e-a3f4-6a1d2e3f4b${String(index).padStart(2, '0')}`,
    name,
    slug: slugOf(name),
    category,
    brand: `${category} Works`,
    price,
    discount,
    stock: index % 7 === 3 ? 0 : 5 + index,
    rating,
    images: [pictureOf((index * 37) % 360)],
    description: descriptions[index % descriptions.length] ?? '',
    ...seller,
  })),
];

function priceOf(product: Product): number {
  return sellingPrice(product.price, product.discount);
}

const prices = shopProducts.map(priceOf);

export const priceRangeLatest: PriceRangeLatestProductResponse = {
  latest_product: shopProducts.slice(4, 7),
  priceRange: { low: Math.min(...prices), high: Math.max(...prices) },
};

export const PAGE_SIZE = 12;

/** The facets of a listing that matches nothing. */
export const noFacets: ProductFacets = {
  categories: [],
  ratings: [
    { atLeast: 4, count: 0 },
    { atLeast: 3, count: 0 },
    { atLeast: 2, count: 0 },
    { atLeast: 1, count: 0 },
  ],
  prices: [],
};

/** The listing's answer when nothing matches. */
export const noProducts: QueryProductsResponse = {
  products: [],
  totalProduct: 0,
  parPage: 12,
  facets: noFacets,
};

/**
 * What the server would answer for these query parameters (openapi.yaml: rating r is r stars and up, prices
 * and the sort use the selling price; each facet applies every filter but its own), so a story's filters
 * change what it shows.
 */
export function queryShopProducts(params: URLSearchParams): QueryProductsResponse {
  const category = params.get('category') ?? '';
  const rating = Number(params.get('rating') ?? 0);
  const low = params.has('lowPrice') ? Number(params.get('lowPrice')) : 0;
  const high = params.has('highPrice') ? Number(params.get('highPrice')) : Number.POSITIVE_INFINITY;
  const sort = params.get('sortPrice') ?? '';
  const search = (params.get('searchValue') ?? '').trim().toLowerCase();
  const page = Math.max(1, Number(params.get('pageNumber') ?? 1));

  const inCategory = (product: Product) => category === '' || product.category === category;
  const inRating = (product: Product) => product.rating >= rating;
  const inPrice = (product: Product) => priceOf(product) >= low && priceOf(product) <= high;
  const found = shopProducts.filter(
    (product) =>
      search === '' ||
      [product.name, product.brand, product.category, product.description].some((text) =>
        text.toLowerCase().includes(search),
      ),
  );
  const matching = found.filter((product) => inCategory(product) && inRating(product) && inPrice(product));
  if (sort === 'low-to-high') matching.sort((a, b) => priceOf(a) - priceOf(b));
  if (sort === 'high-to-low') matching.sort((a, b) => priceOf(b) - priceOf(a));

  return {
    products: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    totalProduct: matching.length,
    parPage: PAGE_SIZE,
    facets: facetsOf(found, { inCategory, inRating, inPrice }),
  };
}

type Test = (product: Product) => boolean;

function facetsOf(
  found: Product[],
  { inCategory, inRating, inPrice }: { inCategory: Test; inRating: Test; inPrice: Test },
): ProductFacets {
  const categories = listingCategories.categorys
    .map(({ name, slug }) => ({
      name,
      slug,
      count: found.filter((product) => product.category === name && inRating(product) && inPrice(product))
        .length,
    }))
    .filter((facet) => facet.count > 0)
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const rated = found.filter((product) => inCategory(product) && inPrice(product));
  const ratings = noFacets.ratings.map(({ atLeast }) => ({
    atLeast,
    count: rated.filter((product) => product.rating >= atLeast).length,
  }));
  const priced = found.filter((product) => inCategory(product) && inRating(product)).map(priceOf);
  const buckets = priced.length === 0 ? [] : priceBuckets(Math.min(...priced), Math.max(...priced));
  const prices = buckets.map((bucket) => ({ ...bucket, count: 0 }));
  for (const price of priced) {
    const bucket = prices[priceBucketIndex(buckets, price)];
    if (bucket) bucket.count += 1;
  }
  return { categories, ratings, prices };
}
