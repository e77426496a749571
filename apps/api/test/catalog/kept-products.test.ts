import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/product-row';
import { KeptProducts } from '../../src/catalog/search-index/kept-products';

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

describe('the rows kept of products shown lately', () => {
  it('refuses a row read before the index heard of a change', () => {
    const kept = new KeptProducts(10);
    const mark = kept.mark;
    // A product changed while its row was being read: the row may be the old one.
    kept.forget('p2');
    kept.keep('p1', row('Old'), mark);
    expect(kept.get('p1')).toBeUndefined();
    kept.keep('p1', row('New'), kept.mark);
    expect(kept.get('p1')).toEqual(row('New'));
  });

  it('forgets a changed product, and everything when categories change', () => {
    const kept = new KeptProducts(10);
    kept.keep('p1', row('One'), kept.mark);
    kept.keep('p2', row('Two'), kept.mark);
    kept.forget('p1');
    expect(kept.get('p1')).toBeUndefined();
    expect(kept.get('p2')).toEqual(row('Two'));
    kept.clear();
    expect(kept.size).toBe(0);
  });

  it('holds at most its capacity, letting the least recently shown go', () => {
    const kept = new KeptProducts(2);
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
    const kept = new KeptProducts(2);
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

  it('counts the rows found and those read', () => {
    const kept = new KeptProducts(10);
    kept.keep('p1', row('One'), kept.mark);
    kept.get('p1');
    kept.get('p1');
    kept.get('p2');
    expect({ hits: kept.hits, misses: kept.misses }).toEqual({ hits: 2, misses: 1 });
  });
});
