import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { SearchListing } from '../../listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../../listing/listingLoader';

/**
 * /products/search?category=…&value=…: search results, with the same filters (SPEC.md §2.4).
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: SearchListing,
    loader: listingLoader(client, 'search'),
    action: customerChangeAction(client),
    shouldRevalidate: shouldListingRevalidate,
  };
}
