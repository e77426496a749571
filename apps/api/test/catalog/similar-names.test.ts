import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimilarNames } from '../../src/catalog/search-index/similar-names';
import { createTestShop, type TestShop } from '../support/shop';

// similar-names.ts reproduces pg_trgm's `text <% lower(name)` and word_similarity(text, lower(name)) in
// memory: every name it finds, and the float4 similarity of each, must be what PostgreSQL computes.

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

/** mulberry32: the same texts on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Names where pg_trgm's rules show: repeated words and trigrams, digits, punctuation between words. */
const TRICKY_NAMES = [
  'Abab Abab Abab',
  'Rose Gold Dial 2-in-1 Watch (Rose Gold)',
  'JBL Go 3 Portable Bluetooth Speaker, Blue',
  'aaa aaaa aaaaa',
  'Kurta Kurti Kurta-Set',
  'x',
  'Mi 11X Pro 5G (8GB/128GB)',
  'the the the the',
];

/** Texts a shopper may type that no catalogue word is like: swapped letters, words run together, halves. */
function misspellings(names: string[], count: number): string[] {
  const next = random(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const texts = new Set<string>(['abab', 'rosegold', 'gold rose', 'kurtaset', 'aaaa', 'thethe', '11x pro']);
  while (texts.size < count) {
    const words =
      pick(names)
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? [];
    const at = Math.floor(next() * words.length);
    const word = words[at] ?? '';
    switch (Math.floor(next() * 5)) {
      case 0: // two letters swapped
        texts.add(`${word[1] ?? ''}${word[0] ?? ''}${word.slice(2)}`);
        break;
      case 1: // words run together
        texts.add(words.slice(at, at + 2 + Math.floor(next() * 2)).join(''));
        break;
      case 2: // a letter dropped
        texts.add(word.slice(0, 2) + word.slice(3));
        break;
      case 3: // two words, one misspelt
        texts.add(`${word.slice(0, -1)} ${words[at + 1] ?? pick(words)}`);
        break;
      default: // halves of two names' words
        texts.add(
          `${word.slice(0, 3)}${
            (pick(names)
              .toLowerCase()
              .match(/[a-z]+/g) ?? [''])[0]?.slice(-3) ?? ''
          }`,
        );
    }
  }
  return [...texts].filter((text) => text.trim().length > 0);
}

describe('names similar to a text', () => {
  it('finds the names pg_trgm finds, each with the similarity it computes', async () => {
    const { rows } = await shop.db.query<{ name: string }>('SELECT name FROM products ORDER BY id LIMIT 300');
    const names = [...TRICKY_NAMES, ...rows.map((row) => row.name)];
    const { rows: locale } = await shop.db.query<{ ctype: string }>(
      'SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()',
    );
    const localeLetters = !['C', 'POSIX'].includes(locale[0]?.ctype ?? '');
    const similar = new SimilarNames(localeLetters);
    for (const [slot, name] of names.entries()) similar.put(slot, name);
    let found = 0;
    let compared = 0;
    for (const text of misspellings(names, 400)) {
      const inMemory = similar.similarTo(text, () => true);
      if (!inMemory) {
        // Only a name with letters beyond ASCII, under a locale that makes words of them, is left to SQL.
        expect(localeLetters, text).toBe(true);
        continue;
      }
      compared++;
      const { rows: expected } = await shop.db.query<{ slot: string; similarity: number }>(
        `SELECT (n.slot - 1)::int AS slot, word_similarity($1, lower(n.name)) AS similarity
           FROM unnest($2::text[]) WITH ORDINALITY AS n(name, slot)
          WHERE $1 <% lower(n.name) ORDER BY n.slot`,
        [text, names],
      );
      const actual = [...inMemory].sort((a, b) => a.slot - b.slot);
      expect(
        actual.map(({ slot, similarity: value }) => [slot, value]),
        text,
      ).toEqual(expected.map(({ slot, similarity: value }) => [Number(slot), Math.fround(Number(value))]));
      found += actual.length;
    }
    expect(compared).toBeGreaterThan(350);
    expect(found).toBeGreaterThan(200);
  }, 60_000);

  it('leaves a text to PostgreSQL when a name of letters beyond ASCII could be like it, unless the locale is C', () => {
    const similar = new SimilarNames(true);
    similar.put(0, 'Café Crème Mug');
    similar.put(1, 'Steel Bottle');
    // "cafe" shares three of its five trigrams with "Café": whether é is a letter is the database's locale's to say.
    expect(similar.similarTo('cafe', () => true)).toBeNull();
    expect(similar.similarTo('बोतल', () => true)).toBeNull();
    // A text no such name comes near is answered.
    expect(similar.similarTo('botle', () => true)?.map(({ slot }) => slot)).toEqual([1]);
    // Under C, é parts words as a space would: "caf", "cr", "me", "mug".
    const underC = new SimilarNames(false);
    underC.put(0, 'Café Crème Mug');
    expect(underC.similarTo('cafe', () => true)).toEqual([{ slot: 0, similarity: Math.fround(3 / 5) }]);
  });

  it('leaves out names of products that changed or went', () => {
    const similar = new SimilarNames(true);
    similar.put(0, 'Steel Bottle');
    similar.put(1, 'Steel Bottle');
    expect(similar.similarTo('botle', (slot) => slot !== 0)?.map(({ slot }) => slot)).toEqual([1]);
  });
});
