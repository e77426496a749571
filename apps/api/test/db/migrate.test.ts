import { readdir } from 'node:fs/promises';
import { sellingPrice } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { paths } from '../../src/paths';

const CATEGORY = '00000000-0000-4000-8000-000000000001';
const SELLER = '00000000-0000-4000-8000-000000000002';

describe('migrations', () => {
  let db: Database;
  let files: string[];

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    files = (await readdir(paths.migrations)).filter((name) => name.endsWith('.sql')).sort();
  });

  afterAll(async () => {
    await db.close();
  });

  it('apply every file in name order on a fresh database and record each one', async () => {
    const result = await migrate(db);
    expect(result.applied).toEqual(files);
    expect(result.skipped).toEqual([]);
    const { rows } = await db.query<{ name: string; applied_at: Date }>(
      'SELECT name, applied_at FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(files);
    expect(rows.every((row) => row.applied_at instanceof Date)).toBe(true);
  });

  it('change nothing when run again', async () => {
    const result = await migrate(db);
    expect(result.applied).toEqual([]);
    expect(result.skipped).toEqual(files);
    const { rows } = await db.query('SELECT count(*) AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(files.length);
  });

  it('create every table of the shop', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const tables = rows.map((row) => row.table_name);
    for (const table of [
      'categories',
      'sellers',
      'customers',
      'sessions',
      'products',
      'banners',
      'reviews',
      'cart_items',
      'wishlist_items',
      'orders',
      'order_lines',
      'seller_orders',
      'payments',
      'newsletter_subscribers',
      'chat_messages',
      'chat_friends',
      'schema_migrations',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('install pg_trgm and the search indexes', async () => {
    const extensions = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    expect(extensions.rows).toHaveLength(1);
    const { rows } = await db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'products'",
    );
    const indexes = rows.map((row) => row.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        'products_search_idx',
        'products_name_trgm_idx',
        'products_category_price_idx',
        'products_rating_idx',
        'products_created_at_idx',
        'products_discount_idx',
        'products_seller_idx',
      ]),
    );
  });

  describe('products', () => {
    beforeAll(async () => {
      await db.query(
        "INSERT INTO categories (id, name, slug, image) VALUES ($1, 'Mobiles', 'mobiles', '/images/categories/mobiles.svg')",
        [CATEGORY],
      );
      await db.query(
        `INSERT INTO sellers (id, name, email, password_hash, shop_name, city, state)
         VALUES ($1, 'Ravi', 'ravi@example.in', 'x', 'Ravi Mobiles', 'Nagpur', 'Maharashtra')`,
        [SELLER],
      );
    });

    const insert = (slug: string, price: number, discount: number, stock = 5) =>
      db.query<{ selling_price: number }>(
        `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, description)
         VALUES ($1, $2, $3, $4, 'boAt', $5, $6, $7, 'Deep bass earbuds with a long battery life')
         RETURNING selling_price`,
        [SELLER, CATEGORY, `Airdopes ${slug}`, slug, price, discount, stock],
      );

    it('compute the selling price as price minus floor(price × discount / 100)', async () => {
      expect((await insert('a-1', 999, 15)).rows[0]?.selling_price).toBe(850); // 999 − floor(149.85)
      expect((await insert('a-2', 1299, 0)).rows[0]?.selling_price).toBe(1299);
      expect((await insert('a-3', 101, 90)).rows[0]?.selling_price).toBe(11); // 101 − floor(90.9)
    });

    it('agree with sellingPrice of @bazaar/domain, the one price every view shows and every order charges', async () => {
      const cases = [
        [3399, 5],
        [124999, 15],
        [650, 5],
        [99, 33],
        [1, 50],
        [8999, 20],
      ] as const;
      for (const [index, [price, discount]] of cases.entries()) {
        const { rows } = await insert(`agree-${index}`, price, discount);
        expect(rows[0]?.selling_price, `${price} at ${discount}%`).toBe(sellingPrice(price, discount));
      }
      // The searches below count on the products the other cases insert.
      await db.query("DELETE FROM products WHERE slug LIKE 'agree-%'");
    });

    it('refuse a price of zero, a discount above 90 and negative stock', async () => {
      await expect(insert('b-1', 0, 10)).rejects.toMatchObject({ code: '23514' });
      await expect(insert('b-2', 500, 91)).rejects.toMatchObject({ code: '23514' });
      await expect(insert('b-3', 500, 10, -1)).rejects.toMatchObject({ code: '23514' });
    });

    it('refuse a slug that is not lower-case letters, digits and hyphens', async () => {
      await expect(insert('Not A Slug', 500, 10)).rejects.toMatchObject({ code: '23514' });
    });

    it('refuse a duplicate slug', async () => {
      await expect(insert('a-1', 500, 10)).rejects.toMatchObject({ code: '23505' });
    });

    it('are found by full-text search on name, brand and description', async () => {
      const { rows } = await db.query<{ slug: string }>(
        "SELECT slug FROM products WHERE search @@ websearch_to_tsquery('simple', 'boat bass') ORDER BY slug",
      );
      expect(rows.map((row) => row.slug)).toEqual(['a-1', 'a-2', 'a-3']);
    });

    it('are found by a misspelt name through trigram similarity', async () => {
      const { rows } = await db.query<{ slug: string }>(
        "SELECT slug FROM products WHERE lower(name) % 'airdops a-1' ORDER BY similarity(lower(name), 'airdops a-1') DESC",
      );
      expect(rows[0]?.slug).toBe('a-1');
    });
  });

  it('keep one review per customer and product, with a rating from 1 to 5', async () => {
    const { rows } = await db.query<{ id: string }>(
      "INSERT INTO customers (name, email, password_hash) VALUES ('Asha', 'asha@example.in', 'x') RETURNING id",
    );
    const customer = rows[0]?.id;
    const product = (await db.query<{ id: string }>("SELECT id FROM products WHERE slug = 'a-1'")).rows[0]
      ?.id;
    const review = (rating: number) =>
      db.query(
        "INSERT INTO reviews (product_id, customer_id, name, rating, review) VALUES ($1, $2, 'Asha', $3, 'Nice')",
        [product, customer, rating],
      );
    await expect(review(6)).rejects.toMatchObject({ code: '23514' });
    await review(5);
    await expect(review(4)).rejects.toMatchObject({ code: '23505' });
  });

  it('refuse an e-mail address that is not lower-case', async () => {
    await expect(
      db.query("INSERT INTO customers (name, email, password_hash) VALUES ('Asha', 'Asha@Example.in', 'x')"),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('limit order statuses to the ones in DESIGN §3', async () => {
    const customer = (await db.query<{ id: string }>('SELECT id FROM customers LIMIT 1')).rows[0]?.id;
    const order = (status: string) =>
      db.query(
        'INSERT INTO orders (customer_id, price, shipping_fee, items, delivery_status) VALUES ($1, 100, 20, 1, $2) RETURNING payment_status',
        [customer, status],
      );
    expect((await order('pending')).rows[0]).toEqual({ payment_status: 'unpaid' });
    await expect(order('shipped')).rejects.toMatchObject({ code: '23514' });
  });
});
