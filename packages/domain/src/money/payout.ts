import { sellingPrice } from './price';

/** The marketplace's commission on each sale, in percent (DESIGN.md §3). */
export const COMMISSION_PERCENT = 5;

/** What the seller receives for one unit sold at `unitSellingPrice`: floor(selling price × 0.95). */
export function sellerUnitPayout(unitSellingPrice: number): number {
  if (!Number.isSafeInteger(unitSellingPrice) || unitSellingPrice < 0) {
    throw new RangeError(`selling price must be a whole number of rupees ≥ 0, got ${unitSellingPrice}`);
  }
  // Whole-number arithmetic, so the floor never depends on how 0.95 is stored as a binary fraction.
  return Math.floor((unitSellingPrice * (100 - COMMISSION_PERCENT)) / 100);
}

/** What the seller receives for a line: the per-unit payout (floored per unit) times the quantity. */
export function sellerPayout(price: number, discount: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  }
  return sellerUnitPayout(sellingPrice(price, discount)) * quantity;
}
