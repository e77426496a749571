import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

// CATALOG_CACHE=off (config.catalogCache false) makes every listing and suggestion be worked out afresh, so
// benchmarks measure the search and not the short-lived catalogue cache. A product's slug changed behind
// the API's back shows which answered: with its catalog_changes notification switched off for the change
// (catalog/catalog-changes.ts), the cache keeps the old slug; with the notification, as any change sends
// one (migration 009), an answer worked out afresh shows the new (the search index forgets the row it kept,
// search-index/kept-products.ts).

interface Listing {
  products: Array<{ _id: string; name: string; slug: string }>;
}
interface Suggestions {
  products: Array<{ name: string; slug: string }>;
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

async function suggestedSlugs(shop: TestShop, value: string) {
  const response = await shop.call({
    method: 'GET',
    url: `/api/home/search-suggestions?${new URLSearchParams({ value })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const suggestions: Suggestions = response.json();
  return suggestions.products.map((product) => product.slug);
}

async function changeSlug(shop: TestShop, id: string, slug: string) {
  await shop.db.query('UPDATE products SET slug = $2 WHERE id = $1', [id, slug]);
}

/** The same change, which no instance hears of: a cached answer is then all that can keep the old slug. */
async function changeSlugUnheard(shop: TestShop, id: string, slug: string) {
  await shop.db.query('ALTER TABLE products DISABLE TRIGGER products_notify_update');
  try {
    await changeSlug(shop, id, slug);
  } finally {
    await shop.db.query('ALTER TABLE products ENABLE TRIGGER products_notify_update');
  }
}

describe('the catalogue cache switch', () => {
  it('with the cache on, repeats a listing and a suggestion for a while, even after a change', async () => {
    const before = await firstProduct(cached);
    expect(await suggestedSlugs(cached, before.name)).toContain(before.slug);
    await changeSlugUnheard(cached, before._id, 'zzyzx-changed-kettle');
    expect((await firstProduct(cached)).slug).toBe(before.slug);
    const suggested = await suggestedSlugs(cached, before.name);
    expect(suggested).toContain(before.slug);
    expect(suggested).not.toContain('zzyzx-changed-kettle');
  });

  it('with the cache off, answers every listing and suggestion from the database', async () => {
    const before = await firstProduct(uncached);
    expect(await suggestedSlugs(uncached, before.name)).toContain(before.slug);
    await changeSlug(uncached, before._id, 'zzyzx-changed-kettle');
    expect((await firstProduct(uncached)).slug).toBe('zzyzx-changed-kettle');
    const suggested = await suggestedSlugs(uncached, before.name);
    expect(suggested).toContain('zzyzx-changed-kettle');
    expect(suggested).not.toContain(before.slug);
  });
});
