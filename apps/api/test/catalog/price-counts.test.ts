import { describe, expect, it } from 'vitest';
import { PriceCounts } from '../../src/catalog/search-index/price-counts';

/** What PriceCounts must answer, counted the slow way over the same products. */
function counted(
  products: Array<[number, number, number]>,
  category: number,
  stars: number,
  low: number,
  high: number,
) {
  return products.filter(
    ([c, rating, price]) => c === category && rating >= stars && price >= low && price <= high,
  ).length;
}

describe('prices by category and whole stars', () => {
  it('counts a category rated r and up within a price range, before and after products change', () => {
    const products: Array<[number, number, number]> = [];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const counts = new PriceCounts();
    for (let i = 0; i < 400; i++) {
      const product: [number, number, number] = [
        Math.floor(next() * 3),
        Math.round(next() * 50) / 10,
        100 + Math.floor(next() * 900),
      ];
      products.push(product);
      counts.add(...product);
    }
    counts.seal();
    const check = () => {
      for (const category of [0, 1, 2, 3])
        for (const stars of [0, 1, 3, 4, 5])
          for (const [low, high] of [
            [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
            [250, 600],
            [600, 250],
            [317, 317],
          ] as const)
            expect(counts.count(category, stars, low, high), `${category} ${stars} ${low}-${high}`).toBe(
              counted(products, category, stars, low, high),
            );
    };
    check();
    // A product rated 3.9 is in "3 and up", not "4 and up"; a removal takes one of two equal prices.
    for (const product of products.splice(0, 50)) counts.remove(...product);
    const added: Array<[number, number, number]> = [
      [1, 3.9, 317],
      [1, 3.9, 317],
      [2, 5, 100],
    ];
    for (const product of added) {
      products.push(product);
      counts.add(...product);
    }
    counts.remove(1, 3.9, 317);
    products.splice(products.length - 3, 1);
    check();
    expect(counts.count(1, 4, 317, 317)).toBe(counted(products, 1, 4, 317, 317));
  });

  it('gives the lowest and highest price of a category from r stars, or null when none', () => {
    const counts = new PriceCounts();
    counts.add(0, 4.5, 900);
    counts.add(0, 2.0, 50);
    counts.add(0, 3.2, 400);
    counts.seal();
    expect(counts.range(0, 0)).toEqual({ min: 50, max: 900 });
    expect(counts.range(0, 3)).toEqual({ min: 400, max: 900 });
    expect(counts.range(0, 5)).toBeNull();
    expect(counts.range(4, 0)).toBeNull();
  });
});
