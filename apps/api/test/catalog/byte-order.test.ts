import { describe, expect, it } from 'vitest';
import { byteOrder } from '../../src/catalog/search-index/ts-rank';

// byteOrder compares as PostgreSQL compares lexemes: UTF-8 bytes, then length. It compares code units and
// encodes only where UTF-16 and UTF-8 orders part; every pair must still fall as the bytes fall.

const ALPHABET = [
  'a',
  'b',
  'z',
  '0',
  '9',
  'é',
  'ß',
  'क',
  'ख',
  'ा',
  '़',
  '\uE000',
  '\uFFFD',
  '😀',
  '𝒜',
  '\uD7FF',
];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

describe('byteOrder', () => {
  it('orders every pair as their UTF-8 bytes do', () => {
    const next = random(5);
    const word = () =>
      Array.from(
        { length: Math.floor(next() * 5) },
        () => ALPHABET[Math.floor(next() * ALPHABET.length)],
      ).join('');
    let compared = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = word();
      // Half the pairs share a start, so the difference falls at every position.
      const b = next() < 0.5 ? a.slice(0, Math.floor(next() * (a.length + 1))) + word() : word();
      expect(Math.sign(byteOrder(a, b)), JSON.stringify([a, b])).toBe(bytes(a, b));
      compared++;
    }
    expect(compared).toBe(20_000);
  });

  it('puts a character above U+FFFF after one at U+E000 or above, as UTF-8 does and UTF-16 does not', () => {
    expect('😀' < '\uE000').toBe(true);
    expect(Math.sign(byteOrder('😀', '\uE000'))).toBe(1);
    expect(Math.sign(byteOrder('kurta', 'kurtas'))).toBe(-1);
    expect(byteOrder('साड़ी', 'साड़ी')).toBe(0);
  });
});
