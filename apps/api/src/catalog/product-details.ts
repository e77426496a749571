import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import { PRODUCT_COLUMNS, PRODUCT_SOURCE, type ProductRow, toProduct } from './product-row';

export type ProductDetails = components['schemas']['ProductDetailsResponse'];

/** SPEC §2.6: the related carousel holds up to 4 slides; the shop panel a few more of the same seller. */
export const RELATED_PRODUCTS = 4;
export const MORE_FROM_SHOP = 3;

type DetailsRow = ProductRow & { category_id: string };

/**
 * A product by slug, other products of its category (relatedProducts) and of its shop (moreProducts),
 * best-rated first. Only products in stock are recommended; the product itself is shown whatever its stock.
 */
export async function productDetails(db: Queryable, slug: string): Promise<ProductDetails> {
  const { rows } = await db.query<DetailsRow>(
    `SELECT ${PRODUCT_COLUMNS}, p.category_id FROM ${PRODUCT_SOURCE} WHERE p.slug = $1`,
    [slug],
  );
  const row = rows[0];
  if (!row) throw notFound('No product has this address');

  // The column name below is one of two constants, never input.
  const recommend = async (
    column: 'category_id' | 'seller_id',
    value: string,
    exclude: string[],
    size: number,
  ) => {
    const { rows: found } = await db.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_SOURCE}
        WHERE p.${column} = $1 AND p.id <> ALL ($2::uuid[]) AND p.stock > 0
        ORDER BY p.rating DESC, p.review_count DESC, p.id
        LIMIT $3`,
      [value, exclude, size],
    );
    return found.map(toProduct);
  };
  const relatedProducts = await recommend('category_id', row.category_id, [row.id], RELATED_PRODUCTS);
  // A product already in the related carousel is not shown again in the shop's panel.
  const shown = [row.id, ...relatedProducts.map((product) => product._id)];
  const moreProducts = await recommend('seller_id', row.seller_id, shown, MORE_FROM_SHOP);
  return { product: toProduct(row), relatedProducts, moreProducts };
}
