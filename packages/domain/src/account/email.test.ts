import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each(['priya@example.in', 'r.k.sharma+orders@mail.co.in', ' asha@bazaar.shop ', 'a@b.co'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'priya',
    'priya@',
    '@example.in',
    'priya@example',
    'priya@@example.in',
    'priya sharma@example.in',
    'priya@example..in',
    'priya@.example.in',
    'priya@example.in.',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects an address longer than 254 characters', () => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.in`;
    expect(isValidEmail(`${'a'.repeat(254 - domain.length - 1)}@${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(255 - domain.length - 1)}@${domain}`)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Priya.Sharma@Example.IN ')).toBe('priya.sharma@example.in');
  });
});
