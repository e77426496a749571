import { priceBuckets } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { CatalogIndex, type IndexQuery } from '../../src/catalog/search-index/catalog-index';
import type { SearchWord } from '../../src/catalog/search-terms';

// A listing asks the index for its facets, then for its page, with the same words and filters; the page
// reuses the matches the facets found passing the filters. These checks hold the page to a plain answer
// whatever was asked before it: the same filters, others, other words, or a catalogue changed between.

const CATEGORIES = ['c-phones', 'c-shoes'].map((id) => ({ id, name: id, slug: id }));

interface Product {
  id: string;
  category: string;
  price: number;
  rating: number;
  words: string[];
}

function catalogue(): Product[] {
  const products: Product[] = [];
  for (let i = 0; i < 400; i++) {
    products.push({
      id: `p${String(i).padStart(4, '0')}`,
      category: CATEGORIES[i % 2]?.id ?? 'c-phones',
      price: 100 + ((i * 37) % 900),
      rating: 1 + ((i * 7) % 41) / 10,
      words: i % 3 === 0 ? ['saree', 'silk'] : i % 3 === 1 ? ['saree'] : ['shoe'],
    });
  }
  return products;
}

function build(products: Product[]): CatalogIndex {
  const index = new CatalogIndex();
  index.setCategories(CATEGORIES);
  for (const product of products) put(index, product);
  index.seal();
  return index;
}

function put(index: CatalogIndex, product: Product): void {
  index.put({
    id: product.id,
    category_id: product.category,
    selling_price: product.price,
    rating: product.rating,
    review_count: 0,
    created_us: 0,
    search: product.words.map((word, at) => `'${word}':${at + 1}A`).join(' '),
    name: product.words.join(' '),
  });
}

const word = (lexeme: string): SearchWord => ({
  query: `'${lexeme}'`,
  operands: [{ lexeme, prefix: false }],
  categoryIds: [],
});
const SAREE = [word('saree')];
const SILK = [word('silk')];

type Filters = Pick<IndexQuery, 'categoryId' | 'rating' | 'lowPrice' | 'highPrice' | 'words'>;

const FILTERS: Filters[] = [
  { categoryId: null, rating: 0, lowPrice: undefined, highPrice: undefined, words: SAREE },
  { categoryId: 'c-shoes', rating: 0, lowPrice: undefined, highPrice: undefined, words: SAREE },
  { categoryId: null, rating: 3, lowPrice: undefined, highPrice: undefined, words: SAREE },
  { categoryId: null, rating: 0, lowPrice: 300, highPrice: undefined, words: SAREE },
  { categoryId: null, rating: 0, lowPrice: undefined, highPrice: 600, words: SAREE },
  { categoryId: 'c-phones', rating: 2, lowPrice: 200, highPrice: 800, words: SAREE },
  { categoryId: null, rating: 0, lowPrice: undefined, highPrice: undefined, words: SILK },
];

/** The page in price order, worked out plainly from the products. */
function plainPage(products: Product[], filters: Filters): IndexAnswerShape {
  const lexemes = (filters.words ?? []).map((each) => each.operands[0]?.lexeme ?? '');
  const found = products
    .filter(
      (product) =>
        lexemes.every((lexeme) => product.words.includes(lexeme)) &&
        (filters.categoryId === null || product.category === filters.categoryId) &&
        product.rating >= filters.rating &&
        product.price >= (filters.lowPrice ?? Number.NEGATIVE_INFINITY) &&
        product.price <= (filters.highPrice ?? Number.POSITIVE_INFINITY),
    )
    .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
  return { ids: found.slice(0, 12).map((product) => product.id), total: found.length };
}

interface IndexAnswerShape {
  ids: string[];
  total: number;
}

const page = (index: CatalogIndex, filters: Filters) =>
  index.query({ ...filters, order: 'low-to-high', offset: 0, limit: 12 });
const facets = (index: CatalogIndex, filters: Filters) => index.facets(filters, priceBuckets);

describe('a listing page after its facets', () => {
  it('is the plain answer after the facets of the same filters, of other filters, or of none', () => {
    const products = catalogue();
    const index = build(products);
    for (const asked of FILTERS) {
      const expected = plainPage(products, asked);
      expect(expected.total).toBeGreaterThan(12);
      facets(index, asked);
      expect(page(index, asked), JSON.stringify(asked)).toEqual(expected);
      // Asked again without facets: nothing is left over from the first time.
      expect(page(index, asked)).toEqual(expected);
      for (const before of FILTERS) {
        facets(index, before);
        expect(page(index, asked), `${JSON.stringify(before)} then ${JSON.stringify(asked)}`).toEqual(
          expected,
        );
      }
    }
  });

  it('is the plain answer when the catalogue changed between the facets and the page', () => {
    const products = catalogue();
    const index = build(products);
    const asked = FILTERS[0] as Filters;
    facets(index, asked);
    const cheapest = products.find((product) => product.words.includes('saree'));
    if (!cheapest) throw new Error('no saree in the catalogue');
    cheapest.price = 1;
    cheapest.words = ['shoe'];
    put(index, cheapest);
    expect(page(index, asked)).toEqual(plainPage(products, asked));
    expect(page(index, asked).ids).not.toContain(cheapest.id);
  });
});
