import type { Queryable } from '../db/database';
import { conflict, forbidden, notFound } from '../http/errors';
import type { SuccessOf } from '../http/handler';

/** The wishlist_items table: the only module that reads or writes it. */

type WishlistRow = {
  id: string;
  customer_id: string;
  product_id: string;
  name: string;
  price: number;
  image: string;
  discount: number;
  rating: number;
  slug: string;
};

/**
 * Adds the product. Only the ids come from the request: name, price, picture, discount, rating and slug are
 * the product's own, read when the list is shown, so they are never stale and never the client's.
 */
export async function addProductToWishlist(
  db: Queryable,
  customerId: string,
  productId: string,
): Promise<void> {
  const { rows } = await db.query(
    `INSERT INTO wishlist_items (customer_id, product_id)
     SELECT $1, p.id FROM products p WHERE p.id = $2
     ON CONFLICT (customer_id, product_id) DO NOTHING
     RETURNING id`,
    [customerId, productId],
  );
  if (rows.length > 0) return;
  const product = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  if (product.rows.length === 0) throw notFound('This product does not exist any more');
  throw conflict('This product is already in your wishlist');
}

/** The caller's wishlist, newest first (the contract's order). */
export async function wishlistOf(
  db: Queryable,
  customerId: string,
): Promise<SuccessOf<'getWishlistProducts'>> {
  const { rows } = await db.query<WishlistRow>(
    `SELECT w.id, w.customer_id, p.id AS product_id, p.name, p.price, coalesce(p.images[1], '') AS image,
            p.discount, p.rating, p.slug
     FROM wishlist_items w JOIN products p ON p.id = w.product_id
     WHERE w.customer_id = $1
     ORDER BY w.created_at DESC, w.id DESC`,
    [customerId],
  );
  const wishlists = rows.map((row) => ({
    _id: row.id,
    userId: row.customer_id,
    productId: row.product_id,
    name: row.name,
    price: row.price,
    image: row.image,
    discount: row.discount,
    rating: row.rating,
    slug: row.slug,
  }));
  return { wishlists, wishlistCount: wishlists.length };
}

/** 404 for an unknown entry, 403 for another customer's, both before anything is changed. */
export async function removeWishlistEntry(
  db: Queryable,
  wishlistId: string,
  customerId: string,
): Promise<void> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM wishlist_items WHERE id = $1',
    [wishlistId],
  );
  const entry = rows[0];
  if (!entry) throw notFound('This product is not in your wishlist any more');
  if (entry.customer_id !== customerId) throw forbidden();
  const { affectedRows } = await db.query('DELETE FROM wishlist_items WHERE id = $1 AND customer_id = $2', [
    wishlistId,
    customerId,
  ]);
  if (affectedRows === 0) throw notFound('This product is not in your wishlist any more');
}
