import { describe, expect, it } from 'vitest';
import { shortOrderId } from './orderId';

describe('shortOrderId', () => {
  it('is "#" and the first eight characters of the id in capitals', () => {
    expect(shortOrderId('b2afe9f1-7c1d-4e8a-9f00-0123456789ab')).toBe('#B2AFE9F1');
  });

  it('reads the same whatever the case of the id it is given', () => {
    expect(shortOrderId('B2AFE9F1-7C1D-4E8A-9F00-0123456789AB')).toBe('#B2AFE9F1');
  });

  it('is far shorter than the 36-character id', () => {
    expect(shortOrderId('7d4f0a52-1b2c-4d3e-8f40-5a6b7c8d9e0f')).toHaveLength(9);
  });
});
