import { afterAll, beforeAll, expect, it } from 'vitest';
import { LiveCatalogIndex } from '../../src/catalog/search-index/live-index';
import type { Database } from '../../src/db/database';
import { createTestShop, type TestShop } from '../support/shop';

// caughtUp() promises that every change committed before it is in the search index, from an instance's
// first moments too. Starting to listen is slow here on purpose, as on a busy machine: caughtUp() once
// returned at once while the index had not yet listened, let alone been built, and a listing cached in
// that gap was cleared when the build arrived a moment later.

const SLOW_MS = 400;

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

it('waits for the first build when asked to catch up while the index is still starting', async () => {
  const listen = shop.db.listen.bind(shop.db);
  const slowListen: Database['listen'] = async (channel, onNotify) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    return listen(channel, onNotify);
  };
  const db: Database = Object.assign(Object.create(shop.db), { listen: slowListen });
  const live = new LiveCatalogIndex(db);
  const starting = live.start();
  try {
    await live.caughtUp();
    expect(live.current?.size).toBeGreaterThan(0);
  } finally {
    await starting;
    await live.stop();
  }
});
