import type { Database } from '../db/database';

/**
 * DESIGN §3: an order with no payment method chosen after `minutes` is cancelled and its stock given back.
 * Durable by construction: it works from what the database holds, so it can run on any instance, at any
 * interval, after any restart, and running it twice changes nothing more. Answers the cancelled order ids.
 */
export async function cancelUnpaidOrders(db: Database, minutes: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Locks the same rows chooseCashOnDelivery locks, so an order is either cancelled or set to COD.
    const { rows: expired } = await tx.query<{ id: string }>(
      `UPDATE orders
          SET delivery_status = 'cancelled', updated_at = now()
        WHERE delivery_status = 'pending' AND payment_method IS NULL AND payment_status = 'unpaid'
          AND created_at < now() - make_interval(mins => $1::integer)
    RETURNING id`,
      [minutes],
    );
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return [];

    await tx.query(
      `UPDATE seller_orders SET delivery_status = 'cancelled' WHERE order_id = ANY($1::uuid[])`,
      [ids],
    );
    const { rows: returned } = await tx.query<{ product_id: string; quantity: number }>(
      `SELECT product_id, sum(quantity)::integer AS quantity
         FROM order_lines
        WHERE order_id = ANY($1::uuid[]) AND product_id IS NOT NULL
        GROUP BY product_id
        ORDER BY product_id`,
      [ids],
    );
    // One product at a time, in id order: the order place-order locks them in, so the two cannot deadlock.
    for (const line of returned) {
      await tx.query('UPDATE products SET stock = stock + $2 WHERE id = $1', [
        line.product_id,
        line.quantity,
      ]);
    }
    return ids;
  });
}
