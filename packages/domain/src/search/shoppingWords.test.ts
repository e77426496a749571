import { describe, expect, it } from 'vitest';
import { englishShoppingWord, englishShoppingWordStartingWith, shoppingWordKey } from './shoppingWordLookup';
import { SHOPPING_WORDS } from './shoppingWords';

const DEVANAGARI = /^[\u0900-\u097F -]+$/u;
const LATIN = /^[a-z]+$/;

describe('the shopping words glossary', () => {
  it.each(SHOPPING_WORDS.map((entry) => [entry.english, entry] as const))(
    '%s: each Hindi and Hinglish form leads to it',
    (english, entry) => {
      expect(entry.hindi.length, 'a Devanagari spelling at least').toBeGreaterThan(0);
      for (const form of entry.hindi) {
        expect(form, 'Devanagari only').toMatch(DEVANAGARI);
        expect(englishShoppingWord(form), form).toBe(english);
      }
      for (const form of entry.roman) {
        expect(form, 'lower-case Latin letters only').toMatch(LATIN);
        expect(form, 'not the English word itself').not.toBe(english);
        expect(englishShoppingWord(form), form).toBe(english);
      }
    },
  );

  it('gives no form two meanings', () => {
    const meaning = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of SHOPPING_WORDS) {
      for (const form of [...entry.hindi, ...entry.roman]) {
        const key = shoppingWordKey(form);
        const earlier = meaning.get(key);
        if (earlier !== undefined && earlier !== entry.english)
          clashes.push(`${form}: ${earlier}, ${entry.english}`);
        meaning.set(key, entry.english);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('names each English word once', () => {
    const words = SHOPPING_WORDS.map((entry) => entry.english);
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('reading a shopper’s word', () => {
  it('reads a word with or without a nukta, chandrabindu or anusvara, and in any case', () => {
    expect(englishShoppingWord('फ़ोन')).toBe('phone');
    expect(englishShoppingWord('फोन')).toBe('phone');
    expect(englishShoppingWord('अँगूठी')).toBe('ring');
    expect(englishShoppingWord('घड़ी')).toBe('watch');
    expect(englishShoppingWord('घड़ी'.normalize('NFD'))).toBe('watch');
    expect(englishShoppingWord('Ghadi')).toBe('watch');
    expect(englishShoppingWord('JOOTE')).toBe('shoes');
  });

  it('knows nothing of other words', () => {
    expect(englishShoppingWord('kurtaa-ish')).toBeUndefined();
    expect(englishShoppingWord('laptop')).toBeUndefined();
    expect(englishShoppingWord('')).toBeUndefined();
  });

  it('completes an unfinished word from two characters on', () => {
    expect(englishShoppingWordStartingWith('मोबा')).toBe('mobile');
    expect(englishShoppingWordStartingWith('ghad')).toBe('watch');
    expect(englishShoppingWordStartingWith('kita')).toBe('book');
    expect(englishShoppingWordStartingWith('म')).toBeUndefined();
    expect(englishShoppingWordStartingWith('zzz')).toBeUndefined();
  });
});
