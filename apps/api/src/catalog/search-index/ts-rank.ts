/**
 * PostgreSQL's `ts_rank(vector, query)` for the queries search builds (an OR of words), worked out in
 * JavaScript so the in-memory index orders matches exactly as the SQL path does (search-index.ts).
 *
 * This follows calc_rank_or() in PostgreSQL's src/backend/utils/adt/tsrank.c with the default weights and
 * no normalisation. The arithmetic is single precision there (`float`), so every step is rounded with
 * Math.fround the way C rounds it: a rank that differs in its last bit would order two products differently.
 */

/** A lexeme's position weight as the text form of a tsvector spells it (D is written without a letter). */
export type Weight = 'A' | 'B' | 'C' | 'D';

// float weights[] = {0.1f, 0.2f, 0.4f, 1.0f} for D, C, B, A.
const WEIGHTS: Record<Weight, number> = {
  A: Math.fround(1.0),
  B: Math.fround(0.4),
  C: Math.fround(0.2),
  D: Math.fround(0.1),
};

/** The double by which calc_rank_or divides each entry's score: the limit of Σ 1/i². */
const PI_SQUARED_OVER_SIX = 1.64493406685;

/**
 * The score one lexeme of a product contributes for each query word that finds it, before the division by
 * π²/6 (kept in single precision, as calc_rank_or holds it). `weights` are the lexeme's positions' weights
 * in position order.
 */
export function entryScore(weights: readonly Weight[]): number {
  let sum = 0;
  let heaviest = -1;
  let heaviestAt = 0;
  for (let j = 0; j < weights.length; j++) {
    const weight = WEIGHTS[weights[j] ?? 'D'];
    sum = Math.fround(sum + Math.fround(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = j;
    }
  }
  const k = (heaviestAt + 1) * (heaviestAt + 1);
  return Math.fround(Math.fround(heaviest + sum) - Math.fround(heaviest / k));
}

/**
 * Accumulates a product's rank entry by entry, in the order calc_rank_or visits them: query words sorted
 * as `byteOrder` sorts them, and within a prefix word the product's lexemes in byte order.
 */
export function addEntry(rank: number, score: number): number {
  return Math.fround(rank + score / PI_SQUARED_OVER_SIX);
}

/** The rank once every entry is in: the sum over the number of distinct query words. */
export function finishRank(rank: number, distinctWords: number): number {
  return distinctWords > 0 ? Math.fround(rank / distinctWords) : rank;
}

const encoder = new TextEncoder();

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Lexemes compared as PostgreSQL compares them (tsCompareString: UTF-8 bytes, then length). UTF-8's byte
 * order is code point order, which UTF-16 code units follow except where a surrogate meets a unit at or
 * above U+E000: only then are the strings encoded. (Encoding every pair was most of a prefix's lookup in
 * the vocabulary, a binary search of some fifteen comparisons on every keystroke.)
 */
export function byteOrder(a: string, b: string): number {
  const shorter = Math.min(a.length, b.length);
  for (let i = 0; i < shorter; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 || y >= 0xd800) return Buffer.compare(encoder.encode(a), encoder.encode(b));
    return x - y;
  }
  return a.length - b.length;
}

/**
 * The lexemes of a tsvector's text form (`'kurta':1A,5 'red':2A`) with their positions' weights, in the
 * vector's order. Quotes inside a lexeme are doubled and backslashes escaped, as tsvectorout writes them.
 */
export function parseTsvector(text: string): Array<{ lexeme: string; weights: Weight[] }> {
  const entries: Array<{ lexeme: string; weights: Weight[] }> = [];
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    let lexeme = '';
    i++;
    for (;;) {
      const char = text[i];
      if (char === undefined) break;
      if (char === "'" && text[i + 1] === "'") {
        lexeme += "'";
        i += 2;
      } else if (char === '\\') {
        lexeme += text[i + 1] ?? '';
        i += 2;
      } else if (char === "'") {
        i++;
        break;
      } else {
        lexeme += char;
        i++;
      }
    }
    const weights: Weight[] = [];
    if (text[i] === ':') {
      i++;
      while (i < text.length && text[i] !== ' ') {
        while (i < text.length && isDigit(text.charCodeAt(i))) i++;
        const letter = text[i];
        if (letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D') {
          weights.push(letter);
          i++;
        } else weights.push('D');
        if (text[i] === ',') i++;
      }
    }
    // A lexeme stored without positions ranks as if it had one of weight D (calc_rank_or's posnull).
    entries.push({ lexeme, weights: weights.length > 0 ? weights : ['D'] });
  }
  return entries;
}
