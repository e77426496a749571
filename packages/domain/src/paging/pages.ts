/** SPEC.md §9 and DESIGN.md §3: page sizes of the lists that page. */
export const PRODUCT_PAGE_SIZE = 12;
export const ORDER_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE = 10;

/** Number of pages needed for `total` items, `pageSize` a page; 0 for no items. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`pageSize must be a whole number ≥ 1, got ${pageSize}`);
  }
  if (!(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}
