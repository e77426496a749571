import { describe, expect, it } from 'vitest';
import { DETAILS_DESCRIPTION_WORDS, LIST_DESCRIPTION_WORDS, truncateWords } from './truncateWords';

function words(count: number): string {
  return Array.from({ length: count }, (_, index) => `w${index + 1}`).join(' ');
}

describe('truncateWords', () => {
  it('uses 12 words for lists and 25 for the product page', () => {
    expect(LIST_DESCRIPTION_WORDS).toBe(12);
    expect(DETAILS_DESCRIPTION_WORDS).toBe(25);
  });

  it('leaves a text of exactly n words untouched', () => {
    expect(truncateWords(words(12), 12)).toEqual({ text: words(12), truncated: false });
  });

  it('cuts a text of n + 1 words to n', () => {
    expect(truncateWords(words(13), 12)).toEqual({ text: words(12), truncated: true });
  });

  it('cuts at 25 words by default', () => {
    expect(truncateWords(words(26))).toEqual({ text: words(25), truncated: true });
    expect(truncateWords(words(25)).truncated).toBe(false);
  });

  it('keeps the text’s own spacing and drops what follows the last kept word', () => {
    expect(truncateWords('Hand-woven  cotton\nsaree from Varanasi', 3)).toEqual({
      text: 'Hand-woven  cotton\nsaree',
      truncated: true,
    });
  });

  it('counts Hindi words', () => {
    expect(truncateWords('शुद्ध सूती कुर्ता हाथ से बुना', 3)).toEqual({ text: 'शुद्ध सूती कुर्ता', truncated: true });
  });

  it('handles empty text and a limit of 0', () => {
    expect(truncateWords('', 12)).toEqual({ text: '', truncated: false });
    expect(truncateWords('one two', 0)).toEqual({ text: '', truncated: true });
    expect(truncateWords('   ', 0)).toEqual({ text: '   ', truncated: false });
  });

  it('refuses a negative or fractional limit', () => {
    expect(() => truncateWords('a b', -1)).toThrow(RangeError);
    expect(() => truncateWords('a b', 2.5)).toThrow(RangeError);
  });
});
