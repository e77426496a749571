import type { ApiClient } from '@bazaar/api-client';
import { DashboardWishlist } from './DashboardWishlist';

/** /dashboard/my-wishlist (SPEC.md §2.10): the signed-in customer's wishlist, inside the dashboard's frame. */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the page closes over that router's API client.
    Component: () => <DashboardWishlist client={client} />,
  };
}
