import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { CATALOG_CHANGES } from '../../src/catalog/catalog-changes';
import { liveIndexOf } from '../../src/catalog/search-index/live-index';
import type { Database } from '../../src/db/database';
import { cancelUnpaidOrders } from '../../src/orders/unpaid-order-sweep';
import { createProduct, createSeller, orderBody, stockOf, type TestProduct } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// Two instances of the shop over one database, as behind a balancer: A takes the writes, B serves listings
// from its catalogue cache (10 s fresh). A write through A must show in B's listings within a second
// (catalog/catalog-changes.ts). On the embedded database B is a second handle on the same PGlite, with its
// own cache, search index and listener: one process cannot share PGlite's files with another.

interface ListedProduct {
  _id: string;
  stock: number;
  rating: number;
}

const WITHIN_MS = 1_000;

let shop: TestShop;
let dbB: Database;
let instanceB: FastifyInstance;
let sellerId: string;

beforeAll(async () => {
  shop = await createTestShop({ catalogCache: true });
  dbB = await shop.openSharedDatabase();
  instanceB = await buildApp({ config: shop.config, db: dbB, secret: shop.secret });
  await instanceB.ready();
  sellerId = await createSeller(shop, 'Two Counters Stores');
});
afterAll(async () => {
  await instanceB?.close();
  await dbB?.close();
  await shop?.close();
});

/** The product as B lists it: a search for its unique name, answered from B's cache when B has one. */
async function listedOnB(product: TestProduct): Promise<ListedProduct | undefined> {
  const response = await instanceB.inject({
    method: 'GET',
    url: `/api/home/query-products?${new URLSearchParams({ searchValue: product.name })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const listing: { products: ListedProduct[] } = response.json();
  return listing.products.find((listed) => listed._id === product.id);
}

/** Asks B every 25 ms until its listing shows what is expected, and answers how long that took. */
async function untilListedOnB(
  product: TestProduct,
  expected: Partial<ListedProduct>,
): Promise<{ listed: ListedProduct | undefined; ms: number }> {
  const started = performance.now();
  let listed = await listedOnB(product);
  while (!matches(listed, expected) && performance.now() - started < WITHIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    listed = await listedOnB(product);
  }
  return { listed, ms: performance.now() - started };
}

function matches(listed: ListedProduct | undefined, expected: Partial<ListedProduct>): boolean {
  return (
    listed !== undefined &&
    Object.entries(expected).every(([key, value]) => listed[key as keyof ListedProduct] === value)
  );
}

/** A fresh product, listed once on B so that B's cache holds the listing before the write. */
async function cachedOnB(name: string, stock = 10): Promise<TestProduct> {
  const product = await createProduct(shop, { sellerId, price: 500, stock, name });
  // B's search index hears of the new product through its own listener; the listing is asked for after.
  await liveIndexOf(dbB)?.caughtUp();
  expect(await listedOnB(product), 'B lists the new product').toMatchObject({ stock, rating: 0 });
  return product;
}

describe('the catalogue cache across instances', () => {
  it('shows a review posted through A in the listing B has cached, within a second', async () => {
    const product = await cachedOnB('Kantha Stitch Cushion Cover Twocounter');
    const customer = await registerCustomer(shop);
    const posted = await shop.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { productId: product.id, rating: 4, review: 'Neat stitching' },
    });
    expect(posted.statusCode, posted.body).toBe(201);

    const { listed, ms } = await untilListedOnB(product, { rating: 4 });
    expect(listed?.rating, `B still lists the old rating after ${Math.round(ms)} ms`).toBe(4);
  });

  it('shows the stock an order through A took in the listing B has cached, within a second', async () => {
    const product = await cachedOnB('Terracotta Water Bottle Twocounter', 10);
    const customer = await registerCustomer(shop);
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: orderBody(customer.id, [{ product, quantity: 3 }]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(shop, product.id)).toBe(7);

    const { listed, ms } = await untilListedOnB(product, { stock: 7 });
    expect(listed?.stock, `B still lists the old stock after ${Math.round(ms)} ms`).toBe(7);
  });

  it('shows the stock the unpaid-order sweep gave back in the listing B has cached, within a second', async () => {
    const product = await createProduct(shop, {
      sellerId,
      price: 800,
      stock: 5,
      name: 'Dhokra Brass Owl Twocounter',
    });
    const customer = await registerCustomer(shop);
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: orderBody(customer.id, [{ product, quantity: 2 }]),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // Listed on B for the first time after the order, so B's cache holds the stock the order left.
    await liveIndexOf(dbB)?.caughtUp();
    expect((await listedOnB(product))?.stock).toBe(3);

    // The order is left unpaid past the 30 minutes; a sweep (on A's connection) cancels it.
    await shop.db.query(`UPDATE orders SET created_at = now() - interval '1 hour' WHERE id = $1`, [
      placed.json().orderId,
    ]);
    expect(await cancelUnpaidOrders(shop.db, 30)).toContain(placed.json().orderId);
    expect(await stockOf(shop, product.id)).toBe(5);

    const { listed, ms } = await untilListedOnB(product, { stock: 5 });
    expect(listed?.stock, `B still lists the old stock after ${Math.round(ms)} ms`).toBe(5);
  });

  // PostgreSQL only: there each instance listens on a connection of its own, which can be lost.
  it.runIf(Boolean(inject('postgresUrl')))(
    'clears B’s cache once its lost listening connection is back, for a write made while it was away',
    async () => {
      const product = await cachedOnB('Channapatna Wooden Top Twocounter', 10);
      const { rows: cut } = await shop.db.query<{ pid: number }>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN ${CATALOG_CHANGES}' AND pid <> pg_backend_pid()`,
      );
      expect(cut.length).toBeGreaterThan(0);
      // The listeners are gone, and come back after a second: the order's notification reaches none.
      while (
        (
          await shop.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY ($1)', [
            cut.map((row) => row.pid),
          ])
        ).rows.length > 0
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const customer = await registerCustomer(shop);
      const placed = await shop.app.inject({
        method: 'POST',
        url: '/api/home/order/place-order',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: orderBody(customer.id, [{ product, quantity: 4 }]),
      });
      expect(placed.statusCode, placed.body).toBe(201);

      const started = performance.now();
      let listed = await listedOnB(product);
      while (listed?.stock !== 6 && performance.now() - started < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        listed = await listedOnB(product);
      }
      expect(listed?.stock, 'B lists the stock the order left once it listens again').toBe(6);
    },
  );
});
