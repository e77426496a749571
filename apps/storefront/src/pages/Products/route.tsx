import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { ProductsListing } from '../../listing/Listing';
import { listingLoader, shouldListingRevalidate } from '../../listing/listingLoader';

/**
 * /products?category=…: the products of the category the menu links to, with the same filters.
 * Its loading state is named in routes.tsx (see ListingLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: ProductsListing,
    loader: listingLoader(client, 'category'),
    action: customerChangeAction(client),
    shouldRevalidate: shouldListingRevalidate,
  };
}
