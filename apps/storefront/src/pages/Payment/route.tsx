import type { ApiClient } from '@bazaar/api-client';
import { reloadsOnlyForAddressOrRetry } from '../../customer/signedInCustomer';
import { Payment } from './Payment';

/**
 * The page's loader (paymentLoader.ts), which routes.tsx runs behind the check that this is the page's own
 * document: react-router takes a route's loader from routes.tsx or from its lazy module, not from both.
 * Exported from this module so it loads with the page's code, in the page's chunk.
 */
export { paymentLoader as loader } from './paymentLoader';

/**
 * /payment?orderId=… (SPEC.md §2.9): cash on delivery or card for one order. Stripe's code is not part of
 * this module: the page imports it only when the server's provider is Stripe (stripeCardPaymentLoader.ts).
 */
export function route(_client: ApiClient) {
  return { Component: Payment, shouldRevalidate: reloadsOnlyForAddressOrRetry };
}
