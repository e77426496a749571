import { randomBytes } from 'node:crypto';
import type { Connection, Database } from '../db/database';
import { hashPassword } from '../db/password';
import { bannerImageUrl } from '../images/image-path';
import { buildCatalogue, composeProduct, DEFAULT_PRODUCTS_PER_CATEGORY, SEED, SEED_EPOCH } from './build';
import { categorySeeds } from './catalogue';
import { DEMO_CUSTOMER, DEMO_SELLER } from './demo-accounts';
import { createRandom } from './random';

export interface SeedResult {
  /** False when the catalogue already had products and nothing was written. */
  seeded: boolean;
  categories: number;
  sellers: number;
  customers: number;
  products: number;
  reviews: number;
  banners: number;
  milliseconds: number;
}

export interface SeedOptions {
  /** Products generated per category (15 categories); the default gives 630 products. */
  productsPerCategory?: number;
}

/** Any fixed number; two processes starting on one PostgreSQL database seed only once. */
const SEED_LOCK_KEY = 4_262_021_002;

/** Images are addressed by slug and picture number; the images route draws them on request. */
const PRODUCT_IMAGES_SQL = `ARRAY(SELECT '/images/products/' || u.slug || '-' || g || '.svg'
  FROM generate_series(1, u.image_count) AS g)`;

async function hasProducts(db: Connection): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS present');
  return rows[0]?.present === true;
}

/** Maps seeded ids to the ids actually stored, for rows that already existed under their unique key. */
async function storedIds(tx: Connection, table: string, key: string): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ id: string; key: string }>(`SELECT id, ${key} AS key FROM ${table}`);
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Writes the demo catalogue (categories, shops, demo accounts, products, reviews, banners) in one
 * transaction when there are no products yet. Deterministic: every fresh database gets the same rows.
 */
