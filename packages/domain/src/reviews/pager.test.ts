import { describe, expect, it } from 'vitest';
import { reviewPagerCount } from './pager';

describe('reviewPagerCount', () => {
  it('hides the pager up to 5 reviews', () => {
    expect(reviewPagerCount(0)).toBe(0);
    expect(reviewPagerCount(5)).toBe(0);
  });

  it('shows it above 5 reviews', () => {
    expect(reviewPagerCount(6)).toBe(1);
  });

  it('shows floor(total / 3) buttons while that is below the number of pages', () => {
    expect(reviewPagerCount(100)).toBe(10); // 10 pages, floor(100 / 3) = 33
    expect(reviewPagerCount(21)).toBe(3); // 3 pages, floor(21 / 3) = 7
  });

  it('never shows more buttons than there are pages of 10', () => {
    expect(reviewPagerCount(9)).toBe(1);
    expect(reviewPagerCount(11)).toBe(2);
  });
});
