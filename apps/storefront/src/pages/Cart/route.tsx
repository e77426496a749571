import type { ApiClient } from '@bazaar/api-client';
import { Cart } from './Cart';

/** /card (SPEC.md §2.7): the signed-in customer's cart. */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the page closes over that router's API client.
    Component: () => <Cart client={client} />,
  };
}
