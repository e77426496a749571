import { afterAll, beforeAll, expect, it } from 'vitest';
import { LiveCatalogIndex, liveIndexOf } from '../../src/catalog/search-index/live-index';
import type { Database } from '../../src/db/database';
import { createProduct, createSeller } from '../orders/order-fixtures';
import { createTestShop, type TestShop } from '../support/shop';

// caughtUp() promises that every change committed before it is in the search index, and a new category is
// one: the listing's facets name a product's category from the index's list. Reading the categories again
// is slow here on purpose, as on a busy machine, where a listing once came back without the new category.

const SLOW_MS = 400;

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

it('waits for a new category to be read again before a listing is answered', async () => {
  const live = liveIndexOf(shop.db);
  if (!live) throw new Error('the shop has no search index');
  await live.caughtUp();
  const query = shop.db.query.bind(shop.db);
  const slowCategories: Database['query'] = async (sql, params, options) => {
    if (/FROM categories/.test(sql)) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return query(sql, params, options);
  };
  shop.db.query = slowCategories;

  const product = await createProduct(shop, {
    sellerId: await createSeller(shop, 'New Aisle Traders'),
    price: 777,
  });
  const response = await shop.call({
    method: 'GET',
    url: `/api/home/query-products?searchValue=${encodeURIComponent(product.name)}`,
  });

  expect(response.statusCode, response.body).toBe(200);
  const { products, facets } = response.json();
  expect(products.map((listed: { _id: string }) => listed._id)).toEqual([product.id]);
  expect(facets.categories).toContainEqual({ name: 'Order tests', slug: 'order-tests', count: 1 });
});

it('knows a category created while the index is being built', async () => {
  // The build reads the categories first and the products after; a category created in between used to be
  // read again only into the index being replaced, so listings of it found nothing until the next rebuild.
  let release: () => void = () => undefined;
  const productsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reading: () => void = () => undefined;
  const productsRead = new Promise<void>((resolve) => {
    reading = resolve;
  });
  const query = shop.db.query.bind(shop.db);
  const heldBuild: Database['query'] = async (sql, params, options) => {
    if (/ORDER BY p\.id LIMIT/.test(sql)) {
      reading();
      await productsHeld;
    }
    return query(sql, params, options);
  };
  const db: Database = Object.assign(Object.create(shop.db), { query: heldBuild });
  const live = new LiveCatalogIndex(db);
  const starting = live.start();
  try {
    await productsRead;
    await shop.db.query(
      `INSERT INTO categories (name, slug, image) VALUES ('Built meanwhile', 'built-meanwhile', '/images/c.svg')`,
    );
    // The notification of the new category reaches the index before the build goes on.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await live.caughtUp();
    expect(live.current?.findCategoryId('Built meanwhile')).toEqual(expect.any(String));
  } finally {
    release();
    await starting;
    await live.stop();
  }
});
