import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { verifyPassword } from '../../src/db/password';
import { buildCatalogue } from '../../src/seed/build';
import { DEMO_CUSTOMER, DEMO_SELLER } from '../../src/seed/demo-accounts';
import { seedIfEmpty, seedLargeCatalogue } from '../../src/seed/seed';

async function freshSeededDatabase() {
  const db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const result = await seedIfEmpty(db);
  return { db, result };
}

const productRows = (db: Database) =>
  db.query(
    `SELECT id, seller_id, category_id, name, slug, brand, price, discount, selling_price, stock, rating,
            review_count, description, images, created_at
     FROM products ORDER BY id`,
  );

describe('the demo catalogue', () => {
  let db: Database;
  let other: Database;
  let seeded: Awaited<ReturnType<typeof seedIfEmpty>>;

  beforeAll(async () => {
    const [a, b] = await Promise.all([freshSeededDatabase(), freshSeededDatabase()]);
    db = a.db;
    other = b.db;
    seeded = a.result;
  }, 180_000);

  afterAll(async () => {
    await db?.close();
    await other?.close();
  });

  it('is written on the first start and reports what it wrote', () => {
    expect(seeded.seeded).toBe(true);
    expect(seeded.products).toBeGreaterThanOrEqual(600);
    expect(seeded.milliseconds).toBeLessThan(15_000);
  });

  it('is identical in two fresh databases', async () => {
    const [mine, theirs] = await Promise.all([productRows(db), productRows(other)]);
    expect(mine.rows.length).toBeGreaterThanOrEqual(600);
    expect(theirs.rows).toEqual(mine.rows);
    const reviews = 'SELECT id, product_id, customer_id, rating, review, created_at FROM reviews ORDER BY id';
    expect((await other.query(reviews)).rows).toEqual((await db.query(reviews)).rows);
  });

  it('is not written a second time', async () => {
    const again = await seedIfEmpty(db);
    expect(again.seeded).toBe(false);
    const { rows } = await db.query('SELECT count(*) AS n FROM products');
    expect(rows[0]?.n).toBe(seeded.products);
  });

  it('has at least 12 categories, each with products and an image', async () => {
    const { rows } = await db.query<{ name: string; image: string; products: number }>(
      `SELECT c.name, c.image, count(p.id)::int AS products
       FROM categories c LEFT JOIN products p ON p.category_id = c.id GROUP BY c.id ORDER BY c.position`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.products).toBeGreaterThan(20);
      expect(row.image).toMatch(/^\/images\/categories\/[a-z0-9-]+\.svg$/);
    }
  });

  it('has at least 30 shops in at least 10 Indian cities, every one with products', async () => {
    const { rows } = await db.query<{ shop_name: string; city: string; state: string; products: number }>(
      `SELECT s.shop_name, s.city, s.state, count(p.id)::int AS products
       FROM sellers s LEFT JOIN products p ON p.seller_id = s.id GROUP BY s.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => row.products > 0 && row.state.length > 0)).toBe(true);
  });

  it('has the demo customer and the demo seller, who can sign in', async () => {
    const customer = await db.query<{ name: string; password_hash: string }>(
      'SELECT name, password_hash FROM customers WHERE email = $1',
      [DEMO_CUSTOMER.email],
    );
    expect(customer.rows[0]?.name).toBe(DEMO_CUSTOMER.name);
    expect(await verifyPassword(DEMO_CUSTOMER.password, customer.rows[0]?.password_hash ?? '')).toBe(true);

    const seller = await db.query<{
      name: string;
      shop_name: string;
      city: string;
      password_hash: string;
      n: number;
    }>(
      `SELECT s.name, s.shop_name, s.city, s.password_hash, (SELECT count(*) FROM products WHERE seller_id = s.id) AS n
       FROM sellers s WHERE email = $1`,
      [DEMO_SELLER.email],
    );
    expect(seller.rows[0]).toMatchObject({
      name: DEMO_SELLER.name,
      shop_name: 'Sharma Electronics',
      city: 'Nagpur',
    });
    expect(seller.rows[0]?.n).toBeGreaterThan(20);
    expect(await verifyPassword(DEMO_SELLER.password, seller.rows[0]?.password_hash ?? '')).toBe(true);
  });

  it('gives the seeded reviewers and other shops no password anyone knows', async () => {
    const { rows } = await db.query<{ password_hash: string }>(
      'SELECT password_hash FROM customers WHERE email <> $1 LIMIT 3',
      [DEMO_CUSTOMER.email],
    );
    for (const row of rows)
      expect(await verifyPassword(DEMO_CUSTOMER.password, row.password_hash)).toBe(false);
  });

  it('has products without discount, out of stock, and with long and short descriptions', async () => {
    const { rows } = await db.query<{ discount: number; stock: number; description: string }>(
      'SELECT discount, stock, description FROM products',
    );
    const share = (test: (row: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((row) => row.discount === 0)).toBeGreaterThan(0.15);
    expect(share((row) => row.discount === 0)).toBeLessThan(0.35);
    expect(rows.every((row) => row.discount === 0 || (row.discount >= 5 && row.discount <= 60))).toBe(true);
    expect(share((row) => row.stock === 0)).toBeGreaterThan(0.03);
    expect(share((row) => row.stock === 0)).toBeLessThan(0.15);
    expect(rows.every((row) => row.stock <= 200)).toBe(true);
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    expect(share((row) => words(row.description) > 25)).toBeGreaterThan(0.5);
    expect(rows.some((row) => words(row.description) <= 25)).toBe(true);
  });

  it('writes descriptions and names with every template word filled in', async () => {
    const { rows } = await db.query<{ name: string; description: string }>(
      'SELECT name, description FROM products',
    );
    for (const row of rows) {
      expect(`${row.name} ${row.description}`).not.toMatch(/[{}]|\s{2}|\s[,.)]/);
      expect(row.description).toMatch(/^[A-Z0-9].*[.!]$/);
    }
  });

  it('uses unique lower-case slugs and 3 to 5 images per product', async () => {
    const { rows } = await db.query<{ slug: string; images: string[] }>('SELECT slug, images FROM products');
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    for (const { slug, images } of rows) {
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(5);
      images.forEach((image, i) => {
        expect(image).toBe(`/images/products/${slug}-${i + 1}.svg`);
      });
    }
  });

  it('prices products sensibly per category', async () => {
    const { rows } = await db.query<{ slug: string; low: number; high: number }>(
      `SELECT c.slug, min(p.price) AS low, max(p.price) AS high
       FROM products p JOIN categories c ON c.id = p.category_id GROUP BY c.slug`,
    );
    const range = Object.fromEntries(rows.map((row) => [row.slug, row]));
    expect(range.mobiles?.low).toBeGreaterThanOrEqual(500);
    expect(range.laptops?.high).toBeLessThan(200_000);
    expect(range['grocery-and-gourmet']?.high).toBeLessThan(5_000);
    expect(range.books?.high).toBeLessThan(3_000);
    expect(rows.every((row) => row.low > 0)).toBe(true);
  });

  it('has reviews on most products, and each rating is the mean of its reviews to one decimal', async () => {
    const { rows } = await db.query<{ rating: number; review_count: number; mean: number | null; n: number }>(
      `SELECT p.rating, p.review_count, round(avg(r.rating), 1) AS mean, count(r.id)::int AS n
       FROM products p LEFT JOIN reviews r ON r.product_id = p.id GROUP BY p.id`,
    );
    expect(rows.filter((row) => row.n > 0).length / rows.length).toBeGreaterThan(0.8);
    for (const row of rows) {
      expect(row.review_count).toBe(row.n);
      expect(row.rating).toBe(row.mean ?? 0);
    }
  });

  it('has about 25 reviewers with ratings from 1 to 5, mostly positive, and varied texts', async () => {
    const { rows } = await db.query<{ rating: number; n: number }>(
      'SELECT rating, count(*)::int AS n FROM reviews GROUP BY rating ORDER BY rating',
    );
    expect(rows.map((row) => row.rating)).toEqual([1, 2, 3, 4, 5]);
    const count = (stars: number) => rows.find((row) => row.rating === stars)?.n ?? 0;
    expect(count(4) + count(5)).toBeGreaterThan(count(1) + count(2) + count(3));
    const reviewers = await db.query('SELECT count(DISTINCT customer_id) AS n FROM reviews');
    expect(reviewers.rows[0]?.n).toBeGreaterThanOrEqual(20);
    const texts = await db.query('SELECT count(DISTINCT review) AS n, count(*) AS total FROM reviews');
    expect(texts.rows[0]?.n).toBeGreaterThan(Number(texts.rows[0]?.total) / 4);
  });

  it('has five banners, each linking to an in-stock product', async () => {
    const { rows } = await db.query<{ image: string; title: string; slug: string; stock: number }>(
      'SELECT b.image, b.title, p.slug, p.stock FROM banners b JOIN products p ON p.id = b.product_id ORDER BY b.position',
    );
    expect(rows).toHaveLength(5);
    rows.forEach((row, i) => {
      expect(row.image).toBe(`/images/banners/${i + 1}.svg`);
      expect(row.title.length).toBeGreaterThan(0);
      expect(row.stock).toBeGreaterThan(0);
    });
  });

  it('is built the same way every time without a database', () => {
    const a = buildCatalogue();
    const b = buildCatalogue();
    expect(b.products).toEqual(a.products);
    expect(b.reviews).toEqual(a.reviews);
    expect(
      a.products.every((p) =>
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(p.id),
      ),
    ).toBe(true);
  });

  it('grows to a requested size with generated products that have ratings but no review rows', async () => {
    const before = (await other.query<{ n: number }>('SELECT count(*) AS n FROM reviews')).rows[0]?.n;
    const indexes = async () =>
      (
        await other.query<{ definition: string }>(
          "SELECT indexdef AS definition FROM pg_indexes WHERE tablename = 'products' ORDER BY indexname",
        )
      ).rows.map((row) => row.definition);
    const indexesBefore = await indexes();
    const result = await seedLargeCatalogue(other, 2_000, { batchSize: 700 });
    // Growing more than twofold builds the indexes after the rows: the same indexes, working.
    expect(await indexes()).toEqual(indexesBefore);
    expect(indexesBefore.some((definition) => /USING gin \(search\)/.test(definition))).toBe(true);
    // The second count cannot use the index (its expression is not the indexed one): both must agree.
    const { rows: found } = await other.query<{ indexed: number; scanned: number }>(
      `SELECT (SELECT count(*)::int FROM products WHERE search @@ to_tsquery('simple', 'saree')) AS indexed,
              (SELECT count(*)::int FROM products WHERE (search || ''::tsvector) @@ to_tsquery('simple', 'saree')) AS scanned`,
    );
    expect(found[0]?.indexed).toBeGreaterThan(0);
    expect(found[0]?.indexed).toBe(found[0]?.scanned);
    expect(result.total).toBe(2_000);
    expect(result.added).toBe(2_000 - seeded.products);
    const { rows } = await other.query<{ n: number; slugs: number; rated: number; ok: boolean }>(
      `SELECT count(*)::int AS n, count(DISTINCT slug)::int AS slugs,
              count(*) FILTER (WHERE rating > 0 AND review_count > 0)::int AS rated,
              bool_and(cardinality(images) BETWEEN 3 AND 5 AND rating BETWEEN 0 AND 5) AS ok
       FROM products`,
    );
    expect(rows[0]).toMatchObject({ n: 2_000, slugs: 2_000, ok: true });
    expect(rows[0]?.rated).toBeGreaterThan(1_000);
    expect((await other.query('SELECT count(*) AS n FROM reviews')).rows[0]?.n).toBe(before);
    expect((await seedLargeCatalogue(other, 1_500)).added).toBe(0);
  }, 60_000);
});
