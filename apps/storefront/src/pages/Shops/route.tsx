import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { ShopsListing } from '../../listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../../listing/listingLoader';

/**
 * /shops: every product, with the filters (SPEC.md §2.4).
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: ShopsListing,
    loader: listingLoader(client, 'shop'),
    action: customerChangeAction(client),
    shouldRevalidate: shouldListingRevalidate,
  };
}
