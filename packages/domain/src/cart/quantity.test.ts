import { describe, expect, it } from 'vitest';
import { canDecrease, canIncrease, clampQuantity } from './quantity';

describe('canIncrease', () => {
  it('allows the plus button below the stock', () => {
    expect(canIncrease(1, 5)).toBe(true);
    expect(canIncrease(4, 5)).toBe(true);
  });

  it('stops at the stock', () => {
    expect(canIncrease(5, 5)).toBe(false);
    expect(canIncrease(6, 5)).toBe(false);
    expect(canIncrease(1, 1)).toBe(false);
    expect(canIncrease(1, 0)).toBe(false);
  });
});

describe('canDecrease', () => {
  it('ignores the minus button at 1', () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(0)).toBe(false);
  });

  it('allows it above 1', () => {
    expect(canDecrease(2)).toBe(true);
  });
});

describe('clampQuantity', () => {
  it('keeps an allowed quantity', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(5, 5)).toBe(5);
  });

  it('raises to 1 and lowers to the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 5)).toBe(5);
  });

  it('drops fractions and treats a non-number as 1', () => {
    expect(clampQuantity(2.9, 5)).toBe(2);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  it('answers 0 when nothing is in stock', () => {
    expect(clampQuantity(1, 0)).toBe(0);
    expect(clampQuantity(3, -2)).toBe(0);
  });
});
