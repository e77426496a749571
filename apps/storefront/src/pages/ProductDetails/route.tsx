import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { ProductDetails } from './ProductDetails';
import { productDetailsLoader, reviewAction, shouldProductDetailsRevalidate } from './productDetailsLoader';

/**
 * /product/details/:slug (SPEC.md §2.6): the product, its reviews and the review form.
 * Its loading state is named in routes.tsx (see ProductDetailsLoading).
 */
export function route(client: ApiClient) {
  return {
    Component: ProductDetails,
    loader: productDetailsLoader(client),
    action: customerChangeAction(client, reviewAction(client)),
    shouldRevalidate: shouldProductDetailsRevalidate,
  };
}
