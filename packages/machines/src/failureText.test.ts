import { describe, expect, it } from 'vitest';
import { FALLBACK_FAILURE_TEXT, failureText } from './failureText';

describe('failureText', () => {
  it("shows the server's text carried by an Error", () => {
    expect(failureText(new Error('Only 2 left of Kolhapuri Chappal'))).toBe(
      'Only 2 left of Kolhapuri Chappal',
    );
  });

  it('shows a rejected string as it is', () => {
    expect(failureText('The order is cancelled')).toBe('The order is cancelled');
  });

  it.each([
    ['an Error without text', new Error('  ')],
    ['a blank string', ''],
    ['an object', { status: 500 }],
    ['undefined', undefined],
  ])('falls back to a general text for %s', (_label, error) => {
    expect(failureText(error)).toBe(FALLBACK_FAILURE_TEXT);
  });
});
