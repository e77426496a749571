/**
 * Prices are whole rupees and discounts whole percents (DESIGN.md §3). Anything else reaching these
 * functions is a bug upstream, so it throws instead of producing a wrong total.
 */

export const MAX_DISCOUNT_PERCENT = 100;

export function assertPrice(price: number): void {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`price must be a whole number of rupees ≥ 0, got ${price}`);
  }
}

export function assertDiscount(discount: number): void {
  if (!Number.isInteger(discount) || discount < 0 || discount > MAX_DISCOUNT_PERCENT) {
    throw new RangeError(
      `discount must be a whole percent from 0 to ${MAX_DISCOUNT_PERCENT}, got ${discount}`,
    );
  }
}

/**
 * The price a buyer pays for one unit, in whole rupees: price − floor(price × discount / 100).
 * Used for every total: server, cart and Buy Now (SPEC.md §9, DESIGN.md §3).
 */
export function sellingPrice(price: number, discount: number): number {
  assertPrice(price);
  assertDiscount(discount);
  return price - Math.floor((price * discount) / 100);
}

/**
 * The unfloored discounted price shown on product cards (SPEC.md §9): price − price × discount / 100.
 * Whole rupees and whole percents make this an exact number of paise, so the result has at most two
 * decimals; `formatInr` shows them. Never use it for a total.
 */
export function cardDisplayPrice(price: number, discount: number): number {
  assertPrice(price);
  assertDiscount(discount);
  // Computed in paise so that, e.g., 999 at 15% is 849.15 and not 849.1500000000001.
  return (price * (100 - discount)) / 100;
}
