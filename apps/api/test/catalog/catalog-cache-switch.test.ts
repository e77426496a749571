import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

// CATALOG_CACHE=off (config.catalogCache false) makes every listing and suggestion reach the database, so
// benchmarks measure the database and not the short-lived catalogue cache. A product renamed behind the
// API's back shows which of the two answered.

interface Listing {
  products: Array<{ _id: string; name: string }>;
}
interface Suggestions {
  products: Array<{ name: string }>;
}

let cached: TestShop;
let uncached: TestShop;
beforeAll(async () => {
  [cached, uncached] = await Promise.all([
    createTestShop({ catalogCache: true }),
    createTestShop({ catalogCache: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([cached?.close(), uncached?.close()]);
});

async function firstProduct(shop: TestShop) {
  const response = await shop.call({ method: 'GET', url: '/api/home/query-products?pageNumber=1' });
  expect(response.statusCode, response.body).toBe(200);
  const listing: Listing = response.json();
  const product = listing.products[0];
  if (!product) throw new Error('the seeded catalogue has no products');
  return product;
}

async function suggestedNames(shop: TestShop, value: string) {
  const response = await shop.call({
    method: 'GET',
    url: `/api/home/search-suggestions?${new URLSearchParams({ value })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const suggestions: Suggestions = response.json();
  return suggestions.products.map((product) => product.name);
}

async function rename(shop: TestShop, id: string, name: string) {
  await shop.db.query('UPDATE products SET name = $2 WHERE id = $1', [id, name]);
}

describe('the catalogue cache switch', () => {
  it('with the cache on, repeats a listing and a suggestion for a while, even after a change', async () => {
    const before = await firstProduct(cached);
    expect(await suggestedNames(cached, 'zzyzx')).toEqual([]);
    await rename(cached, before._id, 'Zzyzx Renamed Kettle');
    expect((await firstProduct(cached)).name).toBe(before.name);
    expect(await suggestedNames(cached, 'zzyzx')).toEqual([]);
  });

  it('with the cache off, answers every listing and suggestion from the database', async () => {
    const before = await firstProduct(uncached);
    expect(await suggestedNames(uncached, 'zzyzx')).toEqual([]);
    await rename(uncached, before._id, 'Zzyzx Renamed Kettle');
    expect((await firstProduct(uncached)).name).toBe('Zzyzx Renamed Kettle');
    expect(await suggestedNames(uncached, 'zzyzx')).toEqual(['Zzyzx Renamed Kettle']);
  });
});
