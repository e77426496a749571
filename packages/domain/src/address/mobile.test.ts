import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizeMobile } from './mobile';

describe('normalizeMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['6000000000', '6000000000'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 98765 43210 ', '9876543210'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each([
    ['5876543210', 'starts with 5'],
    ['0876543210', 'starts with 0'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits not starting with 0'],
    ['+92 98765 43210', 'another country'],
    ['+91 58765 43210', 'starts with 5 after +91'],
    ['98765x3210', 'a letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});

describe('isValidMobile', () => {
  it('agrees with normalizeMobile', () => {
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('+91 98765 43210')).toBe(true);
    expect(isValidMobile('5123456789')).toBe(false);
  });
});
