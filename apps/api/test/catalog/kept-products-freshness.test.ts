import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/product-row';
import { LiveCatalogIndex, liveIndexOf } from '../../src/catalog/search-index/live-index';
import { type Database, RESYNC } from '../../src/db/database';
import { createProduct, createSeller } from '../orders/order-fixtures';
import { createTestShop, type TestShop } from '../support/shop';

// With the catalogue cache off, the search index still keeps the rows of products shown lately
// (search-index/kept-products.ts). Whatever a row shows may change behind the API's back (the sellers' site
// writes the same tables): each change below is made straight in the database, and the next listing and
// suggestion must show it, once the index has heard of it (shop.call waits for that).

interface Listing {
  products: Product[];
}

let shop: TestShop;
let sellerId: string;
beforeAll(async () => {
  shop = await createTestShop({ catalogCache: false });
  sellerId = await createSeller(shop, 'Kept Rows Traders');
});
afterAll(async () => {
  await shop?.close();
});

async function listed(name: string): Promise<Product> {
  const response = await shop.call({
    method: 'GET',
    url: `/api/home/query-products?${new URLSearchParams({ searchValue: name, pageNumber: '1' })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const listing: Listing = response.json();
  const product = listing.products.find((each) => each.name === name);
  if (!product) throw new Error(`"${name}" is not listed`);
  return product;
}

/** A new product, listed once so that the index keeps its row. */
async function keptProduct(name: string) {
  const product = await createProduct(shop, { sellerId, price: 800, stock: 10, name });
  expect(await listed(name)).toMatchObject({ stock: 10, shopName: 'Kept Rows Traders' });
  expect(liveIndexOf(shop.db)?.current?.keptProducts.get(product.id)?.name).toBe(name);
  return product;
}

describe('the rows the search index keeps', () => {
  it('shows a stock changed by a statement of its own', async () => {
    const product = await keptProduct('Zardozi Clutch Keptrow');
    await shop.db.query('UPDATE products SET stock = 3 WHERE id = $1', [product.id]);
    expect((await listed(product.name)).stock).toBe(3);
  });

  it('shows new pictures, and a new price and discount that leave the selling price as it was', async () => {
    const product = await keptProduct('Bidri Inlay Box Keptrow');
    // 1,000 less 20% sells at 800, as before: nothing listings filter, sort or search on changes.
    await shop.db.query(
      `UPDATE products SET images = ARRAY['/images/products/bidri.svg'], price = 1000, discount = 20
        WHERE id = $1`,
      [product.id],
    );
    expect(await listed(product.name)).toMatchObject({
      images: ['/images/products/bidri.svg'],
      price: 1000,
      discount: 20,
    });
  });

  it("shows the new name of the product's shop", async () => {
    const product = await keptProduct('Pattachitra Scroll Keptrow');
    await shop.db.query('UPDATE sellers SET shop_name = $2 WHERE id = $1', [sellerId, 'Kept Rows & Sons']);
    try {
      expect((await listed(product.name)).shopName).toBe('Kept Rows & Sons');
    } finally {
      await shop.db.query('UPDATE sellers SET shop_name = $2 WHERE id = $1', [sellerId, 'Kept Rows Traders']);
    }
  });

  it('forgets every row at once when many products changed or its listening connection was lost', async () => {
    const product = await keptProduct('Dokra Horse Keptrow');
    const row = await listed(product.name);
    // An index of its own, whose notifications the test delivers.
    let deliver: (payload: string) => void = () => undefined;
    const listen: Database['listen'] = async (_channel, onNotify) => {
      deliver = onNotify;
      return async () => undefined;
    };
    const db: Database = Object.assign(Object.create(shop.db), { listen });
    const live = new LiveCatalogIndex(db);
    await live.start();
    try {
      for (const payload of ['*', RESYNC]) {
        const kept = live.current?.keptProducts;
        if (!kept) throw new Error('the search index is not built');
        kept.keep(product.id, row, kept.mark);
        deliver(payload);
        // Before the new index is built: what it will read is not known yet, so nothing old is shown.
        expect(kept.get(product.id), payload).toBeUndefined();
        await live.settled();
      }
    } finally {
      await live.stop();
    }
  });
});
