import type { ApiClient } from '@bazaar/api-client';
import { Cart } from './Cart';

/** /card (SPEC.md §2.7): the signed-in customer's cart. */
export function route(_client: ApiClient) {
  return { Component: Cart };
}
