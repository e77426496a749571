import { describe, expect, it } from 'vitest';
import { COMMISSION_PERCENT, sellerPayout, sellerUnitPayout } from './payout';

describe('sellerUnitPayout', () => {
  it('keeps 5% commission', () => {
    expect(COMMISSION_PERCENT).toBe(5);
    expect(sellerUnitPayout(1000)).toBe(950);
    expect(sellerUnitPayout(20)).toBe(19);
  });

  it('floors each unit to whole rupees', () => {
    expect(sellerUnitPayout(899)).toBe(854); // 854.05
    expect(sellerUnitPayout(19)).toBe(18); // 18.05
    expect(sellerUnitPayout(1)).toBe(0); // 0.95
    expect(sellerUnitPayout(0)).toBe(0);
  });

  it('refuses a fractional or negative selling price', () => {
    expect(() => sellerUnitPayout(99.5)).toThrow(RangeError);
    expect(() => sellerUnitPayout(-1)).toThrow(RangeError);
  });
});

describe('sellerPayout', () => {
  it('is the floored unit payout times the quantity, not the floor of the line', () => {
    // selling price 899: unit payout 854 (854.05 floored); 3 × 854 = 2562, not floor(2562.15)
    expect(sellerPayout(899, 0, 3)).toBe(2562);
    // 20 units of 19: 20 × 18 = 360, while floor(380 × 0.95) would be 361
    expect(sellerPayout(19, 0, 20)).toBe(360);
  });

  it('starts from the selling price after discount', () => {
    // 2499 at 20% sells for 2000; 1900 a unit to the seller
    expect(sellerPayout(2499, 20, 2)).toBe(3800);
  });

  it('is 0 for a quantity of 0 and refuses a fractional quantity', () => {
    expect(sellerPayout(500, 10, 0)).toBe(0);
    expect(() => sellerPayout(500, 10, 1.5)).toThrow(RangeError);
  });
});
