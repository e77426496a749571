import type { ApiClient } from '@bazaar/api-client';
import { Listing } from '../Listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../Listing/listingLoader';

function ShopsPage() {
  return <Listing kind="shop" />;
}

/**
 * /shops: every product, with the filters (SPEC.md §2.4).
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: ShopsPage,
    loader: listingLoader(client, 'shop'),
    shouldRevalidate: shouldListingRevalidate,
  };
}
