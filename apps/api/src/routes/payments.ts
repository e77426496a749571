import type { FastifyBaseLogger } from 'fastify';
import { signedIn } from '../auth/guard';
import { badRequest, conflict, notFound } from '../http/errors';
import type { AppContext, Handlers } from '../http/handler';
import { readOrder } from '../orders/order-history';
import { assertOwnOrder } from '../orders/order-ownership';
import { startCardPayment } from '../payments/card-payment';
import { confirmCardOrder } from '../payments/confirm-order';
import { createPaymentProvider } from '../payments/provider';
import { type Settlement, settleCardPayment } from '../payments/settle-payment';
import { noteIntentStatus, paymentOfIntent } from '../payments/stored-payments';
import { StripeProvider } from '../payments/stripe-provider';
import { handleStripeEvent } from '../payments/stripe-webhook';
import { cardProblem } from '../payments/test-cards';
import { declined, TestProvider } from '../payments/test-provider';

/** The same words for a first confirmation and a repeated one: confirming twice gives the same answer. */
const CONFIRMED = 'Payment received: your order is placed';

/** A payment went through that the shop could not accept; staff must refund it, so it is logged loudly. */
function reportRefused(log: FastifyBaseLogger, orderId: string, intentId: string, settlement: Settlement) {
  if (settlement.kind === 'refused' && settlement.moneyTaken) {
    log.error(
      { orderId, intentId, reason: settlement.reason },
      'card payment succeeded for an order that cannot take it: refund it',
    );
  }
}

export function paymentHandlers({ config, db }: AppContext): Handlers {
  // Chosen once at start-up; refuses the test provider in production (see paymentProviderOf).
  const provider = createPaymentProvider(config, db);

  return {
    getPaymentConfig: async () => ({ provider: provider.name, publishableKey: provider.publishableKey }),

    createCardPayment: async (request) => {
      const customer = signedIn(request);
      const orderId = request.params.orderId;
      await assertOwnOrder(db, customer.id, orderId);
      return startCardPayment(db, provider, orderId);
    },

    confirmOrder: async (request) => {
      const customer = signedIn(request);
      const orderId = request.params.orderId;
      await assertOwnOrder(db, customer.id, orderId);
      const intentId = request.query.payment_intent;
      const settlement = await confirmCardOrder(db, provider, orderId, intentId);
      if (settlement.kind === 'refused') {
        reportRefused(request.log, orderId, intentId ?? '(not given)', settlement);
        throw conflict(settlement.reason);
      }
      return { message: CONFIRMED, order: await readOrder(db, orderId) };
    },

    confirmTestPayment: async (request) => {
      if (!(provider instanceof TestProvider)) {
        throw notFound('Test payments are not available: this shop takes card payments through Stripe');
      }
      const card = request.body;
      const problem = cardProblem(card);
      if (problem) throw badRequest(problem);
      const { intent, outcome } = await provider.confirmWithCard(card.paymentIntentId, card);
      await noteIntentStatus(db, 'test', intent.id, intent.status);
      if (outcome.kind === 'declined') throw declined(outcome.message);

      // What Stripe's webhook does for a Stripe payment: the order is settled as soon as the payment
      // succeeds, so it is placed even if the shopper never comes back to the confirmation page.
      const stored = await paymentOfIntent(db, intent.id, 'test');
      if (stored) {
        const settlement = await settleCardPayment(db, stored.orderId, intent);
        reportRefused(request.log, stored.orderId, intent.id, settlement);
      }
      return {
        paymentIntentId: intent.id,
        status: 'succeeded',
        redirectUrl: `/order/confirm?payment_intent=${encodeURIComponent(intent.id)}&redirect_status=succeeded`,
      };
    },

    stripeWebhook: async (request) => {
      if (!(provider instanceof StripeProvider) || !provider.acceptsWebhooks) {
        throw notFound('Stripe webhooks are not enabled on this server');
      }
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string') throw badRequest('stripe-signature must be given once');
      // Kept by the raw-body hook app.ts puts on this route; its absence is a wiring mistake (500).
      const rawBody = request.rawBody;
      if (!rawBody) throw new Error('the raw body of the Stripe webhook was not kept');
      const event = provider.verifyEvent(rawBody, signature);
      const outcome = await handleStripeEvent(db, provider, event);
      if (outcome.kind === 'settled') {
        reportRefused(request.log, outcome.orderId, outcome.intentId, outcome.settlement);
      } else {
        request.log.info({ eventId: event.id }, `Stripe event ignored: ${outcome.why}`);
      }
      // Acknowledged whatever came of it: Stripe retries only failures, and retrying would not change these.
      return { received: true };
    },
  };
}
