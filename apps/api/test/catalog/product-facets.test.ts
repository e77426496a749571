import { priceBuckets } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import { addKiteShop, KITE_PRODUCTS, KITES, KITES_IN_CATEGORY } from './kite-shop';

// The facets of GET /home/query-products on the seeded demo catalogue (with the kite shop's few products,
// whose counts are known by hand), each count checked against the total the same endpoint answers when
// the facet's value is chosen as a filter.

let shop: TestShop;
let categoryNames: string[];
beforeAll(async () => {
  shop = await createTestShop();
  await addKiteShop(shop);
  const response = await shop.call({ method: 'GET', url: '/api/home/get-categorys' });
  categoryNames = response.json().categorys.map((category: { name: string }) => category.name);
});
afterAll(() => shop?.close());

interface Facets {
  categories: { name: string; slug: string; count: number }[];
  ratings: { atLeast: number; count: number }[];
  prices: { low: number; high: number; count: number }[];
}
interface Listing {
  products: { name: string; price: number; discount: number; category: string; rating: number }[];
  totalProduct: number;
  parPage: number;
  facets: Facets;
}

type Filters = {
  searchValue?: string;
  category?: string;
  rating?: number;
  lowPrice?: number;
  highPrice?: number;
  sortPrice?: string;
  pageNumber?: number;
};

