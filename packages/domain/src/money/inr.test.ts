import { describe, expect, it } from 'vitest';
import { formatInr, toPaise } from './inr';

describe('formatInr', () => {
  it('shows a whole amount without paise, grouped in lakhs and crores', () => {
    expect(formatInr(3230)).toBe('₹3,230');
    expect(formatInr(123456)).toBe('₹1,23,456');
    expect(formatInr(10000000)).toBe('₹1,00,00,000');
    expect(formatInr(99999)).toBe('₹99,999');
    expect(formatInr(1000)).toBe('₹1,000');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows paise only when the amount has them, always two of them', () => {
    expect(formatInr(849.15)).toBe('₹849.15');
    expect(formatInr(1999.2)).toBe('₹1,999.20');
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
  });

  it('rounds to the paisa first, so binary noise neither adds nor hides paise', () => {
    expect(formatInr(0.1 + 0.2)).toBe('₹0.30');
    expect(formatInr(2999.999)).toBe('₹3,000');
    expect(formatInr(849.1500000000001)).toBe('₹849.15');
  });

  it('shows a negative amount with a minus and never "-₹0"', () => {
    expect(formatInr(-20)).toBe('-₹20');
    expect(formatInr(-20.5)).toBe('-₹20.50');
    expect(formatInr(-0)).toBe('₹0');
    expect(formatInr(-0.001)).toBe('₹0');
  });

  it('writes the same figures in the Hindi interface: Latin digits, lakh grouping, paise only when there', () => {
    expect(formatInr(123456, 'hi-IN')).toBe('₹1,23,456');
    expect(formatInr(3230, 'hi-IN')).toBe(formatInr(3230, 'en-IN'));
    expect(formatInr(123456.5, 'hi-IN')).toBe('₹1,23,456.50');
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
