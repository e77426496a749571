import type { ApiClient } from '@bazaar/api-client';
import { customerChangeAction } from '../../customer/customerChanges';
import { Cart } from './Cart';
import { cartLoader } from './cartLoader';

/** /card (SPEC.md §2.7): the signed-in customer's cart. */
export function route(client: ApiClient) {
  return { Component: Cart, loader: cartLoader(client), action: customerChangeAction(client) };
}
