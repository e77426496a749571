import type { ApiClient } from '@bazaar/api-client';
import { OrderConfirm } from './OrderConfirm';

/** /order/confirm (SPEC.md §2.9, §4): the card payment's result and the order's confirmation. */
export function route(client: ApiClient) {
  return {
    // biome-ignore lint/correctness/noComponentHookFactories: route() runs once per router (react-router's lazy), not per render; the page closes over that router's API client.
    Component: () => <OrderConfirm client={client} />,
  };
}
