import { PRODUCT_PAGE_SIZE, sellingPrice } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import {
  addKiteShop,
  KITE_PRODUCTS,
  KITES,
  KITES_IN_CATEGORY,
  type KiteShop,
  names,
  tukkal,
} from './kite-shop';

let shop: TestShop;
let kites: KiteShop;
beforeAll(async () => {
  shop = await createTestShop();
  kites = await addKiteShop(shop);
});
afterAll(() => shop?.close());

interface ProductCard {
  _id: string;
  name: string;
  slug: string;
  category: string;
  brand: string;
  price: number;
  discount: number;
  stock: number;
  rating: number;
  images: string[];
  description: string;
  shopName: string;
  sellerId: string;
}
interface ProductPage {
  products: ProductCard[];
  totalProduct: number;
  parPage: number;
  facets: {
    categories: { name: string; slug: string; count: number }[];
    ratings: { atLeast: number; count: number }[];
    prices: { low: number; high: number; count: number }[];
  };
}

/** The rating facet when nothing matches: all four buckets, none counting anything. */
const noRatings = [4, 3, 2, 1].map((atLeast) => ({ atLeast, count: 0 }));

type Params = Record<string, string | number | undefined>;

async function query(params: Params) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const response = await shop.call({ method: 'GET', url: `/api/home/query-products?${search}` });
  return response;
}

