import { describe, expect, it } from 'vitest';
import { ORDER_PAGE_SIZE, PRODUCT_PAGE_SIZE, pageCount, REVIEW_PAGE_SIZE } from './pages';

describe('page sizes', () => {
  it('are 12 products, 10 orders and 10 reviews', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(12);
    expect(ORDER_PAGE_SIZE).toBe(10);
    expect(REVIEW_PAGE_SIZE).toBe(10);
  });
});

describe('pageCount', () => {
  it('rounds a partial page up', () => {
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(1, 12)).toBe(1);
  });

  it('is 0 for no items', () => {
    expect(pageCount(0, 10)).toBe(0);
  });

  it('refuses a page size below 1', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});
