import type { Queryable } from '../db/database';
import type { PaymentProviderName } from './provider-choice';

/** The shop's record of an order's payment intent with one provider (the `payments` table). */
export interface StoredPayment {
  orderId: string;
  provider: string;
  intentId: string;
  /** Paise, as the intent was created. */
  amount: number;
  /** The intent's status when the shop last heard of it; the provider's word is what counts. */
  status: string;
}

interface PaymentRow {
  [column: string]: unknown;
  order_id: string;
  provider: string;
  intent_id: string;
  amount: number;
  status: string;
}

const COLUMNS = 'order_id, provider, intent_id, amount, status';

const toStored = (row: PaymentRow): StoredPayment => ({
  orderId: row.order_id,
  provider: row.provider,
  intentId: row.intent_id,
  amount: row.amount,
  status: row.status,
});

/** The order's intent with the provider, if a card payment was started with it. */
export async function paymentOfOrder(
  db: Queryable,
  orderId: string,
  provider: PaymentProviderName,
): Promise<StoredPayment | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE order_id = $1 AND provider = $2`,
    [orderId, provider],
  );
  const row = rows[0];
  return row ? toStored(row) : null;
}

/** The payment an intent id belongs to, if the shop created that intent with the provider. */
export async function paymentOfIntent(
  db: Queryable,
  intentId: string,
  provider: PaymentProviderName,
): Promise<StoredPayment | null> {
  const { rows } = await db.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payments WHERE intent_id = $1 AND provider = $2`,
    [intentId, provider],
  );
  const row = rows[0];
  return row ? toStored(row) : null;
}

/**
 * Records the first intent of an order. Answers false when another request recorded one first (the unique
 * order-and-provider index decides), in which case that one is the order's intent.
 */
export async function recordFirstPayment(db: Queryable, payment: StoredPayment): Promise<boolean> {
  const { affectedRows } = await db.query(
    `INSERT INTO payments (order_id, provider, intent_id, amount, status)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (order_id, provider) DO NOTHING`,
    [payment.orderId, payment.provider, payment.intentId, payment.amount, payment.status],
  );
  return affectedRows === 1;
}

/**
 * Puts a new intent in place of one that can no longer be paid. Answers false when the order's intent is no
 * longer `replaced` (another request replaced it first).
 */
export async function replacePayment(
  db: Queryable,
  replaced: string,
  payment: StoredPayment,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    `UPDATE payments
        SET intent_id = $4, amount = $5, status = $6, updated_at = now()
      WHERE order_id = $1 AND provider = $2 AND intent_id = $3`,
    [payment.orderId, payment.provider, replaced, payment.intentId, payment.amount, payment.status],
  );
  return affectedRows === 1;
}

/**
 * Notes the status the provider reported for an intent, and when: a declined attempt counts as card
 * activity for the unpaid-order sweep. A succeeded payment is never noted back to anything else.
 */
export async function noteIntentStatus(
  db: Queryable,
  provider: PaymentProviderName,
  intentId: string,
  status: string,
): Promise<void> {
  await db.query(
    `UPDATE payments SET status = $3, updated_at = now()
      WHERE provider = $1 AND intent_id = $2 AND status <> 'succeeded'`,
    [provider, intentId, status],
  );
}
