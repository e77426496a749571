import { SHOPPING_WORDS } from './shoppingWords';

const NUKTA = /\u093C/g;
const JOINERS = /[\u200C\u200D]/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';

/**
 * The form a shopper's word is compared in: NFC, lower case, and the spellings Hindi writers vary on made
 * one (with or without a nukta: फ़ोन and फोन; chandrabindu or anusvara: अँगूठी and अंगूठी; joiners left out).
 */
export function shoppingWordKey(word: string): string {
  return word
    .normalize('NFD')
    .replace(NUKTA, '')
    .replace(JOINERS, '')
    .replace(CHANDRABINDU, ANUSVARA)
    .normalize('NFC')
    .toLowerCase();
}

const ENGLISH_BY_KEY: ReadonlyMap<string, string> = new Map(
  SHOPPING_WORDS.flatMap((entry) =>
    [...entry.hindi, ...entry.roman].map((form) => [shoppingWordKey(form), entry.english] as const),
  ),
);
const KEYS = [...ENGLISH_BY_KEY.keys()].sort((a, b) => a.length - b.length || a.localeCompare(b));

/** The catalogue's English word for a Hindi or Hinglish shopping word, or undefined when it is not one. */
export function englishShoppingWord(word: string): string | undefined {
  return ENGLISH_BY_KEY.get(shoppingWordKey(word));
}

/**
 * The English word for an unfinished Hindi or Hinglish word (as-you-type suggestions): the shortest
 * glossary form that starts with it, so मोबा suggests mobiles. Two characters at least.
 */
export function englishShoppingWordStartingWith(start: string): string | undefined {
  const key = shoppingWordKey(start);
  if ([...key].length < 2) return undefined;
  const form = KEYS.find((candidate) => candidate.startsWith(key));
  return form === undefined ? undefined : ENGLISH_BY_KEY.get(form);
}