async function page(params: Params): Promise<ProductPage> {
  const response = await query(params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sellingPriceOf = (p: { price: number; discount: number }) => sellingPrice(p.price, p.discount);
const tukkals = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => tukkal(from + i).name);

describe('queryProducts without filters', () => {
  it('answers the first page of the whole catalogue, newest first, with the total and the page size', async () => {
    const { rows } = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    const result = await page({});
    expect(result.totalProduct).toBe(rows[0]?.n);
    expect(result.parPage).toBe(PRODUCT_PAGE_SIZE);
    expect(result.products).toHaveLength(PRODUCT_PAGE_SIZE);
    // The fixture products are the newest of the catalogue.
    expect(names(result.products).slice(0, 5)).toEqual([
      KITE_PRODUCTS.gold.name,
      KITE_PRODUCTS.delta.name,
      KITE_PRODUCTS.fighter.name,
      KITE_PRODUCTS.box.name,
      KITE_PRODUCTS.parafoil.name,
    ]);
  });

  it('answers every field of a product as the contract spells it', async () => {
    const [delta] = (await page({ searchValue: 'zephyrine delta' })).products;
    expect(delta).toEqual({
      _id: kites.ids.delta,
      name: KITE_PRODUCTS.delta.name,
      slug: kites.slugs.delta,
      category: KITES.name,
      brand: 'Zephyrine',
      price: 1000,
      discount: 10,
      stock: 10,
      rating: 4.5,
      images: [`/images/products/${kites.slugs.delta}-1.svg`, `/images/products/${kites.slugs.delta}-2.svg`],
      description: KITE_PRODUCTS.delta.description,
      shopName: 'Patang Ghar',
      sellerId: kites.sellers.patang,
    });
  });
});

describe('queryProducts filters, one by one', () => {
  it('filters by category name', async () => {
    const result = await page({ category: KITES.name });
    expect(result.totalProduct).toBe(KITES_IN_CATEGORY);
    expect(result.products.every((p) => p.category === KITES.name)).toBe(true);
  });

  it('filters by category slug, and by a name in other letter case', async () => {
    expect((await page({ category: KITES.slug })).totalProduct).toBe(KITES_IN_CATEGORY);
    expect((await page({ category: 'KITES & kiting' })).totalProduct).toBe(KITES_IN_CATEGORY);
  });

  it('treats an empty category as every category', async () => {
    expect((await page({ category: '' })).totalProduct).toBe((await page({})).totalProduct);
  });

  it('answers an empty page for a category that does not exist', async () => {
    // The category facet sets the category aside, so it still counts the whole catalogue.
    const everything = await page({});
    expect(await page({ category: 'Spaceships' })).toEqual({
      products: [],
      totalProduct: 0,
      parPage: 12,
      facets: { categories: everything.facets.categories, ratings: noRatings, prices: [] },
    });
  });

  it('keeps products rated r stars and up', async () => {
    const result = await page({ category: KITES.slug, rating: 4 });
    expect(new Set(names(result.products))).toEqual(
      new Set([
        KITE_PRODUCTS.gold.name,
        KITE_PRODUCTS.delta.name,
        KITE_PRODUCTS.box.name,
        KITE_PRODUCTS.parafoil.name,
      ]),
    );
    const everywhere = await page({ rating: 5 });
    expect(everywhere.totalProduct).toBeGreaterThan(0);
    expect(everywhere.products.every((p) => p.rating >= 5)).toBe(true);
  });

  it('treats rating 0 as no rating filter', async () => {
    expect((await page({ category: KITES.slug, rating: 0 })).totalProduct).toBe(KITES_IN_CATEGORY);
  });

  it('bounds the selling price (not the list price), both ends included', async () => {
    // delta: list ₹1,000, 10% off → ₹900; box: ₹2,500, 20% off → ₹2,000.
    const result = await page({ category: KITES.slug, lowPrice: 900, highPrice: 2000 });
    expect(new Set(names(result.products))).toEqual(
      new Set([KITE_PRODUCTS.gold.name, KITE_PRODUCTS.delta.name, KITE_PRODUCTS.box.name]),
    );
    const aboveDelta = await page({ category: KITES.slug, lowPrice: 901, highPrice: 999 });
    expect(aboveDelta.totalProduct).toBe(0);
  });

  it('applies a lower price bound alone and an upper one alone', async () => {
    const cheap = await page({ category: KITES.slug, highPrice: 170 });
    expect(names(cheap.products).sort()).toEqual([KITE_PRODUCTS.fighter.name, ...tukkals(1, 2)].sort());
    const dear = await page({ lowPrice: 3800, category: KITES.slug });
    expect(names(dear.products)).toEqual([KITE_PRODUCTS.parafoil.name]);
    const everywhere = await page({ lowPrice: 5000 });
    expect(everywhere.products.every((p) => sellingPriceOf(p) >= 5000)).toBe(true);
  });

  it('refuses a lower bound above the upper bound', async () => {
    const response = await query({ lowPrice: 500, highPrice: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/lowPrice/);
  });

  it('refuses values outside the contract', async () => {
    const refused: Params[] = [
      { rating: 6 },
      { rating: -1 },
      { lowPrice: -5 },
      { sortPrice: 'cheapest' },
      { pageNumber: 0 },
    ];
    for (const params of refused) {
      const response = await query(params);
      expect(response.statusCode, JSON.stringify(params)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });
});

describe('queryProducts sorting', () => {
  it('sorts by selling price low to high', async () => {
    const result = await page({ category: KITES.slug, sortPrice: 'low-to-high' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.fighter.name, ...tukkals(1, 11)]);
    const prices = result.products.map(sellingPriceOf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('sorts by selling price high to low', async () => {
    const result = await page({ category: KITES.slug, sortPrice: 'high-to-low' });
    expect(names(result.products).slice(0, 2)).toEqual([KITE_PRODUCTS.parafoil.name, KITE_PRODUCTS.box.name]);
    // gold and delta both sell at ₹900.
    expect(new Set(names(result.products).slice(2, 4))).toEqual(
      new Set([KITE_PRODUCTS.gold.name, KITE_PRODUCTS.delta.name]),
    );
    expect(names(result.products).slice(4, 6)).toEqual([tukkal(14).name, tukkal(13).name]);
  });

  it('sorts the whole catalogue by price across pages', async () => {
    const first = await page({ sortPrice: 'high-to-low', pageNumber: 1 });
    const second = await page({ sortPrice: 'high-to-low', pageNumber: 2 });
    const prices = [...first.products, ...second.products].map(sellingPriceOf);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('keeps the newest first without a price sort and without search text', async () => {
    const result = await page({ category: KITES.slug, sortPrice: '' });
    expect(names(result.products)).toEqual([
      KITE_PRODUCTS.gold.name,
      KITE_PRODUCTS.delta.name,
      KITE_PRODUCTS.fighter.name,
      KITE_PRODUCTS.box.name,
      KITE_PRODUCTS.parafoil.name,
      ...tukkals(1, 7),
    ]);
  });

  it('ranks by relevance when searching without a price sort: a match in the name before one in the brand', async () => {
    // Both are Skyward's; only the parafoil has the word in its name.
    const result = await page({ searchValue: 'skyward' });
    expect(names(result.products).slice(0, 2)).toEqual([KITE_PRODUCTS.parafoil.name, KITE_PRODUCTS.box.name]);
  });
});

describe('queryProducts paging', () => {
  it('pages the matches by 12 without overlap, the total on every page', async () => {
    const one = await page({ category: KITES.slug, pageNumber: 1 });
    const two = await page({ category: KITES.slug, pageNumber: 2 });
    const three = await page({ category: KITES.slug, pageNumber: 3 });
    expect(one.products).toHaveLength(12);
    expect(two.products).toHaveLength(KITES_IN_CATEGORY - 12);
    expect(three.products).toEqual([]);
    for (const result of [one, two, three]) {
      expect(result.totalProduct).toBe(KITES_IN_CATEGORY);
      expect(result.parPage).toBe(12);
    }
    const ids = [...one.products, ...two.products].map((p) => p._id);
    expect(new Set(ids).size).toBe(KITES_IN_CATEGORY);
    expect(new Set(ids)).toEqual(
      new Set(
        Object.entries(kites.ids)
          .filter(([key]) => key !== 'spool')
          .map(([, id]) => id),
      ),
    );
  });

  it('pages a price sort consistently when prices tie', async () => {
    const pages = await Promise.all(
      [1, 2].map((pageNumber) => page({ category: KITES.slug, sortPrice: 'low-to-high', pageNumber })),
    );
    const ids = pages.flatMap((result) => result.products.map((p) => p._id));
    expect(new Set(ids).size).toBe(KITES_IN_CATEGORY);
  });

  it('answers an empty page far beyond the last one, with the total', async () => {
    const firstPage = await page({ category: KITES.slug });
    for (const pageNumber of [1000, 999_999_999_999_999]) {
      const result = await page({ category: KITES.slug, pageNumber });
      expect(result).toEqual({
        products: [],
        totalProduct: KITES_IN_CATEGORY,
        parPage: 12,
        facets: firstPage.facets,
      });
    }
  });
});

describe('queryProducts search', () => {
  it('finds a product by a word of its name', async () => {
    const result = await page({ searchValue: 'parafoil' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.parafoil.name]);
    expect(result.totalProduct).toBe(1);
  });

  it('finds products by brand', async () => {
    const result = await page({ searchValue: 'Bareilly' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.fighter.name]);
  });

  it('finds products by a word of their description', async () => {
    const result = await page({ searchValue: 'sankranti' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.fighter.name]);
  });

  it('finds every product of a category named by the search text', async () => {
    const result = await page({ searchValue: 'kiting' });
    expect(result.totalProduct).toBe(KITES_IN_CATEGORY);
    expect(result.products.every((p) => p.category === KITES.name)).toBe(true);
  });

  it('matches the start of a word ("zephyr" finds Zephyrine)', async () => {
    const result = await page({ searchValue: 'zephyr' });
    expect(new Set(names(result.products))).toEqual(
      new Set([KITE_PRODUCTS.gold.name, KITE_PRODUCTS.delta.name]),
    );
  });

  it('requires every word to match', async () => {
    const result = await page({ searchValue: 'zephyrine delta' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.delta.name]);
  });

  it('ignores letter case and punctuation', async () => {
    const result = await page({ searchValue: '  ZEPHYRINE, Delta!! ' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.delta.name]);
  });

  it('still finds a misspelt brand', async () => {
    for (const typo of ['zefyrine', 'zephyrnie', 'zephirine']) {
      const result = await page({ searchValue: typo });
      expect(new Set(names(result.products)), typo).toEqual(
        new Set([KITE_PRODUCTS.gold.name, KITE_PRODUCTS.delta.name]),
      );
    }
  });

  it('still finds a misspelt name word among correct ones', async () => {
    const result = await page({ searchValue: 'skyward parafoyl' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.parafoil.name]);
  });

  it('finds a well-known seeded brand when misspelt', async () => {
    const right = await page({ searchValue: 'samsung' });
    const wrong = await page({ searchValue: 'samsng' });
    expect(right.totalProduct).toBeGreaterThan(0);
    expect(wrong.totalProduct).toBe(right.totalProduct);
    expect(wrong.products.every((p) => p.brand === 'Samsung' || /samsung/i.test(p.name))).toBe(true);
  });

  it('leaves out a word that resembles nothing in the catalogue', async () => {
    const result = await page({ searchValue: 'parafoil qqxqqxqq' });
    expect(names(result.products)).toEqual([KITE_PRODUCTS.parafoil.name]);
  });

  it('answers an empty page when nothing resembles the text', async () => {
    expect(await page({ searchValue: 'qqxqqxqq' })).toEqual({
      products: [],
      totalProduct: 0,
      parPage: 12,
      facets: { categories: [], ratings: noRatings, prices: [] },
    });
  });

  it('treats text without any word as no search', async () => {
    const all = await page({});
    expect((await page({ searchValue: '  !!  ' })).totalProduct).toBe(all.totalProduct);
    expect((await page({ searchValue: '' })).totalProduct).toBe(all.totalProduct);
  });

  it('reads quotes, tsquery operators and SQL in the text as plain words', async () => {
    for (const text of [
      "zephyrine' & !delta",
      'zephyrine:* | (box)',
      "'; DROP TABLE products; --",
      '\\ zephyrine',
    ]) {
      const response = await query({ searchValue: text });
      expect(response.statusCode, text).toBe(200);
    }
    const { rows } = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    expect(rows[0]?.n).toBeGreaterThan(KITES_IN_CATEGORY);
  });
});

describe('queryProducts with every filter at once', () => {
  it('combines search text, category, rating, price bounds, price sort and page', async () => {
    const filters = {
      searchValue: 'kite',
      category: KITES.name,
      rating: 4,
      lowPrice: 1000,
      highPrice: 5000,
      sortPrice: 'high-to-low',
    };
    const first = await page({ ...filters, pageNumber: 1 });
    expect(names(first.products)).toEqual([KITE_PRODUCTS.parafoil.name, KITE_PRODUCTS.box.name]);
    expect(first.totalProduct).toBe(2);
    const second = await page({ ...filters, pageNumber: 2 });
    expect(second).toEqual({ products: [], totalProduct: 2, parPage: 12, facets: first.facets });
  });

  it('combines a misspelt search with a category and a price sort', async () => {
    const result = await page({
      searchValue: 'tukal',
      category: KITES.slug,
      sortPrice: 'low-to-high',
      highPrice: 190,
    });
    expect(names(result.products)).toEqual(tukkals(1, 4));
  });

  it('finds nothing when the search matches outside the chosen category', async () => {
    const result = await page({ searchValue: 'zephyrine', category: 'Mobiles' });
    expect(result.totalProduct).toBe(0);
  });
});
