import type { ApiClient } from '@bazaar/api-client';
import { OrderConfirm } from './OrderConfirm';

/** /order/confirm (SPEC.md §2.9, §4): the card payment's result and the order's confirmation. */
export function route(_client: ApiClient) {
  return { Component: OrderConfirm };
}
