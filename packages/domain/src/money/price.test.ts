import { describe, expect, it } from 'vitest';
import { cardDisplayPrice, sellingPrice } from './price';

describe('sellingPrice', () => {
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

describe('cardDisplayPrice', () => {
  it('keeps the paise that the selling price floors away', () => {
    expect(cardDisplayPrice(999, 15)).toBe(849.15);
    expect(cardDisplayPrice(2499, 20)).toBe(1999.2);
    expect(cardDisplayPrice(99, 33)).toBe(66.33);
  });

  it('never has more than two decimals', () => {
    for (let price = 1; price <= 500; price += 7) {
      for (let discount = 0; discount <= 100; discount += 3) {
        const shown = cardDisplayPrice(price, discount);
        expect(Math.round(shown * 100) / 100).toBe(shown);
      }
    }
  });

  it('matches the selling price when the discount is whole rupees', () => {
    expect(cardDisplayPrice(1000, 10)).toBe(sellingPrice(1000, 10));
    expect(cardDisplayPrice(1000, 0)).toBe(1000);
    expect(cardDisplayPrice(1000, 100)).toBe(0);
  });

  it('refuses the same inputs as sellingPrice', () => {
    expect(() => cardDisplayPrice(-5, 10)).toThrow(RangeError);
    expect(() => cardDisplayPrice(100, 101)).toThrow(RangeError);
  });
});
