import type { AddToWishlistRequest, Product, WishlistItem } from '@bazaar/api-client';
import { delay } from 'msw';
import { http } from './http';
import { layoutCustomer } from './layoutHandlers';

/** The wishlist operations a story can make the server refuse. */
export type WishlistOperation = 'load' | 'add' | 'remove';

export interface WishlistMockOptions {
  /** Answers for an operation instead of the server's rules: a status and the server's error text. */
  refuse?: Partial<Record<WishlistOperation, { status: 400 | 403 | 404 | 409 | 500 | 503; error: string }>>;
  /** The wishlist never answers: the page stays loading. */
  neverAnswer?: boolean;
  /** Products that can be added besides those already saved. */
  catalogue?: readonly Product[];
}

export interface WishlistMocks {
  handlers: Array<ReturnType<typeof http.get> | ReturnType<typeof http.post>>;
  /** Every call that changed (or tried to change) the wishlist, oldest first: `add <productId>`, `remove <id>`. */
  calls: string[];
  /** Bodies of every POST /home/product/add-to-wishlist, oldest first. */
  added: AddToWishlistRequest[];
  /** Back to the entries the story started with, for a story's beforeEach. */
  reset: () => void;
}

/** The id of the wishlist entry saving a product: stable, so stories can name it. */
export function wishlistIdOf(product: Product): string {
  return `9a0e0000-0000-4000-8000-${product._id.slice(-12)}`;
}

/** A wishlist entry as the server keeps it: the product's fields copied when it was saved. */
export function wishlistItemOf(product: Product): WishlistItem {
  return {
    _id: wishlistIdOf(product),
    userId: layoutCustomer.id,
    productId: product._id,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? '',
    discount: product.discount,
    rating: product.rating,
    slug: product.slug,
  };
}

/**
 * MSW handlers for the signed-in customer's wishlist, kept in memory, newest first, and changed as the
 * server changes it (a product saved twice is refused with 409), so a page that reloads after each change
 * shows what the server would.
 */
export function wishlistMocks(initial: readonly Product[], options: WishlistMockOptions = {}): WishlistMocks {
  let saved: Product[] = [...initial];
  const calls: string[] = [];
  const added: AddToWishlistRequest[] = [];
  const refusal = (operation: WishlistOperation) => options.refuse?.[operation];

  return {
    calls,
    added,
    reset: () => {
      saved = [...initial];
      calls.length = 0;
      added.length = 0;
    },
    handlers: [
      http.get('/home/product/get-wishlist-products/{userId}', async ({ response }) => {
        if (options.neverAnswer) await delay('infinite');
        const refused = refusal('load');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        return response(200).json({ wishlists: saved.map(wishlistItemOf), wishlistCount: saved.length });
      }),
      http.post('/home/product/add-to-wishlist', async ({ request, response }) => {
        const body = await request.json();
        added.push(body);
        calls.push(`add ${body.productId}`);
        const refused = refusal('add');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        if (saved.some((product) => product._id === body.productId)) {
          return response(409).json({ error: 'This product is already in your wishlist' });
        }
        const product = options.catalogue?.find((candidate) => candidate._id === body.productId);
        if (!product) return response(404).json({ error: 'Product not found' });
        saved = [product, ...saved];
        return response(201).json({ message: 'Added to your wishlist' });
      }),
      http.delete('/home/product/remove-wishlist-product/{wishlistId}', ({ params, response }) => {
        calls.push(`remove ${params.wishlistId}`);
        const refused = refusal('remove');
        if (refused) return response('default').json({ error: refused.error }, { status: refused.status });
        if (!saved.some((product) => wishlistIdOf(product) === params.wishlistId)) {
          return response(404).json({ error: 'This product is no longer in your wishlist' });
        }
        saved = saved.filter((product) => wishlistIdOf(product) !== params.wishlistId);
        return response(200).json({ message: 'Removed from your wishlist', wishlistId: params.wishlistId });
      }),
    ],
  };
}
