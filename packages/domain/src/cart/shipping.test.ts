import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE, shopShippingFee } from './shipping';

describe('shopShippingFee', () => {
  it('charges ₹20 below ₹2,000', () => {
    expect(STANDARD_SHIPPING_FEE).toBe(20);
    expect(shopShippingFee(0)).toBe(20);
    expect(shopShippingFee(1999)).toBe(20);
  });

  it('waives the fee at ₹2,000 and above', () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(2000);
    expect(shopShippingFee(2000)).toBe(0);
    expect(shopShippingFee(2001)).toBe(0);
    expect(shopShippingFee(150000)).toBe(0);
  });

  it('refuses a negative subtotal', () => {
    expect(() => shopShippingFee(-1)).toThrow(RangeError);
    expect(() => shopShippingFee(Number.NaN)).toThrow(RangeError);
  });
});
