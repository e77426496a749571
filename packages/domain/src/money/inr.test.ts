import { describe, expect, it } from 'vitest';
import { formatInr, toPaise } from './inr';

describe('formatInr', () => {
  it('groups in lakhs and crores with two decimals', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(99999)).toBe('₹99,999.00');
    expect(formatInr(1000)).toBe('₹1,000.00');
  });

  it('shows paise', () => {
    expect(formatInr(849.15)).toBe('₹849.15');
    expect(formatInr(1999.2)).toBe('₹1,999.20');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('shows a negative amount with a minus and never "-₹0.00"', () => {
    expect(formatInr(-20)).toBe('-₹20.00');
    expect(formatInr(-0)).toBe('₹0.00');
    expect(formatInr(-0.001)).toBe('₹0.00');
  });

  it('has a Hindi variant with the same grouping', () => {
    expect(formatInr(123456, 'hi-IN')).toBe('₹1,23,456.00');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => formatInr(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toPaise', () => {
  it('multiplies by 100', () => {
    expect(toPaise(0)).toBe(0);
    expect(toPaise(1)).toBe(100);
    expect(toPaise(123456)).toBe(12345600);
  });

  it('rounds away binary noise to a whole number of paise', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(849.15)).toBe(84915);
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });

  it('refuses negative and non-finite amounts', () => {
    expect(() => toPaise(-1)).toThrow(RangeError);
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
