import type { CardPayment } from '@bazaar/api-client';
import { toPaise } from '@bazaar/domain';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { PaymentIntent, PaymentProvider } from './provider';
import { settleCardPayment } from './settle-payment';
import { paymentOfOrder, recordFirstPayment, replacePayment } from './stored-payments';

interface OrderStateRow {
  [column: string]: unknown;
  price: number;
  shipping_fee: number;
  payment_status: string;
  delivery_status: string;
  payment_method: string | null;
}

/**
 * Records card as the order's payment method and answers what it costs in paise. Card is then chosen but
 * unpaid (DESIGN §3): the order stays pending until a verified payment places it. Recording the method also
 * marks the time of the shopper's card activity, from which the unpaid-order sweep counts (see
 * unpaid-order-sweep.ts). The row is locked so that cash on delivery or the sweep cannot slip in between.
 */
async function chooseCard(db: Database, orderId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OrderStateRow>(
      `SELECT price, shipping_fee, payment_status, delivery_status, payment_method
         FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    );
    const order = rows[0];
    if (!order) throw notFound('This order does not exist');
    if (order.delivery_status === 'cancelled') throw conflict('This order was cancelled');
    if (order.payment_status === 'paid') throw conflict('This order is already paid');
    if (order.payment_method === 'cod') {
      throw conflict('This order is set to be paid cash on delivery');
    }
    if (order.delivery_status !== 'pending') {
      throw conflict('A card payment can no longer be made for this order');
    }
    await tx.query(`UPDATE orders SET payment_method = 'card', updated_at = now() WHERE id = $1`, [orderId]);
    // The amount comes from the stored order alone: goods at selling price plus shipping (DESIGN §3).
    return toPaise(order.price + order.shipping_fee);
  });
}

const asCardPayment = (provider: PaymentProvider, intent: PaymentIntent): CardPayment => ({
  provider: provider.name,
  clientSecret: intent.clientSecret,
  paymentIntentId: intent.id,
  amount: intent.amount,
  currency: 'inr',
});

/**
 * Starts (or resumes) paying an order by card; the caller has checked that the order is the customer's.
 * An order has one intent per provider: a reload or a retry after a declined card gets the same intent back,
 * and a new one is made only when the old one can no longer be paid (cancelled, or not matching the order).
 * The provider is called outside any transaction, so a slow provider never holds the order's row lock.
 */
export async function startCardPayment(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
): Promise<CardPayment> {
  const amount = await chooseCard(db, orderId);
  // Two rounds suffice: a round is lost only to a concurrent request, whose intent the next round reuses.
  for (let round = 0; round < 3; round += 1) {
    const stored = await paymentOfOrder(db, orderId, provider.name);
    const current = stored ? await provider.retrieveIntent(stored.intentId) : null;
    const matches = current && current.orderId === orderId && current.amount === amount;
    if (current && matches && current.status === 'succeeded') {
      // Paid at the provider but never confirmed (the shopper left before the redirect): confirm it now.
      await settleCardPayment(db, orderId, current);
      throw conflict('This order is already paid');
    }
    if (current && matches && current.status !== 'canceled') return asCardPayment(provider, current);

    const created = await provider.createIntent({ orderId, amount, replaces: stored?.intentId });
    const record = {
      orderId,
      provider: provider.name,
      intentId: created.id,
      amount: created.amount,
      status: created.status,
    };
    const recorded = stored
      ? await replacePayment(db, stored.intentId, record)
      : await recordFirstPayment(db, record);
    if (recorded) return asCardPayment(provider, created);
  }
  throw new Error(`could not record a payment intent for order ${orderId}`);
}
