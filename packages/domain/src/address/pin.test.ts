import { describe, expect, it } from 'vitest';
import { isValidPin } from './pin';

describe('isValidPin', () => {
  it.each(['440001', '110001', '560034', '999999', ' 400001 '])('accepts %j', (pin) => {
    expect(isValidPin(pin)).toBe(true);
  });

  it.each([
    ['000000', 'starts with 0'],
    ['044001', 'starts with 0'],
    ['44001', 'five digits'],
    ['4400011', 'seven digits'],
    ['440 001', 'a space inside'],
    ['44000a', 'a letter'],
    ['४४०००१', 'Devanagari digits'],
    ['', 'empty'],
  ])('rejects %j (%s)', (pin) => {
    expect(isValidPin(pin)).toBe(false);
  });
});
