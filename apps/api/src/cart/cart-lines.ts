import type { Queryable } from '../db/database';
import { conflict, forbidden, notFound } from '../http/errors';

/**
 * The cart_items table: the only module that writes it. DESIGN §3: the server keeps every line at
 * 1 ≤ quantity ≤ stock when it changes one; each change is one conditional statement, so two requests at
 * once cannot push a line past the stock.
 */

/** "Out of Stock" (SPEC §8) with how many are left, so the shopper knows what to do. */
function outOfStock(stock: number, inCart = 0): Error {
  if (stock === 0) return conflict('Out of Stock');
  const held = inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
  return conflict(`Out of Stock: only ${stock} left${held}`);
}

/** Adds the product, or raises the quantity of the line already holding it; never beyond the stock. */
export async function addProductToCart(
  db: Queryable,
  customerId: string,
  productId: string,
  quantity: number,
): Promise<void> {
  const { rows } = await db.query(
    `INSERT INTO cart_items (customer_id, product_id, quantity)
     SELECT $1, p.id, $3 FROM products p WHERE p.id = $2 AND p.stock >= $3
     ON CONFLICT (customer_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
       WHERE cart_items.quantity + EXCLUDED.quantity <= (SELECT stock FROM products WHERE id = EXCLUDED.product_id)
     RETURNING id`,
    [customerId, productId, quantity],
  );
  if (rows.length > 0) return;
  // Nothing was written: say why.
  const found = await db.query<{ stock: number; in_cart: number | null }>(
    `SELECT p.stock, c.quantity AS in_cart
     FROM products p LEFT JOIN cart_items c ON c.product_id = p.id AND c.customer_id = $1
     WHERE p.id = $2`,
    [customerId, productId],
  );
  const product = found.rows[0];
  if (!product) throw notFound('This product does not exist any more');
  throw outOfStock(product.stock, product.in_cart ?? 0);
}

/**
 * 404 when no cart line has this id, 403 when it is another customer's: checked before anything else about
 * the line is read or changed.
 */
export async function assertOwnLine(db: Queryable, cartItemId: string, customerId: string): Promise<void> {
  const { rows } = await db.query<{ customer_id: string }>(
    'SELECT customer_id FROM cart_items WHERE id = $1',
    [cartItemId],
  );
  const line = rows[0];
  if (!line) throw notFound('This product is not in your cart any more');
  if (line.customer_id !== customerId) throw forbidden();
}

async function lineStock(db: Queryable, cartItemId: string, customerId: string) {
  const { rows } = await db.query<{ quantity: number; stock: number }>(
    `SELECT c.quantity, p.stock FROM cart_items c JOIN products p ON p.id = c.product_id
     WHERE c.id = $1 AND c.customer_id = $2`,
    [cartItemId, customerId],
  );
  const line = rows[0];
  if (!line) throw notFound('This product is not in your cart any more');
  return line;
}

export async function deleteCartLine(db: Queryable, cartItemId: string, customerId: string): Promise<void> {
  await assertOwnLine(db, cartItemId, customerId);
  const { affectedRows } = await db.query('DELETE FROM cart_items WHERE id = $1 AND customer_id = $2', [
    cartItemId,
    customerId,
  ]);
  if (affectedRows === 0) throw notFound('This product is not in your cart any more');
}

/** The plus button: one more, refused (409) once the quantity has reached the stock (SPEC §4). */
export async function increaseCartLine(db: Queryable, cartItemId: string, customerId: string): Promise<void> {
  await assertOwnLine(db, cartItemId, customerId);
  const { affectedRows } = await db.query(
    `UPDATE cart_items c SET quantity = c.quantity + 1 FROM products p
     WHERE c.id = $1 AND c.customer_id = $2 AND p.id = c.product_id AND c.quantity < p.stock`,
    [cartItemId, customerId],
  );
  if (affectedRows > 0) return;
  throw outOfStock((await lineStock(db, cartItemId, customerId)).stock);
}

/**
 * The minus button: one fewer, refused (409) at 1 (SPEC §4 ignores the minus at 1; the server says no).
 * A line left above the stock because the stock fell since it was added comes straight down to the stock,
 * so one press makes it buyable again; it never goes below 1.
 */
export async function decreaseCartLine(db: Queryable, cartItemId: string, customerId: string): Promise<void> {
  await assertOwnLine(db, cartItemId, customerId);
  const { affectedRows } = await db.query(
    `UPDATE cart_items c SET quantity = GREATEST(1, LEAST(c.quantity - 1, p.stock)) FROM products p
     WHERE c.id = $1 AND c.customer_id = $2 AND p.id = c.product_id AND c.quantity > 1`,
    [cartItemId, customerId],
  );
  if (affectedRows > 0) return;
  await lineStock(db, cartItemId, customerId);
  throw conflict('The quantity cannot go below 1; remove the product instead');
}
