import type { ApiClient } from '@bazaar/api-client';
import { ProductDetails } from './ProductDetails';
import { reviewAction } from './productDetailsLoader';

/**
 * /product/details/:slug (SPEC.md §2.6): the product, its reviews and the review form.
 * Its loader and loading state are named in routes.tsx (see there why).
 */
export function route(client: ApiClient) {
  return {
    Component: ProductDetails,
    action: reviewAction(client),
  };
}
