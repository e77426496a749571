import type {
  CartProductsResponse,
  Category,
  Customer,
  SearchSuggestions,
  WishlistProductsResponse,
} from '@bazaar/api-client';
import { sellingPrice } from '@bazaar/domain';
import { TOKEN_KEY } from '../session/session';
import { http } from './http';
import { brassDiya, kurta, mixerGrinder, pressureCooker } from './products';

/**
 * What every page's layout asks the API for (header, footer, session), answered for every story: the
 * storybook preview puts these after each story's own handlers, so a story that names one of these
 * requests answers it instead, and a page story never fails on a layout request it did not think of.
 */

/** The customer a story signs in as: see `signInForStory`. */
export const layoutCustomer: Customer = {
  id: '7d1c2a90-5b8e-4f3a-9c21-3e4f5a6b7c01',
  name: 'Priya Sharma',
  email: 'priya@example.in',
};

/** Signs the story's visitor in (GET /customer/me answers `layoutCustomer`); use as a story's `beforeEach`. */
export function signInForStory(): () => void {
  localStorage.setItem(TOKEN_KEY, 'story-customer-token');
  return () => localStorage.removeItem(TOKEN_KEY);
}

/** For one story under a meta that signs in: the visitor arrives signed out (no token kept). */
export function signOutForStory(): void {
  localStorage.removeItem(TOKEN_KEY);
}

function tileOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 55% 90%)"/><circle cx="200" cy="200" r="130" fill="hsl(${hue} 45% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function categoryOf(name: string, hue: number): Category {
  return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), image: tileOf(hue) };
}

export const layoutCategories: Category[] = [
  categoryOf('Clothing', 20),
  categoryOf('Kitchen', 200),
  categoryOf('Home Decor', 40),
  categoryOf('Electronics', 220),
  categoryOf('Books', 120),
  categoryOf('Beauty & Personal Care', 330),
];

const suggestible = [kurta, mixerGrinder, brassDiya, pressureCooker];

/** What the server would suggest for a text: names that hold it, products first. */
export function suggestionsFor(value: string, category: string | null): SearchSuggestions {
  const wanted = value.trim().toLowerCase();
  return {
    products: suggestible
      .filter((product) => !category || product.category === category)
      .filter((product) => product.name.toLowerCase().includes(wanted))
      .map(({ name, slug, category: productCategory }) => ({ name, slug, category: productCategory })),
    categories: layoutCategories
      .filter((item) => item.name.toLowerCase().includes(wanted))
      .map(({ name, slug }) => ({ name, slug })),
  };
}

/** A wishlist of `count` entries (the header reads only wishlistCount). */
export function wishlistOf(count: number): WishlistProductsResponse {
  return {
    wishlists: Array.from({ length: count }, (_, index) => {
      const product = suggestible[index % suggestible.length] ?? kurta;
      return {
        _id: `9a0e0000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
        userId: layoutCustomer.id,
        productId: product._id,
        name: product.name,
        price: product.price,
        image: product.images[0] ?? '',
        discount: product.discount,
        rating: product.rating,
        slug: product.slug,
      };
    }),
    wishlistCount: count,
  };
}

/** A cart holding `count` units of one kurta (the header reads only card_product_count). */
export function cartOf(count: number): CartProductsResponse {
  const unitPrice = sellingPrice(kurta.price, kurta.discount);
  const lines =
    count > 0
      ? [
          {
            shopName: kurta.shopName,
            sellerId: kurta.sellerId,
            price: unitPrice * count,
            products: [
              {
                _id: 'c4a70000-0000-4000-8000-000000000001',
                quantity: count,
                productInfo: {
                  _id: kurta._id,
                  name: kurta.name,
                  slug: kurta.slug,
                  brand: kurta.brand,
                  price: kurta.price,
                  discount: kurta.discount,
                  stock: Math.max(kurta.stock, count),
                  images: kurta.images,
                  shopName: kurta.shopName,
                  sellerId: kurta.sellerId,
                },
              },
            ],
          },
        ]
      : [];
  return {
    card_products: lines,
    price: unitPrice * count,
    card_product_count: count,
    shipping_fee: count > 0 ? 20 : 0,
    outOfStockProduct: [],
    buy_product_item: count,
  };
}

/** Addresses the newsletter stand-in treats specially. */
export const newsletterAddresses = {
  alreadySubscribed: 'already@example.in',
  refused: 'test@mailinator.com',
} as const;

export const layoutHandlers = [
  http.get('/customer/me', ({ response }) => response(200).json({ customer: layoutCustomer })),
  http.get('/home/get-categorys', ({ response }) => response(200).json({ categorys: layoutCategories })),
  http.get('/home/search-suggestions', ({ query, response }) =>
    response(200).json(suggestionsFor(query.get('value') ?? '', query.get('category'))),
  ),
  http.get('/home/product/get-wishlist-products/{userId}', ({ response }) =>
    response(200).json(wishlistOf(0)),
  ),
  http.get('/home/product/get-card-product/{userId}', ({ response }) => response(200).json(cartOf(0))),
  http.post('/newsletter/subscribe', async ({ request, response }) => {
    const { email } = await request.json();
    if (email === newsletterAddresses.alreadySubscribed) {
      return response(200).json({ message: 'This address is already subscribed.' });
    }
    if (email === newsletterAddresses.refused) {
      return response(400).json({ error: 'Addresses at mailinator.com cannot be subscribed.' });
    }
    return response(201).json({ message: 'Subscribed.' });
  }),
];
