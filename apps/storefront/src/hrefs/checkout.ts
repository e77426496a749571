import { isPaymentMethod, PAGE_PATHS } from '@bazaar/domain';
import { textParam, withQuery } from './address';

// The checkout's addresses: Buy Now, payment, the payment's success and the card's confirmation (the
// area modules: site.ts).

// ---------------------------------------------------------------------------------------------------------
// Checkout

/** Buy Now's parameters of /shipping (SPEC.md §2.8: "also reached from Buy Now"). */
export const BUY_NOW_PARAM = 'buyNow';
export const QUANTITY_PARAM = 'quantity';

export interface BuyNow {
  slug: string;
  quantity: number;
}

/** Where Buy Now leads: the checkout with this one product. */
export function buyNowHref(slug: string, quantity: number): string {
  return withQuery(
    PAGE_PATHS.shipping,
    new URLSearchParams({ [BUY_NOW_PARAM]: slug, [QUANTITY_PARAM]: String(quantity) }),
  );
}

/** The Buy Now a /shipping address names, or null when it orders the cart (no slug). */
export function readBuyNow(params: URLSearchParams): BuyNow | null {
  const slug = textParam(params, BUY_NOW_PARAM);
  if (slug === '') return null;
  const quantity = Number(params.get(QUANTITY_PARAM) ?? '1');
  return { slug, quantity: Number.isFinite(quantity) ? quantity : 1 };
}

/** The order id of /payment and /payment/success. */
export const ORDER_ID_PARAM = 'orderId';
export const PAYMENT_METHOD_PARAM = 'method';

/** The payment page for an order. */
export function paymentHref(orderId: string): string {
  return withQuery(PAGE_PATHS.payment, new URLSearchParams({ [ORDER_ID_PARAM]: orderId }));
}

/** The order id of a /payment address; '' when there is none. */
export function readPaymentOrderId(params: URLSearchParams): string {
  return textParam(params, ORDER_ID_PARAM);
}

export type PaymentMethod = 'cod' | 'card';

/** "Order Successful" for an order paid (or to be paid on delivery) with `method`. */
export function paymentSuccessHref(orderId: string, method: PaymentMethod): string {
  return withQuery(
    PAGE_PATHS.paymentSuccess,
    new URLSearchParams({ [ORDER_ID_PARAM]: orderId, [PAYMENT_METHOD_PARAM]: method }),
  );
}

/** The order and method of a /payment/success address, or null when either is missing or unknown. */
export function readPaymentSuccess(
  params: URLSearchParams,
): { orderId: string; method: PaymentMethod } | null {
  const orderId = textParam(params, ORDER_ID_PARAM);
  const method = params.get(PAYMENT_METHOD_PARAM) ?? '';
  if (orderId === '' || !isPaymentMethod(method)) return null;
  return { orderId, method };
}

/** The parameters the card provider adds when it sends the shopper back to /order/confirm (SPEC.md §4). */
export const PAYMENT_INTENT_PARAM = 'payment_intent';
export const REDIRECT_STATUS_PARAM = 'redirect_status';

export interface OrderConfirmQuery {
  paymentIntent: string | null;
  redirectStatus: string | null;
}

/** /order/confirm without parameters: the address the card provider is told to return to. */
export const orderConfirmHref: string = PAGE_PATHS.orderConfirm;

/** /order/confirm as the card provider sends the shopper back to it. */
export function orderConfirmReturnHref(
  paymentIntent: string,
  redirectStatus: 'succeeded' | 'failed',
): string {
  return withQuery(
    PAGE_PATHS.orderConfirm,
    new URLSearchParams({ [PAYMENT_INTENT_PARAM]: paymentIntent, [REDIRECT_STATUS_PARAM]: redirectStatus }),
  );
}

export function readOrderConfirm(params: URLSearchParams): OrderConfirmQuery {
  return {
    paymentIntent: params.get(PAYMENT_INTENT_PARAM),
    redirectStatus: params.get(REDIRECT_STATUS_PARAM),
  };
}