export async function seedIfEmpty(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const nothing: SeedResult = {
    seeded: false,
    categories: 0,
    sellers: 0,
    customers: 0,
    products: 0,
    reviews: 0,
    banners: 0,
    milliseconds: 0,
  };
  if (await hasProducts(db)) return { ...nothing, milliseconds: Math.round(performance.now() - started) };

  const catalogue = buildCatalogue(options.productsPerCategory ?? DEFAULT_PRODUCTS_PER_CATEGORY);
  const [customerHash, sellerHash, lockedHash] = await Promise.all([
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(DEMO_SELLER.password),
    // Seeded shops and reviewers are not meant to sign in: their password is random and thrown away.
    hashPassword(randomBytes(32).toString('base64')),
  ]);

  const result = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if (await hasProducts(tx)) return nothing;

    const { categories, sellers, customers, products, reviews, banners } = catalogue;
    await tx.query(
      `INSERT INTO categories (id, name, slug, image, position)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[])
       ON CONFLICT DO NOTHING`,
      [
        categories.map((c) => c.id),
        categories.map((c) => c.name),
        categories.map((c) => c.slug),
        categories.map((c) => c.image),
        categories.map((c) => c.position),
      ],
    );
    await tx.query(
      `INSERT INTO sellers (id, name, email, password_hash, shop_name, city, state, image)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
       ON CONFLICT DO NOTHING`,
      [
        sellers.map((s) => s.id),
        sellers.map((s) => s.name),
        sellers.map((s) => s.email),
        sellers.map((s) => (s.demo ? sellerHash : lockedHash)),
        sellers.map((s) => s.shopName),
        sellers.map((s) => s.city),
        sellers.map((s) => s.state),
        sellers.map((s) => s.image),
      ],
    );
    await tx.query(
      `INSERT INTO customers (id, name, email, password_hash)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[])
       ON CONFLICT DO NOTHING`,
      [
        customers.map((c) => c.id),
        customers.map((c) => c.name),
        customers.map((c) => c.email),
        customers.map((c) => (c.demo ? customerHash : lockedHash)),
      ],
    );

    const categoryIds = await storedIds(tx, 'categories', 'slug');
    const sellerIds = await storedIds(tx, 'sellers', 'email');
    const customerIds = await storedIds(tx, 'customers', 'email');
    const categoryId = new Map(categories.map((c) => [c.id, categoryIds.get(c.slug) ?? c.id]));
    const sellerId = new Map(sellers.map((s) => [s.id, sellerIds.get(s.email) ?? s.id]));
    const customerId = new Map(customers.map((c) => [c.id, customerIds.get(c.email) ?? c.id]));

    await tx.query(
      `INSERT INTO products (id, seller_id, category_id, name, slug, brand, price, discount, stock, description,
                             images, created_at, kind, colour)
       SELECT u.id, u.seller_id, u.category_id, u.name, u.slug, u.brand, u.price, u.discount, u.stock,
              u.description, ${PRODUCT_IMAGES_SQL}, u.created_at, u.kind, u.colour
       FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[],
                   $9::int[], $10::text[], $11::int[], $12::timestamptz[], $13::text[], $14::text[])
         AS u(id, seller_id, category_id, name, slug, brand, price, discount, stock, description, image_count,
              created_at, kind, colour)`,
      [
        products.map((p) => p.id),
        products.map((p) => sellerId.get(p.sellerId) ?? p.sellerId),
        products.map((p) => categoryId.get(p.categoryId) ?? p.categoryId),
        products.map((p) => p.name),
        products.map((p) => p.slug),
        products.map((p) => p.brand),
        products.map((p) => p.price),
        products.map((p) => p.discount),
        products.map((p) => p.stock),
        products.map((p) => p.description),
        products.map((p) => p.imageCount),
        products.map((p) => p.createdAt),
        products.map((p) => p.kind),
        products.map((p) => p.colour),
      ],
    );
    await tx.query(
      `INSERT INTO reviews (id, product_id, customer_id, name, rating, review, created_at)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::text[], $7::timestamptz[])`,
      [
        reviews.map((r) => r.id),
        reviews.map((r) => r.productId),
        reviews.map((r) => customerId.get(r.customerId) ?? r.customerId),
        reviews.map((r) => r.name),
        reviews.map((r) => r.rating),
        reviews.map((r) => r.review),
        reviews.map((r) => r.createdAt),
      ],
    );
    // DESIGN §3: product rating = mean of its reviews, one decimal.
    await tx.query(
      `UPDATE products p SET rating = s.rating, review_count = s.count
       FROM (SELECT product_id, round(avg(rating), 1) AS rating, count(*)::int AS count
             FROM reviews GROUP BY product_id) s
       WHERE s.product_id = p.id`,
    );
    await tx.query(
      `INSERT INTO banners (id, product_id, image, title, subtitle, position)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[])`,
      [
        banners.map((b) => b.id),
        banners.map((b) => b.productId),
        banners.map((b) => bannerImageUrl(b.position)),
        banners.map((b) => b.title),
        banners.map((b) => b.subtitle),
        banners.map((b) => b.position),
      ],
    );
    return {
      ...nothing,
      seeded: true,
      categories: categories.length,
      sellers: sellers.length,
      customers: customers.length,
      products: products.length,
      reviews: reviews.length,
      banners: banners.length,
    };
  });
  if (result.seeded) await db.query('VACUUM ANALYZE products');
  return { ...result, milliseconds: Math.round(performance.now() - started) };
}

export interface LargeCatalogueOptions {
  /** Rows per INSERT. */
  batchSize?: number;
  onProgress?: (total: number) => void;
}

/**
 * The products table's own indexes (not those behind its primary key and unique constraints), as
 * `CREATE INDEX` statements. Read from the catalogue, so indexes added by later migrations are included.
 */
