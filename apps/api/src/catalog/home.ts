import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';
import { PRODUCT_COLUMNS, PRODUCT_SOURCE, type Product, type ProductRow, toProduct } from './product-row';

/** Products in each home-page list: the feature grid and each carousel. */
export const HOME_LIST_SIZE = 12;

export type PriceRange = components['schemas']['PriceRange'];
export type HomeProducts = components['schemas']['HomeProductsResponse'];
export type PriceRangeLatest = components['schemas']['PriceRangeLatestProductResponse'];

// The home lists show products a shopper can buy now: an out-of-stock product is only reached by search.

/**
 * The feature grid: the best-rated products in stock, taken in turn from every category so that one
 * well-reviewed category does not fill the grid.
 */
export async function featuredProducts(db: Queryable, size = HOME_LIST_SIZE): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS}
       FROM categories c
       CROSS JOIN LATERAL (
         SELECT q.*, row_number() OVER (ORDER BY q.rating DESC, q.review_count DESC, q.id) AS turn
           FROM (
             SELECT * FROM products
              WHERE category_id = c.id AND stock > 0
              ORDER BY rating DESC, review_count DESC, id
              LIMIT $1
           ) q
       ) p
       JOIN sellers s ON s.id = p.seller_id
      ORDER BY p.turn, p.rating DESC, p.review_count DESC, c.position, p.id
      LIMIT $1`,
    [size],
  );
  return rows.map(toProduct);
}

/** Newest first. */
export async function latestProducts(db: Queryable, size = HOME_LIST_SIZE): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_SOURCE}
      WHERE p.stock > 0
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT $1`,
    [size],
  );
  return rows.map(toProduct);
}

/** Highest rating first; among equal ratings, the one more people reviewed. */
export async function topRatedProducts(db: Queryable, size = HOME_LIST_SIZE): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_SOURCE}
      WHERE p.stock > 0
      ORDER BY p.rating DESC, p.review_count DESC, p.id
      LIMIT $1`,
    [size],
  );
  return rows.map(toProduct);
}

/** Largest discount first. */
export async function discountedProducts(db: Queryable, size = HOME_LIST_SIZE): Promise<Product[]> {
  const { rows } = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_SOURCE}
      WHERE p.discount > 0 AND p.stock > 0
      ORDER BY p.discount DESC, p.rating DESC, p.id
      LIMIT $1`,
    [size],
  );
  return rows.map(toProduct);
}

/**
 * Lowest and highest selling price over the whole catalogue: the bounds of the shop page's price slider,
 * so every product can be reached with it. An empty catalogue gives 0 to 0.
 */
export async function priceRange(db: Queryable): Promise<PriceRange> {
  const { rows } = await db.query<{ low: number | null; high: number | null }>(
    'SELECT min(selling_price) AS low, max(selling_price) AS high FROM products',
  );
  return { low: rows[0]?.low ?? 0, high: rows[0]?.high ?? 0 };
}

/** The home page's four lists (SPEC §2.3). */
export async function homeProducts(db: Queryable): Promise<HomeProducts> {
  const [products, latest_product, topRated_product, discount_product] = await Promise.all([
    featuredProducts(db),
    latestProducts(db),
    topRatedProducts(db),
    discountedProducts(db),
  ]);
  return { products, latest_product, topRated_product, discount_product };
}

/** The shop page's slider bounds and its latest-products panel (SPEC §2.4). */
export async function priceRangeAndLatest(db: Queryable): Promise<PriceRangeLatest> {
  const [range, latest_product] = await Promise.all([priceRange(db), latestProducts(db)]);
  return { latest_product, priceRange: range };
}
