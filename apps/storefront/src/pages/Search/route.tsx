import type { ApiClient } from '@bazaar/api-client';
import { Listing } from '../Listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../Listing/listingLoader';

function SearchPage() {
  return <Listing kind="search" />;
}

/**
 * /products/search?category=…&value=…: search results, with the same filters (SPEC.md §2.4).
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: SearchPage,
    loader: listingLoader(client, 'search'),
    shouldRevalidate: shouldListingRevalidate,
  };
}