async function productIndexes(tx: Connection): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid = 'products'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
      ORDER BY i.relname`,
  );
  return rows;
}

export interface LargeCatalogueResult {
  added: number;
  total: number;
  milliseconds: number;
}

/**
 * Adds generated products until the catalogue holds `total` (for load tests and benchmarks). The extra
 * products get no review rows; their rating and review_count are set directly.
 */
export async function seedLargeCatalogue(
  db: Database,
  total: number,
  options: LargeCatalogueOptions = {},
): Promise<LargeCatalogueResult> {
  const started = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 5000);
  const countProducts = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows[0]?.n ?? 0;
  const before = await countProducts();
  if (before >= total)
    return { added: 0, total: before, milliseconds: Math.round(performance.now() - started) };

  const { rows: categoryRows } = await db.query<{ id: string; slug: string }>(
    'SELECT id, slug FROM categories',
  );
  const categories = categoryRows.flatMap((row) => {
    const seed = categorySeeds.find((category) => category.slug === row.slug);
    return seed ? [{ id: row.id, seed }] : [];
  });
  if (categories.length === 0) throw new Error('Seed the demo catalogue before adding products to it');

  // Each shop keeps selling in the categories it already sells in.
  const { rows: pairs } = await db.query<{ seller_id: string; category_id: string }>(
    'SELECT DISTINCT seller_id, category_id FROM products',
  );
  const { rows: allSellers } = await db.query<{ id: string }>('SELECT id FROM sellers ORDER BY id');
  const sellersOf = new Map<string, string[]>();
  for (const pair of pairs)
    sellersOf.set(pair.category_id, [...(sellersOf.get(pair.category_id) ?? []), pair.seller_id]);
  const fallbackSellers = allSellers.map((s) => s.id);
  if (fallbackSellers.length === 0) throw new Error('There are no sellers to own the products');

  const random = createRandom(`${SEED}:large:${before}`);
  // Adding at least as many products as there are, building the secondary indexes (text search, trigrams,
  // prices …) once at the end is several times faster than updating them row by row: 1,000,000 products
  // take minutes instead of over twenty. Everything happens in one transaction, so a failed run leaves the
  // catalogue and its indexes as they were (and readers wait for it).
  const rebuildIndexes = total - before >= before;
  const reached = await db.transaction(async (tx) => {
    const indexes = rebuildIndexes ? await productIndexes(tx) : [];
    for (const index of indexes) await tx.query(`DROP INDEX "${index.name}"`);
    const noSlugs = new Set<string>();
    let serial = before;
    const twoYears = 730;
    const generate = (size: number) => {
      const batch: unknown[][] = Array.from({ length: 15 }, () => []);
      for (let i = 0; i < size; i++) {
        const category = random.pick(categories);
        serial += 1;
        // The serial number in the slug keeps every generated slug distinct.
        const product = composeProduct(random, category.seed, noSlugs, `-${serial.toString(36)}`);
        if (!product) continue;
        const reviewed = random.chance(0.85);
        const quality = random.weighted([
          [4 + random.next(), 60],
          [3 + random.next(), 30],
          [1.5 + random.next() * 1.5, 10],
        ]);
        const values = [
          random.pick(sellersOf.get(category.id) ?? fallbackSellers),
          category.id,
          product.name,
          product.slug,
          product.brand,
          product.price,
          product.discount,
          product.stock,
          product.description,
          product.imageCount,
          new Date(SEED_EPOCH - random.int(1, twoYears * 86_400) * 1000).toISOString(),
          reviewed ? Math.min(5, Math.round(quality * 10) / 10) : 0,
          reviewed ? Math.round(Math.exp(random.next() * Math.log(3000))) : 0,
          product.kind,
          product.colour,
        ];
        values.forEach((value, column) => {
          batch[column]?.push(value);
        });
      }
      return batch;
    };
    const store = async (batch: unknown[][]) => {
      const inserted = await tx.query(
        `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, description,
                                 images, created_at, rating, review_count, kind, colour)
           SELECT u.seller_id, u.category_id, u.name, u.slug, u.brand, u.price, u.discount, u.stock, u.description,
                  ${PRODUCT_IMAGES_SQL}, u.created_at, u.rating, u.review_count, u.kind, u.colour
           FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[],
                       $9::text[], $10::int[], $11::timestamptz[], $12::numeric[], $13::int[], $14::text[], $15::text[])
             AS u(seller_id, category_id, name, slug, brand, price, discount, stock, description, image_count,
                  created_at, rating, review_count, kind, colour)
           ON CONFLICT (slug) DO NOTHING`,
        batch,
      );
      if (inserted.affectedRows === 0) throw new Error('Generated products collided with existing slugs');
      return inserted.affectedRows;
    };

    // PostgreSQL stores one batch while the next is generated (two cores, two workers).
    let current = before;
    while (current < total) {
      let planned = current;
      let storing: Promise<number> | undefined;
      while (planned < total || storing) {
        const size = Math.min(batchSize, total - planned);
        const batch = size > 0 ? generate(size) : undefined;
        planned += size;
        if (storing) {
          current += await storing;
          options.onProgress?.(current);
        }
        storing = batch ? store(batch) : undefined;
      }
    }
    if (indexes.length > 0) {
      // More memory for sorting makes building the larger indexes faster; the setting ends with the transaction.
      await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      for (const index of indexes) await tx.query(index.definition);
    }
    return current;
  });
  // PGlite has no autovacuum: without this, counting and index-only scans read every page after a bulk load.
  await db.query('VACUUM ANALYZE products');
  return { added: reached - before, total: reached, milliseconds: Math.round(performance.now() - started) };
}
