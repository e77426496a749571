import type { ApiClient } from '@bazaar/api-client';
import { Listing } from '../Listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../Listing/listingLoader';

/**
 * /products?category=…: the products of the category the menu links to, with the same filters.
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the listing's wishlist hearts use that router's API client.
    Component: () => <Listing kind="category" client={client} />,
    loader: listingLoader(client, 'category'),
    shouldRevalidate: shouldListingRevalidate,
  };
}
