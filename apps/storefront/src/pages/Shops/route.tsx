import type { ApiClient } from '@bazaar/api-client';
import { Listing } from '../Listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../Listing/listingLoader';

/**
 * /shops: every product, with the filters (SPEC.md §2.4).
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the listing's wishlist hearts use that router's API client.
    Component: () => <Listing kind="shop" client={client} />,
    loader: listingLoader(client, 'shop'),
    shouldRevalidate: shouldListingRevalidate,
  };
}
