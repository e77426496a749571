/**
 * An order's id as a shopper reads it everywhere (success page, My Orders, order details, dashboard):
 * "#" and the id's first eight characters in capitals, enough to tell one customer's orders apart. The full
 * UUID stays in addresses and requests.
 */
export function shortOrderId(orderId: string): string {
  return `#${orderId.slice(0, 8).toUpperCase()}`;
}
