import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { DashboardWishlist } from './DashboardWishlist';
import { wishlistLoader } from './wishlistLoader';

/** /dashboard/my-wishlist (SPEC.md §2.10): the signed-in customer's wishlist, inside the dashboard's frame. */
export function route(client: ApiClient) {
  return {
    Component: DashboardWishlist,
    loader: wishlistLoader(client),
    action: customerChangeAction(client),
  };
}
