import type { ApiClient, WishlistItem } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getWishlist } from '../../api/cart';
import { unreachableFailure } from '../../api/result';
import { type LoadFailure, requireToken, signedInCustomer } from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';

export type WishlistResult =
  | { status: 'ready'; wishlists: WishlistItem[] }
  | { status: 'signedOut' }
  | LoadFailure;

export interface WishlistLoaderData {
  /** Not awaited by the loader: the page shows at once and the wishlist arrives into it. */
  result: Promise<WishlistResult>;
}

async function loadWishlist(client: ApiClient, signal: AbortSignal): Promise<WishlistResult> {
  const customer = await signedInCustomer(client, signal);
  if (customer.status !== 'signedIn') return customer;
  try {
    const result = await getWishlist(client, customer.customerId, signal);
    return result.status === 'ok'
      ? { status: 'ready', wishlists: result.data.wishlists }
      : withoutData(result);
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/**
 * /dashboard/my-wishlist: the signed-in customer's saved products (GET get-wishlist-products). After a
 * removal the page runs this again, so the list shows what the server now has (SPEC.md §4).
 */
export function wishlistLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): WishlistLoaderData => {
    requireToken(request);
    return { result: loadWishlist(client, request.signal) };
  };
}
