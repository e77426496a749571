import type { Queryable } from '../db/database';
import { forbidden, notFound } from '../http/errors';

/**
 * Checks that the order exists (404) and is the customer's (403) before anything else about it is read
 * or changed; only its owner is looked at here.
 */
export async function assertOwnOrder(db: Queryable, customerId: string, orderId: string): Promise<void> {
  const { rows } = await db.query<{ customer_id: string }>('SELECT customer_id FROM orders WHERE id = $1', [
    orderId,
  ]);
  const order = rows[0];
  if (!order) throw notFound('This order does not exist');
  if (order.customer_id !== customerId) throw forbidden('This order belongs to another account');
}
