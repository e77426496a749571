import { describe, expect, it } from 'vitest';
import { sellingPrice } from './price';

describe('sellingPrice', () => {
  it('is whole rupees: 3,399 at 5% is 3,230 (169.95 → 169 off), never 3,229.05', () => {
    expect(sellingPrice(3399, 5)).toBe(3230);
  });

  it('takes the floored discount off the price', () => {
    expect(sellingPrice(1000, 10)).toBe(900);
    expect(sellingPrice(2499, 20)).toBe(2000); // 2499 × 0.2 = 499.8 → 499 off
    expect(sellingPrice(999, 15)).toBe(850); // 149.85 → 149 off
  });

  it('floors the discount, so the buyer never pays a fraction of a rupee', () => {
    expect(sellingPrice(99, 33)).toBe(67); // 32.67 → 32 off
    expect(sellingPrice(1, 50)).toBe(1); // 0.5 → 0 off
    expect(sellingPrice(3, 50)).toBe(2); // 1.5 → 1 off
  });

  it('leaves the price alone at 0% and makes it free at 100%', () => {
    expect(sellingPrice(1499, 0)).toBe(1499);
    expect(sellingPrice(1499, 100)).toBe(0);
  });

  it('accepts a price of 0', () => {
    expect(sellingPrice(0, 40)).toBe(0);
  });

  it('refuses a negative or fractional price', () => {
    expect(() => sellingPrice(-1, 10)).toThrow(RangeError);
    expect(() => sellingPrice(99.5, 10)).toThrow(RangeError);
    expect(() => sellingPrice(Number.NaN, 10)).toThrow(RangeError);
    expect(() => sellingPrice(Number.POSITIVE_INFINITY, 10)).toThrow(RangeError);
  });

  it('refuses a discount outside 0–100 or not a whole percent', () => {
    expect(() => sellingPrice(100, -1)).toThrow(RangeError);
    expect(() => sellingPrice(100, 101)).toThrow(RangeError);
    expect(() => sellingPrice(100, 12.5)).toThrow(RangeError);
  });
});
