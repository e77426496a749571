import type { Database } from '../db/database';
import { conflict } from '../http/errors';
import type { PaymentProvider } from './provider';
import { type Settlement, settleCardPayment } from './settle-payment';
import { noteIntentStatus, paymentOfOrder } from './stored-payments';

/**
 * confirmOrder (DESIGN §4: the server verifies the payment with the provider). The caller has checked that
 * the order is the customer's. The order's own intent is read back from the provider and settled; the
 * client only names which payment it came back from, and that must be the order's own. Answers how it went;
 * a refusal is for the caller to turn into a 409 (and to report when money was taken).
 */
export async function confirmCardOrder(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  paymentIntentId: string | undefined,
): Promise<Settlement> {
  const stored = await paymentOfOrder(db, orderId, provider.name);
  if (!stored) throw conflict('No card payment was started for this order');
  if (paymentIntentId !== undefined && paymentIntentId !== stored.intentId) {
    throw conflict('This payment is not the one of this order');
  }
  // Already settled: answered from the database, so a repeated confirmation needs no provider at all.
  const { rows } = await db.query<{ paid: boolean }>(
    `SELECT payment_status = 'paid' AND payment_method = 'card' AS paid FROM orders WHERE id = $1`,
    [orderId],
  );
  if (rows[0]?.paid && stored.status === 'succeeded') return { kind: 'alreadyPaid' };
  const intent = await provider.retrieveIntent(stored.intentId);
  if (!intent) throw conflict('The card payment of this order could not be found');
  if (intent.status !== stored.status) await noteIntentStatus(db, provider.name, intent.id, intent.status);
  return settleCardPayment(db, orderId, intent);
}
