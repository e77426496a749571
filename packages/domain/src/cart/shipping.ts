/**
 * Standard delivery, reconciled in DESIGN.md §3 from the three readings of SPEC.md §9: ₹20 per shop group,
 * waived for a shop group whose subtotal is ₹2,000 or more. The same rule for the cart and for Buy Now.
 */
export const STANDARD_SHIPPING_FEE = 20;
export const FREE_SHIPPING_THRESHOLD = 2000;

/** Shipping fee of one shop group, given that group's subtotal in rupees. */
export function shopShippingFee(groupSubtotal: number): number {
  if (!Number.isFinite(groupSubtotal) || groupSubtotal < 0) {
    throw new RangeError(`subtotal must be a finite amount ≥ 0, got ${groupSubtotal}`);
  }
  return groupSubtotal >= FREE_SHIPPING_THRESHOLD ? 0 : STANDARD_SHIPPING_FEE;
}
