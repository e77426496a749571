import type { ApiClient, Category, WishlistItem } from '@bazaar/api-client';
import type { HeaderCategoryStatus } from '@bazaar/ui/components/Header';
import { getCart, getWishlist } from '../api/cart';
import { getCategories } from '../api/catalog';

export interface FrameCategories {
  status: HeaderCategoryStatus;
  items: readonly Category[];
}

/** The signed-in customer's wishlist, as the hearts read it: not known yet, known, or not to be had. */
export type ShopWishlist =
  | { status: 'loading' }
  | { status: 'ready'; items: readonly WishlistItem[] }
  | { status: 'none' };

export interface ShopData {
  /** Whose cart and wishlist these are; null when signed out. */
  customerId: string | null;
  /** 0 when signed out or for a count that failed to load. */
  wishlistCount: number;
  cartCount: number;
  wishlist: ShopWishlist;
}

export const categoriesLoading: FrameCategories = { status: 'loading', items: [] };

export const noShop: ShopData = {
  customerId: null,
  wishlistCount: 0,
  cartCount: 0,
  wishlist: { status: 'none' },
};

/** Signed in, before the cart and wishlist are in: no counts yet, and the hearts wait. */
export const shopLoading: ShopData = { ...noShop, wishlist: { status: 'loading' } };

/** The header's category menu (GET /home/get-categorys). */
export async function loadCategories(client: ApiClient, signal: AbortSignal): Promise<FrameCategories> {
  const result = await getCategories(client, signal);
  return result.status === 'ok'
    ? { status: 'ready', items: result.data.categorys }
    : { status: 'error', items: [] };
}

/**
 * The customer's cart and wishlist, for the header's counts and every heart (SPEC.md §4): one read of each,
 * the same the cart and wishlist pages make. A read that fails counts as none.
 */
export async function loadShop(
  client: ApiClient,
  customerId: string,
  signal: AbortSignal,
): Promise<ShopData> {
  const [wishlist, cart] = await Promise.all([
    getWishlist(client, customerId, signal),
    getCart(client, customerId, signal),
  ]);
  return {
    customerId,
    wishlistCount: wishlist.status === 'ok' ? wishlist.data.wishlistCount : 0,
    cartCount: cart.status === 'ok' ? cart.data.card_product_count : 0,
    wishlist:
      wishlist.status === 'ok' ? { status: 'ready', items: wishlist.data.wishlists } : { status: 'none' },
  };
}
