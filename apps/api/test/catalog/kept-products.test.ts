import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/product-row';
import { KeptProducts, rowBytes } from '../../src/catalog/search-index/kept-products';

const row = (name: string): Product => ({
  _id: name,
  name,
  slug: name.toLowerCase(),
  category: 'Kites',
  brand: 'Patang',
  price: 100,
  discount: 0,
  stock: 3,
  rating: 4.5,
  images: [],
  description: '',
  shopName: 'Kite House',
  sellerId: 's1',
});

/** Room for `rows` rows like row('Three again'), the longest name here, and no more. */
const roomFor = (rows: number) => rows * rowBytes(row('Three again')) + 1;

describe('the rows kept of products shown lately', () => {
  it('refuses a row read before the index heard of a change', () => {
    const kept = new KeptProducts(roomFor(10));
    const mark = kept.mark;
    // A product changed while its row was being read: the row may be the old one.
    kept.forget('p2');
    kept.keep('p1', row('Old'), mark);
    expect(kept.get('p1')).toBeUndefined();
    kept.keep('p1', row('New'), kept.mark);
    expect(kept.get('p1')).toEqual(row('New'));
  });

  it('forgets a changed product, and everything when categories change', () => {
    const kept = new KeptProducts(roomFor(10));
    kept.keep('p1', row('One'), kept.mark);
    kept.keep('p2', row('Two'), kept.mark);
    kept.forget('p1');
    expect(kept.get('p1')).toBeUndefined();
    expect(kept.get('p2')).toEqual(row('Two'));
    kept.clear();
    expect(kept.size).toBe(0);
  });

  it('holds at most its budget of bytes, letting the least recently shown go', () => {
    const kept = new KeptProducts(roomFor(2));
    kept.keep('p1', row('One'), kept.mark);
    kept.keep('p2', row('Two'), kept.mark);
    kept.get('p1');
    kept.keep('p3', row('Three'), kept.mark);
    expect(kept.size).toBe(2);
    expect(kept.get('p2')).toBeUndefined();
    expect(kept.get('p1')).toEqual(row('One'));
    expect(kept.get('p3')).toEqual(row('Three'));
  });

  it("gives a forgotten row's place to the next row kept, letting no other go", () => {
    const kept = new KeptProducts(roomFor(2));
    kept.keep('p1', row('One'), kept.mark);
    kept.keep('p2', row('Two'), kept.mark);
    kept.forget('p1');
    kept.keep('p3', row('Three'), kept.mark);
    expect(kept.size).toBe(2);
    expect(kept.get('p2')).toEqual(row('Two'));
    expect(kept.get('p3')).toEqual(row('Three'));
    kept.keep('p3', row('Three again'), kept.mark);
    expect(kept.get('p3')).toEqual(row('Three again'));
    expect(kept.size).toBe(2);
  });

  it('weighs a row by its text, two bytes a character beyond Latin-1', () => {
    const short = rowBytes(row('Kite'));
    const description = 'A light kite that flies in a breeze. '.repeat(20);
    expect(rowBytes({ ...row('Kite'), description })).toBe(short + description.length);
    const hindi = 'हल्की पतंग, हल्की हवा में भी उड़ती है। '.repeat(20);
    expect(rowBytes({ ...row('Kite'), description: hindi })).toBe(short + 2 * hindi.length);
    expect(rowBytes({ ...row('Kite'), images: ['/images/kite-1.webp'] })).toBeGreaterThan(short + 19);
  });

  it('keeps larger rows fewer to the same budget, and none larger than the whole budget', () => {
    const long = { ...row('Long'), _id: 'p0', description: 'x'.repeat(5000) };
    const kept = new KeptProducts(3 * rowBytes(long));
    for (let i = 0; i < 10; i++) kept.keep(`p${i}`, { ...long, _id: `p${i}` }, kept.mark);
    expect(kept.size).toBe(3);
    expect(kept.bytes).toBe(3 * rowBytes(long));
    const tiny = new KeptProducts(100);
    tiny.keep('p1', row('One'), tiny.mark);
    expect(tiny.size).toBe(0);
  });

  it('counts the rows found and those read', () => {
    const kept = new KeptProducts(roomFor(10));
    kept.keep('p1', row('One'), kept.mark);
    kept.get('p1');
    kept.get('p1');
    kept.get('p2');
    expect({ hits: kept.hits, misses: kept.misses }).toEqual({ hits: 2, misses: 1 });
  });
});
