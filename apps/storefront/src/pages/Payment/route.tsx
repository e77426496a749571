import type { ApiClient } from '@bazaar/api-client';
import { Payment } from './Payment';

/**
 * /payment?orderId=… (SPEC.md §2.9): cash on delivery or card for one order. Stripe's code is not part of
 * this module: the page imports it only when the server's provider is Stripe (stripeCardPaymentLoader.ts).
 */
export function route(_client: ApiClient) {
  return { Component: Payment };
}
