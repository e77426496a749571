import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexedRow } from '../../src/catalog/search-index/catalog-index';
import type { SearchWord } from '../../src/catalog/search-terms';

// CatalogIndex.suggest ranks few matches as they are and reads its kept best-rated order for many; both
// must give what ranking every match gives: best rated first, then most reviewed, then by id. Checked
// here against that plain ranking on a catalogue big enough for both ways, before and after changes.

const CATEGORIES = ['c-phones', 'c-shoes', 'c-books'].map((id) => ({ id, name: id, slug: id }));
const WORDS = ['samsung', 'salt', 'sandal', 'saree', 'shoe', 'book', 'boat', 'bottle', 'zebra'];

/** mulberry32: the same catalogue on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Product {
  id: string;
  category: string;
  rating: number;
  reviews: number;
  name: string[];
}

function row(product: Product): IndexedRow {
  return {
    id: product.id,
    category_id: product.category,
    selling_price: 100,
    rating: product.rating,
    review_count: product.reviews,
    created_us: 0,
    // Name words carry weight A, as in products.search; a tsvector lists a lexeme once, with its positions.
    search: [...new Set(product.name)]
      .map(
        (word) =>
          `'${word}':${product.name.flatMap((each, at) => (each === word ? [`${at + 1}A`] : [])).join(',')}`,
      )
      .join(' '),
    name: product.name.join(' '),
  };
}

function prefixWord(prefix: string): SearchWord {
  return { query: `'${prefix}':*`, operands: [{ lexeme: prefix, prefix: true }], categoryIds: [] };
}

/** The plain answer: every live product whose name has a word starting each prefix, ranked. */
function expected(
  products: Map<string, Product>,
  prefixes: string[],
  category: string | null,
  limit: number,
) {
  return [...products.values()]
    .filter((product) => category === null || product.category === category)
    .filter((product) => prefixes.every((prefix) => product.name.some((word) => word.startsWith(prefix))))
    .sort((a, b) => b.rating - a.rating || b.reviews - a.reviews || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
    .map((product) => product.id);
}

function catalogue(count: number): Map<string, Product> {
  const next = random(7);
  const products = new Map<string, Product>();
  for (let i = 0; i < count; i++) {
    const id = `p${String(i).padStart(5, '0')}`;
    // "zebra" names only the worst-rated products: its matches sit at the end of the kept order.
    const rating = Math.round(next() * 40) / 10 + 1;
    const pool = rating < 1.3 ? WORDS : WORDS.filter((word) => word !== 'zebra');
    const name = [0, 1].map(() => pool[Math.floor(next() * pool.length)] ?? 'book');
    const category = CATEGORIES[Math.floor(next() * CATEGORIES.length)]?.id ?? 'c-books';
    products.set(id, { id, category, rating, reviews: Math.floor(next() * 50), name });
  }
  return products;
}

function build(products: Map<string, Product>): CatalogIndex {
  const index = new CatalogIndex();
  index.setCategories(CATEGORIES);
  for (const product of products.values()) index.put(row(product));
  index.seal();
  return index;
}

const ASKED: Array<[string[], string | null]> = [
  [['s'], null],
  [['sa'], null],
  [['sa'], 'c-shoes'],
  [['sam'], null],
  [['saree'], 'c-phones'],
  [['b', 'sh'], null],
  [['bo', 'sa'], 'c-books'],
  [['zeb'], null],
  [['zeb'], 'c-books'],
  [['nothing'], null],
];

function expectSuggestionsMatch(index: CatalogIndex, products: Map<string, Product>) {
  for (const [prefixes, category] of ASKED) {
    for (const limit of [1, 6, 40]) {
      expect(
        index.suggest(prefixes.map(prefixWord), category, limit),
        JSON.stringify({ prefixes, category, limit }),
      ).toEqual(expected(products, prefixes, category, limit));
    }
  }
}

describe('suggestions from the search index', () => {
  it('rank matches best rated first, whether few or thousands match', () => {
    const products = catalogue(6000);
    const index = build(products);
    expectSuggestionsMatch(index, products);
    // The catalogue exercises both ways: a broad prefix matches thousands, a rare word a handful.
    expect(expected(products, ['s'], null, 10_000).length).toBeGreaterThan(3000);
    expect(expected(products, ['zeb'], null, 10_000).length).toBeLessThan(300);
  });

  it('follow ratings, names and products that changed after the build', () => {
    const products = catalogue(6000);
    const index = build(products);
    const next = random(11);
    const changed = [...products.values()].filter(() => next() < 0.05);
    for (const product of changed) {
      const update = { ...product, rating: 5, reviews: product.reviews + 1 };
      if (next() < 0.3) update.name = ['zebra', 'saree'];
      products.set(product.id, update);
      index.put(row(update));
    }
    for (const product of [...products.values()].filter(() => next() < 0.02)) {
      products.delete(product.id);
      index.remove(product.id);
    }
    expectSuggestionsMatch(index, products);
  });
});
