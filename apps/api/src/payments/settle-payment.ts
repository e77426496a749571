import { toPaise } from '@bazaar/domain';
import type { Database } from '../db/database';
import type { PaymentIntent } from './provider';

/**
 * What verifying a card payment against its order came to. `refused` carries the text the shopper reads;
 * `moneyTaken` says a payment went through that the shop could not accept (the order was cancelled, or the
 * intent does not match it), which someone must refund.
 */
export type Settlement =
  | { kind: 'paid' }
  | { kind: 'alreadyPaid' }
  | { kind: 'refused'; reason: string; moneyTaken: boolean };

interface OrderStateRow {
  [column: string]: unknown;
  price: number;
  shipping_fee: number;
  payment_status: string;
  delivery_status: string;
  payment_method: string | null;
}

/** Why an intent that has not succeeded cannot pay the order yet, in words a shopper can read. */
export function unpaidReason(intent: PaymentIntent): string {
  switch (intent.status) {
    case 'processing':
      return 'Your card payment is still being processed: try again in a moment';
    case 'canceled':
      return 'This card payment was cancelled';
    case 'requires_action':
      return 'Your card payment needs you to finish verifying it with your bank';
    case 'requires_payment_method':
      return intent.lastError
        ? `Your card payment did not go through: ${intent.lastError}`
        : 'No card payment has been made for this order yet';
    default:
      return 'Your card payment has not been completed';
  }
}

/**
 * The one place an order becomes paid by card (DESIGN §3), used by confirmOrder, the Stripe webhook and the
 * test provider's confirmation alike. The intent must come from the provider, never from the client; it
 * pays the order only when it succeeded, in INR, for exactly the stored order's total in paise, with the
 * order's id in its metadata. The order row is locked first, so the unpaid-order sweep and a second
 * confirmation wait and then see the outcome: an order is paid once, or cancelled, never both. Settling an
 * order already paid by card changes nothing.
 */
export async function settleCardPayment(
  db: Database,
  orderId: string,
  intent: PaymentIntent,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<OrderStateRow>(
      `SELECT price, shipping_fee, payment_status, delivery_status, payment_method
         FROM orders WHERE id = $1 FOR UPDATE`,
      [orderId],
    );
    const order = rows[0];
    const succeeded = intent.status === 'succeeded';
    if (!order) return { kind: 'refused', reason: 'This order does not exist', moneyTaken: succeeded };
    if (order.payment_status === 'paid') {
      return order.payment_method === 'card'
        ? { kind: 'alreadyPaid' }
        : { kind: 'refused', reason: 'This order is already paid', moneyTaken: succeeded };
    }
    if (order.delivery_status === 'cancelled') {
      return { kind: 'refused', reason: 'This order was cancelled', moneyTaken: succeeded };
    }
    if (order.payment_method === 'cod') {
      return {
        kind: 'refused',
        reason: 'This order is set to be paid cash on delivery',
        moneyTaken: succeeded,
      };
    }
    if (!succeeded) return { kind: 'refused', reason: unpaidReason(intent), moneyTaken: false };
    const total = toPaise(order.price + order.shipping_fee);
    if (intent.amount !== total || intent.currency !== 'inr' || intent.orderId !== orderId) {
      return { kind: 'refused', reason: 'This card payment does not match the order', moneyTaken: true };
    }

    await tx.query(
      `UPDATE orders
          SET payment_status = 'paid', delivery_status = 'placed', payment_method = 'card', updated_at = now()
        WHERE id = $1`,
      [orderId],
    );
    await tx.query(
      `UPDATE seller_orders
          SET payment_status = 'paid',
              delivery_status = CASE WHEN delivery_status = 'pending' THEN 'placed' ELSE delivery_status END
        WHERE order_id = $1`,
      [orderId],
    );
    await tx.query(
      `UPDATE payments SET status = 'succeeded', updated_at = now() WHERE order_id = $1 AND intent_id = $2`,
      [orderId, intent.id],
    );
    return { kind: 'paid' };
  });
}
