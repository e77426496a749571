/** SPEC.md §4, §5: a cart quantity is at least 1 and at most the stock. */
export const MIN_QUANTITY = 1;

/** The plus button: allowed while the quantity is below the stock. */
export function canIncrease(quantity: number, stock: number): boolean {
  return quantity < stock;
}

/** The minus button: ignored at 1. */
export function canDecrease(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

/**
 * The nearest allowed quantity: a whole number from 1 to the stock. With no stock there is no allowed
 * quantity and the answer is 0, which callers treat as "cannot be bought".
 */
export function clampQuantity(quantity: number, stock: number): number {
  const available = Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
  if (available < MIN_QUANTITY) return 0;
  const wanted = Number.isNaN(quantity) ? MIN_QUANTITY : Math.floor(quantity);
  return Math.min(Math.max(wanted, MIN_QUANTITY), available);
}