async function listing(filters: Filters): Promise<Listing> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined) search.set(key, String(value));
  const response = await shop.call({ method: 'GET', url: `/api/home/query-products?${search}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const total = async (filters: Filters) => (await listing(filters)).totalProduct;
const noPrice = ({ lowPrice: _low, highPrice: _high, ...rest }: Filters): Filters => rest;

/** The lowest and highest selling price among the matches, read from the two price sorts. */
async function priceSpan(filters: Filters): Promise<[number, number] | null> {
  const cheapest = (await listing({ ...filters, sortPrice: 'low-to-high' })).products[0];
  const dearest = (await listing({ ...filters, sortPrice: 'high-to-low' })).products[0];
  if (!cheapest || !dearest) return null;
  const selling = (p: { price: number; discount: number }) =>
    p.price - Math.floor((p.price * p.discount) / 100);
  return [selling(cheapest), selling(dearest)];
}

/** Every count of the facets of `filters`, each against the total of the listing that chooses its value. */
async function expectFacetsAgreeWithTotals(filters: Filters): Promise<Facets> {
  const { facets } = await listing(filters);

  const expectedCategories = [];
  for (const name of categoryNames) {
    const count = await total({ ...filters, category: name });
    if (count > 0) expectedCategories.push({ name, count });
  }
  expectedCategories.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  expect(facets.categories.map(({ name, count }) => ({ name, count }))).toEqual(expectedCategories);

  const expectedRatings = [];
  for (const atLeast of [4, 3, 2, 1])
    expectedRatings.push({ atLeast, count: await total({ ...filters, rating: atLeast }) });
  expect(facets.ratings).toEqual(expectedRatings);

  const span = await priceSpan(noPrice(filters));
  const buckets = span ? priceBuckets(span[0], span[1]) : [];
  const expectedPrices = [];
  for (const [i, bucket] of buckets.entries()) {
    // Whole rupees: [low, high) is low … high − 1, and the last bucket includes high.
    const highPrice = i === buckets.length - 1 ? bucket.high : bucket.high - 1;
    expectedPrices.push({
      ...bucket,
      count: await total({ ...noPrice(filters), lowPrice: bucket.low, highPrice }),
    });
  }
  expect(facets.prices).toEqual(expectedPrices);
  expect(facets.prices.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(await total(noPrice(filters)));
  return facets;
}

describe('query-products facets', () => {
  it('count the whole catalogue without filters', async () => {
    const facets = await expectFacetsAgreeWithTotals({});
    const all = await total({});
    expect(facets.categories).toHaveLength(categoryNames.length);
    expect(facets.categories.reduce((sum, category) => sum + category.count, 0)).toBe(all);
    expect(facets.prices.length).toBeGreaterThan(1);
    expect(facets.prices.length).toBeLessThanOrEqual(8);
  });

  it('give each category its slug', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/home/get-categorys' });
    const slugs = new Map(
      response.json().categorys.map((c: { name: string; slug: string }) => [c.name, c.slug] as const),
    );
    const { facets } = await listing({});
    for (const category of facets.categories) expect(category.slug).toBe(slugs.get(category.name));
  });

  it('count the matches of a search text', async () => {
    const facets = await expectFacetsAgreeWithTotals({ searchValue: 'samsung' });
    expect(facets.categories.length).toBeGreaterThan(1);
  });

  it('count a search whose word names a category as that category and the products mentioning it', async () => {
    const facets = await expectFacetsAgreeWithTotals({ searchValue: 'watch' });
    expect(facets.categories.map((category) => category.name)).toContain('Watches');
  });

  it('count with every filter set, each facet setting its own aside', async () => {
    const filters = { searchValue: 'black', category: 'Footwear', rating: 3, lowPrice: 500, highPrice: 3000 };
    expect(await total(filters)).toBeGreaterThan(0);
    await expectFacetsAgreeWithTotals(filters);
  });

  it('ignore the filter of their own facet', async () => {
    const base = { searchValue: 'cotton' };
    const bare = (await listing(base)).facets;
    const category = bare.categories[0]?.name;
    expect(category).toBeDefined();
    const inCategory = (await listing({ ...base, category })).facets;
    expect(inCategory.categories).toEqual(bare.categories);
    expect(inCategory.ratings).not.toEqual(bare.ratings);

    const rated = (await listing({ ...base, rating: 4 })).facets;
    expect(rated.ratings).toEqual(bare.ratings);
    expect(rated.prices).not.toEqual(bare.prices);

    const [low, high] = [bare.prices[1]?.low, bare.prices[1]?.high];
    const priced = (await listing({ ...base, lowPrice: low, highPrice: high })).facets;
    expect(priced.prices).toEqual(bare.prices);
    expect(priced.categories).not.toEqual(bare.categories);
  });

  it('do not change with the page or the sort', async () => {
    const first = await listing({ searchValue: 'cotton' });
    const later = await listing({ searchValue: 'cotton', pageNumber: 2, sortPrice: 'high-to-low' });
    expect(later.products).not.toEqual(first.products);
    expect(later.facets).toEqual(first.facets);
  });

  it('are empty when nothing matches, with the four rating counts at zero', async () => {
    expect((await listing({ searchValue: 'qqxqqxqq' })).facets).toEqual({
      categories: [],
      ratings: [4, 3, 2, 1].map((atLeast) => ({ atLeast, count: 0 })),
      prices: [],
    });
    // Nothing in the price bounds: the categories and ratings count nothing, the histogram still shows
    // where the prices are.
    const outOfRange = await listing({ lowPrice: 2_000_000_000 });
    expect(outOfRange.totalProduct).toBe(0);
    expect(outOfRange.facets.categories).toEqual([]);
    expect(outOfRange.facets.ratings.every((rating) => rating.count === 0)).toBe(true);
    expect(outOfRange.facets.prices).toEqual((await listing({})).facets.prices);
  });

  it('show one bucket when every match costs the same', async () => {
    // Gold: ₹9,000 at 90% off; Delta: ₹1,000 at 10% off. Both sell at ₹900.
    const facets = await expectFacetsAgreeWithTotals({ searchValue: 'zephyrine' });
    expect(facets.prices).toEqual([{ low: 900, high: 900, count: 2 }]);
  });

  it('count a small category as a shopper would by hand, empty price buckets included', async () => {
    const { facets, totalProduct } = await listing({ category: KITES.name });
    expect(totalProduct).toBe(KITES_IN_CATEGORY);
    // Gold 5, Box 5, Delta 4.5, Parafoil 4, fourteen Tukkals 3, Fighter 2.
    expect(facets.ratings).toEqual([
      { atLeast: 4, count: 4 },
      { atLeast: 3, count: 18 },
      { atLeast: 2, count: 19 },
      { atLeast: 1, count: 19 },
    ]);
    // Fighter ₹100 and the Tukkals ₹160–₹290; Gold and Delta ₹900; Box ₹2,000; Parafoil ₹3,800.
    expect(facets.prices).toEqual([
      { low: 0, high: 500, count: 15 },
      { low: 500, high: 1000, count: 2 },
      { low: 1000, high: 1500, count: 0 },
      { low: 1500, high: 2000, count: 0 },
      { low: 2000, high: 2500, count: 1 },
      { low: 2500, high: 3000, count: 0 },
      { low: 3000, high: 3500, count: 0 },
      { low: 3500, high: 4000, count: 1 },
    ]);
    expect(facets.categories).toContainEqual({
      name: KITES.name,
      slug: KITES.slug,
      count: KITES_IN_CATEGORY,
    });
    // The bucket bounds are kept whatever price range is chosen inside them.
    const chosen = await listing({ category: KITES.name, lowPrice: 2000, highPrice: 2000 });
    expect(chosen.products.map((product) => product.name)).toEqual([KITE_PRODUCTS.box.name]);
    expect(chosen.facets.prices).toEqual(facets.prices);
    expect(chosen.facets.ratings).toEqual([4, 3, 2, 1].map((atLeast) => ({ atLeast, count: 1 })));
  });

  it('count the catalogue for a category that does not exist, and nothing else', async () => {
    const { facets } = await listing({ category: 'Spaceships' });
    expect(facets.categories).toEqual((await listing({})).facets.categories);
    expect(facets.ratings.every((rating) => rating.count === 0)).toBe(true);
    expect(facets.prices).toEqual([]);
  });
});
