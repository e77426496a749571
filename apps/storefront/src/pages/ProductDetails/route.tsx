import type { ApiClient } from '@bazaar/api-client';
import { ProductDetails } from './ProductDetails';
import { productDetailsLoader, reviewAction, shouldProductDetailsRevalidate } from './productDetailsLoader';

/**
 * /product/details/:slug (SPEC.md §2.6): the product, its reviews and the review form.
 * Its loading state is named in routes.tsx (see ProductDetailsLoading).
 */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the page closes over that router's API client.
    Component: () => <ProductDetails client={client} />,
    loader: productDetailsLoader(client),
    action: reviewAction(client),
    shouldRevalidate: shouldProductDetailsRevalidate,
  };
}
