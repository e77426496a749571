import { PaymentSuccessPage } from './PaymentSuccess';

/** /payment/success (SPEC.md §2.9): the cash-on-delivery order's confirmation and countdown home. */
export function route() {
  return { Component: PaymentSuccessPage };
}
