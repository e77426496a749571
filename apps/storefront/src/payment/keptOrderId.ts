/**
 * The localStorage key under which the payment page keeps the shopper's order id for /order/confirm
 * (SPEC.md §3, DESIGN.md §3): Stripe may leave the page, and the confirm page finds the order here.
 */
export const ORDER_ID_KEY = 'orderId';
