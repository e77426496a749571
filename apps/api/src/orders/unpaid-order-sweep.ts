import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { cancelTestIntentsOfOrders } from '../payments/test-provider';

/** Any fixed number, the same in every instance; distinct from the migrations' (db/migrate.ts). */
export const UNPAID_ORDER_SWEEP_LOCK_KEY = 4_262_021_002;

/** How often each instance runs the sweep, unless UNPAID_ORDER_SWEEP_SECONDS says otherwise. */
export const UNPAID_ORDER_SWEEP_EVERY_MS = 60_000;

/**
 * DESIGN §3: an order with no payment method chosen after `minutes` is cancelled and its stock given back.
 * Choosing card does not hold the stock for ever: card is chosen but unpaid until a verified payment places
 * the order, so a card order still unpaid `minutes` after the shopper's last card activity (starting the
 * payment, or a card attempt, declined ones included) is cancelled too, unless a payment of it has
 * succeeded (it is then about to be settled, not abandoned). Its open test-provider intents are cancelled
 * with it, so no money can be taken afterwards for stock that went back.
 * Durable by construction: it works from what the database holds, so it can run on any instance, at any
 * interval, after any restart, and running it twice changes nothing more. Answers the cancelled order ids.
 *
 * One sweep at a time across every instance: each sweep first takes a transaction-scoped advisory lock and
 * gives up at once (answering no ids) when another instance's sweep holds it, rather than queueing behind
 * that sweep's row locks to find the same orders already cancelled. The lock goes with COMMIT or ROLLBACK,
 * so a crashed instance never keeps it. On the embedded database there is one process and transactions
 * already run one after another; the lock is taken there too and is always free.
 */
export async function cancelUnpaidOrders(db: Database, minutes: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { rows: claim } = await tx.query<{ claimed: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS claimed',
      [UNPAID_ORDER_SWEEP_LOCK_KEY],
    );
    if (claim[0]?.claimed !== true) return [];
    // Locks the same rows chooseCashOnDelivery, a card payment's start and its settlement lock, so an order
    // is either cancelled or set to COD or paid. orders.updated_at of a card order is when card was chosen.
    const { rows: expired } = await tx.query<{ id: string }>(
      `UPDATE orders
          SET delivery_status = 'cancelled', updated_at = now()
        WHERE delivery_status = 'pending' AND payment_status = 'unpaid'
          AND (
            (payment_method IS NULL AND created_at < now() - make_interval(mins => $1::integer))
            OR (payment_method = 'card'
                AND updated_at < now() - make_interval(mins => $1::integer)
                AND NOT EXISTS (
                  SELECT 1 FROM payments
                   WHERE payments.order_id = orders.id
                     AND (payments.status = 'succeeded'
                          OR payments.updated_at >= now() - make_interval(mins => $1::integer))))
          )
    RETURNING id`,
      [minutes],
    );
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return [];
    await cancelTestIntentsOfOrders(tx, ids);

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
    // The stock given back shows in listings: migration 010's trigger tells every instance once this commits.
    return ids;
  });
}

/**
 * Runs the sweep every `everyMs` (a minute by default), the first time `everyMs` after the start, until the
 * returned function is called; a sweep under way then finishes (the
 * returned promise waits for it), so the database is not closed beneath it.
 */
export function startUnpaidOrderSweep(
  db: Database,
  minutes: number,
  log: FastifyBaseLogger,
  everyMs = UNPAID_ORDER_SWEEP_EVERY_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = cancelUnpaidOrders(db, minutes).catch((err) => log.error({ err }, 'unpaid-order sweep failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
