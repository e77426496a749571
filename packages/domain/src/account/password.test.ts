import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password';

describe('passwordProblem', () => {
  it('accepts 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(passwordProblem('a'.repeat(8))).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('a'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('a'.repeat(129))).toBe('tooLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🙂'.repeat(7))).toBe('tooShort');
    expect(passwordProblem('पासवर्ड१२३')).toBeNull();
    expect(passwordProblem('🙂'.repeat(128))).toBeNull();
  });

  it('keeps spaces as part of the password', () => {
    expect(passwordProblem('        ')).toBeNull();
    expect(passwordProblem(' abc ')).toBe('tooShort');
  });
});
