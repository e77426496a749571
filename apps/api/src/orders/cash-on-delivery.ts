import { canTransition, isDeliveryStatus } from '@bazaar/domain';
import type { Database } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { cancelTestIntentsOfOrders } from '../payments/test-provider';

export type CashOnDeliveryOutcome = 'chosen' | 'alreadyChosen';

interface PaymentStateRow {
  [column: string]: unknown;
  delivery_status: string;
  payment_status: string;
  payment_method: string | null;
}

/**
 * DESIGN §3: choosing cash on delivery records the method and the order becomes placed; it stays unpaid
 * until delivery. Choosing it again changes nothing. It also replaces a card payment that was started but
 * not paid (the payment screen opens on card, SPEC.md §2.9, so every shopper starts one): the order's open
 * test-provider intents are cancelled with it, and a Stripe payment completed later is refused by the
 * settlement and logged for a refund (payments/settle-payment.ts). The row is locked first so that a
 * concurrent card confirmation or the unpaid-order sweep cannot slip in between the check and the change.
 * The caller has checked that the order is the customer's.
 */
export async function chooseCashOnDelivery(db: Database, orderId: string): Promise<CashOnDeliveryOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PaymentStateRow>(
      'SELECT delivery_status, payment_status, payment_method FROM orders WHERE id = $1 FOR UPDATE',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw notFound('This order does not exist');
    if (order.delivery_status === 'cancelled') throw conflict('This order was cancelled');
    if (order.payment_method === 'cod') return 'alreadyChosen';
    if (order.payment_status === 'paid') throw conflict('This order is already paid');
    if (!isDeliveryStatus(order.delivery_status) || !canTransition(order.delivery_status, 'placed')) {
      throw conflict('Cash on delivery can no longer be chosen for this order');
    }
    await tx.query(
      `UPDATE orders
          SET payment_method = 'cod', delivery_status = 'placed', updated_at = now()
        WHERE id = $1`,
      [orderId],
    );
    await tx.query(
      `UPDATE seller_orders SET delivery_status = 'placed' WHERE order_id = $1 AND delivery_status = 'pending'`,
      [orderId],
    );
    if (order.payment_method === 'card') await cancelTestIntentsOfOrders(tx, [orderId]);
    return 'chosen';
  });
}
