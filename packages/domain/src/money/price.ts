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
 * The one price of a product: every total (server, cart, Buy Now) and every place a shopper reads a price
 * (cards, wishlist, product page, cart, orders). Bazaar departs from SPEC.md §9 here, whose cards showed
 * the unfloored price with paise (DESIGN.md §3, §4).
 */
export function sellingPrice(price: number, discount: number): number {
  assertPrice(price);
  assertDiscount(discount);
  return price - Math.floor((price * discount) / 100);
}
