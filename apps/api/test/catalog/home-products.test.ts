import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import { addKiteShop, KITE_PRODUCTS, type KiteShop } from './kite-shop';

let shop: TestShop;
let kites: KiteShop;
beforeAll(async () => {
  shop = await createTestShop();
  kites = await addKiteShop(shop);
  // The cheapest and the dearest products of the catalogue: ₹2 at 50% off sells at ₹1; ₹1 crore at 10% off
  // sells at ₹90 lakh.
  await shop.db.query(
    `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, created_at)
     VALUES ($1, $2, 'Paper Kite Mini', 'paper-kite-mini', 'Tukkal', 2, 50, 5, now() - interval '1 day'),
            ($1, $2, 'Heritage Silk Kite', 'heritage-silk-kite', 'Tukkal', 10000000, 10, 1, now() - interval '1 day')`,
    [kites.sellers.skyward, kites.categoryId],
  );
});
afterAll(() => shop?.close());

interface Card {
  _id: string;
  name: string;
  category: string;
  stock: number;
  rating: number;
  discount: number;
}
type HomeProducts = Record<'products' | 'latest_product' | 'topRated_product' | 'discount_product', Card[]>;

async function home(): Promise<HomeProducts> {
  const response = await shop.call({ method: 'GET', url: '/api/home/get-products' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const nonIncreasing = (values: number[]) =>
  values.every((value, i) => i === 0 || value <= (values[i - 1] ?? value));

async function createdAt(ids: string[]): Promise<number[]> {
  const { rows } = await shop.db.query<{ id: string; created_at: Date }>(
    'SELECT id, created_at FROM products WHERE id = ANY ($1::uuid[])',
    [ids],
  );
  const at = new Map(rows.map((row) => [row.id, new Date(row.created_at).getTime()]));
  return ids.map((id) => at.get(id) ?? Number.NaN);
}

describe('getHomeProducts', () => {
  it('answers four lists of 12 products, all in stock', async () => {
    const lists = await home();
    for (const list of Object.values(lists)) {
      expect(list).toHaveLength(12);
      expect(list.every((product) => product.stock > 0)).toBe(true);
    }
  });

  it('never shows an out-of-stock product, however new, well rated or discounted', async () => {
    const lists = await home();
    const ids = Object.values(lists).flatMap((list) => list.map((product) => product._id));
    expect(ids).not.toContain(kites.ids.gold);
  });

  it('lists the latest products newest first', async () => {
    const { latest_product } = await home();
    // The gold kite is newer but out of stock; the delta kite is the newest one in stock.
    expect(latest_product[0]?.name).toBe(KITE_PRODUCTS.delta.name);
    const times = await createdAt(latest_product.map((product) => product._id));
    expect(nonIncreasing(times)).toBe(true);
  });

  it('lists the top-rated products best first, starting with the best rating in stock', async () => {
    const { topRated_product } = await home();
    const ratings = topRated_product.map((product) => product.rating);
    expect(nonIncreasing(ratings)).toBe(true);
    const { rows } = await shop.db.query<{ best: number }>(
      'SELECT max(rating) AS best FROM products WHERE stock > 0',
    );
    expect(ratings[0]).toBe(rows[0]?.best);
  });

  it('lists discounted products, largest discount first', async () => {
    const { discount_product } = await home();
    const discounts = discount_product.map((product) => product.discount);
    expect(discounts.every((discount) => discount > 0)).toBe(true);
    expect(nonIncreasing(discounts)).toBe(true);
    const { rows } = await shop.db.query<{ most: number }>(
      'SELECT max(discount) AS most FROM products WHERE stock > 0',
    );
    expect(discounts[0]).toBe(rows[0]?.most);
  });

  it('features the best-rated product in stock of twelve different categories', async () => {
    const { products } = await home();
    expect(new Set(products.map((product) => product.category)).size).toBe(12);
    for (const product of products) {
      const { rows } = await shop.db.query<{ better: number }>(
        `SELECT count(*)::int AS better FROM products p JOIN categories c ON c.id = p.category_id
          WHERE c.name = $1 AND p.stock > 0 AND p.rating > $2`,
        [product.category, product.rating],
      );
      expect(rows[0]?.better, product.name).toBe(0);
    }
  });
});

describe('getPriceRangeLatestProduct', () => {
  it('bounds the slider by the lowest and highest selling price of the catalogue', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/home/price-range-latest-product' });
    expect(response.statusCode).toBe(200);
    expect(response.json().priceRange).toEqual({ low: 1, high: 9_000_000 });
  });

  it('answers the same latest products as the home page', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/home/price-range-latest-product' });
    const { latest_product } = await home();
    expect(response.json().latest_product).toEqual(latest_product);
  });
});

describe('getPriceRangeLatestProduct on an empty catalogue', () => {
  it('answers a range of 0 to 0 and no products', async () => {
    const empty = await createTestShop();
    try {
      await empty.db.query('DELETE FROM products');
      const response = await empty.call({ method: 'GET', url: '/api/home/price-range-latest-product' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ latest_product: [], priceRange: { low: 0, high: 0 } });
    } finally {
      await empty.close();
    }
  });
});
