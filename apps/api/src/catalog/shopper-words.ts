import { englishShoppingWord, englishShoppingWordStartingWith, shoppingWordKey } from '@bazaar/domain/search';
import Sanscript from '@indic-transliteration/sanscript';

/**
 * A shopper's search text in the catalogue's words. The catalogue is written in English, so each word of
 * a Hindi or Hinglish search is read first through the glossary of shopping words (@bazaar/domain: मोबाइल
 * → mobile, joote → shoes), and any other word in Devanagari is written in Latin letters the way Hinglish
 * writes it (हल्दीराम → haldiram), for the catalogue's own matching and typo tolerance to take over.
 */

const DEVANAGARI = /[\u0900-\u097F]/u;
const CONSONANT = /[\u0915-\u0939\u0958-\u095F]/u;
const VOWEL_SIGN = /[\u093E-\u094C\u0962\u0963]/u;
const VIRAMA = '\u094D';
const NASAL = /[\u0901\u0902]/u;
/** Edges of a word that are not part of it: quotes, brackets, commas, full stops and the danda. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

interface Akshara {
  text: string;
  /** A consonant that carries the inherent vowel a (no vowel sign, no virama). */
  bareConsonant: boolean;
}

function aksharas(word: string): Akshara[] {
  const parts: Akshara[] = [];
  for (const char of word) {
    const last = parts[parts.length - 1];
    const joinsLast =
      last !== undefined &&
      (VOWEL_SIGN.test(char) || char === VIRAMA || NASAL.test(char) || last.text.endsWith(VIRAMA));
    if (joinsLast && last) {
      last.text += char;
      if (VOWEL_SIGN.test(char) || char === VIRAMA || NASAL.test(char)) last.bareConsonant = false;
      else last.bareConsonant = CONSONANT.test(char);
    } else {
      parts.push({ text: char, bareConsonant: CONSONANT.test(char) });
    }
  }
  return parts;
}

/**
 * Hindi drops the inherent a at the end of a word and between a vowel and a consonant that carries its
 * vowel (सैमसंग is saimsang, not saimasanga). The dropped vowels get a virama, so the transliteration
 * writes none. Read right to left, never two in a row.
 */
function withSchwaDeleted(word: string): string {
  const parts = aksharas(word);
  let justDeleted = false;
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const part = parts[i];
    if (!part?.bareConsonant || parts.length === 1) {
      justDeleted = false;
      continue;
    }
    const final = i === parts.length - 1;
    const between = i > 0 && !justDeleted && i < parts.length - 1;
    if (final || between) {
      part.text += VIRAMA;
      justDeleted = true;
    } else justDeleted = false;
  }
  return parts.map((part) => part.text).join('');
}

/** A Devanagari word in the Latin letters of Hinglish: ISO 15919 without its diacritics. */
export function romanised(word: string): string {
  const iso = Sanscript.t(withSchwaDeleted(shoppingWordKey(word)), 'devanagari', 'iso');
  return iso
    .replace(/[śṣ]/g, 'sh')
    .replace(/c(?!h)/g, 'ch')
    .replace(/r̥/g, 'ri')
    .replace(/[ṁṃṅñṇ]/g, 'n')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export interface CatalogueTextOptions {
  /** The last word is still being typed (suggestions): a Devanagari start completes from the glossary. */
  lastWordUnfinished?: boolean;
}

/** The search text with every Hindi or Hinglish word put in the catalogue's English. */
export function catalogueText(
  text: string,
  { lastWordUnfinished = false }: CatalogueTextOptions = {},
): string {
  const words = text.split(/\s+/u).filter((word) => word !== '');
  return words
    .map((raw, index) => {
      const word = raw.replace(EDGE_PUNCTUATION, '');
      const english = englishShoppingWord(word);
      if (english !== undefined) return english;
      if (!DEVANAGARI.test(word)) return raw;
      const unfinished = lastWordUnfinished && index === words.length - 1;
      return (unfinished ? englishShoppingWordStartingWith(word) : undefined) ?? romanised(word);
    })
    .join(' ');
}
