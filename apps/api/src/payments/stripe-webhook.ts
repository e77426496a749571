import type Stripe from 'stripe';
import type { Database } from '../db/database';
import { type Settlement, settleCardPayment } from './settle-payment';
import { paymentOfIntent } from './stored-payments';
import type { StripeProvider } from './stripe-provider';

export type WebhookOutcome =
  | { kind: 'ignored'; why: string }
  | { kind: 'settled'; orderId: string; intentId: string; settlement: Settlement };

/**
 * A verified Stripe event. payment_intent.succeeded settles the order exactly as confirmOrder does: the
 * intent is read back from Stripe and checked against the stored order, and an order already paid is left
 * as it is, so a replayed or repeated event changes nothing. Other events are acknowledged and ignored:
 * only a succeeded payment changes an order.
 */
export async function handleStripeEvent(
  db: Database,
  provider: StripeProvider,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  if (event.type !== 'payment_intent.succeeded') return { kind: 'ignored', why: `event ${event.type}` };
  // Typed by the Stripe client; checked anyway, since an event of another API version may be shaped otherwise.
  const intentId: unknown = event.data?.object?.id;
  if (typeof intentId !== 'string') return { kind: 'ignored', why: 'event without a payment intent id' };
  const stored = await paymentOfIntent(db, intentId, 'stripe');
  // An intent the shop did not create (another integration on the same Stripe account) is none of its business.
  if (!stored) return { kind: 'ignored', why: `unknown payment intent ${intentId}` };
  const intent = await provider.retrieveIntent(intentId);
  if (!intent) return { kind: 'ignored', why: `Stripe no longer knows payment intent ${intentId}` };
  const settlement = await settleCardPayment(db, stored.orderId, intent);
  return { kind: 'settled', orderId: stored.orderId, intentId, settlement };
}
