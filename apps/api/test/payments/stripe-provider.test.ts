import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import {
  card,
  confirm,
  createPaymentProducts,
  ORDER_TOTAL_PAISE,
  orderStatus,
  PAY,
  type PaymentProducts,
  paymentState,
  payWith,
  placeOrder,
  startPayment,
} from './payment-fixtures';

// The Stripe provider through the official client, against a fake Stripe API on loopback, and the Stripe
// webhook with events signed as Stripe signs them.

const SECRET_KEY = 'sk_test_bazaar_fake';
const PUBLISHABLE_KEY = 'pk_test_bazaar_fake';
const WEBHOOK_SECRET = 'whsec_bazaar_fake';

function signedEvent(intentId: string, secret = WEBHOOK_SECRET, type = 'payment_intent.succeeded') {
  const payload = JSON.stringify({
    id: `evt_${intentId}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: intentId, object: 'payment_intent', amount: ORDER_TOTAL_PAISE, status: 'succeeded' },
    },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('card payments with Stripe', () => {
  let stripe: FakeStripe;
  let shop: TestShop;
  let products: PaymentProducts;

  const webhook = (payload: string, signature: string) =>
    shop.call({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    shop = await createTestShop({
      stripeSecretKey: SECRET_KEY,
      stripePublishableKey: PUBLISHABLE_KEY,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: stripe.url,
    });
    products = await createPaymentProducts(shop);
  });
  afterAll(async () => {
    await shop?.close();
    await stripe?.close();
  });

  it('names Stripe and its publishable key', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/payment/config' });
    expect(response.json()).toEqual({ provider: 'stripe', publishableKey: PUBLISHABLE_KEY });
  });

  it('creates the intent in paise and INR with the order id, and reuses it', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const started = await startPayment(shop, orderId, customer.token);
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json();
    const intent = stripe.intents.get(payment.paymentIntentId);
    expect(intent).toMatchObject({ amount: ORDER_TOTAL_PAISE, currency: 'inr', metadata: { orderId } });
    expect(payment).toEqual({
      provider: 'stripe',
      paymentIntentId: intent?.id,
      clientSecret: intent?.client_secret,
      amount: ORDER_TOTAL_PAISE,
      currency: 'inr',
    });
    const create = stripe.requests.find(
      (r) => r.method === 'POST' && r.form['metadata[orderId]'] === orderId,
    );
    expect(create?.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(create?.idempotencyKey).toEqual(expect.stringContaining(orderId));

    const creates = () => stripe.requests.filter((r) => r.form['metadata[orderId]'] === orderId).length;
    const again = await startPayment(shop, orderId, customer.token);
    expect(again.json().paymentIntentId).toBe(payment.paymentIntentId);
    expect(creates()).toBe(1);

    // An intent cancelled at Stripe can no longer be paid: a new one takes its place.
    if (intent) intent.status = 'canceled';
    const replaced = (await startPayment(shop, orderId, customer.token)).json();
    expect(replaced.paymentIntentId).not.toBe(payment.paymentIntentId);
    expect(creates()).toBe(2);
    expect((await paymentState(shop, orderId)).payments).toEqual([
      expect.objectContaining({ provider: 'stripe', intent_id: replaced.paymentIntentId }),
    ]);
  });

  it('confirms an order only after reading a succeeded, matching intent back from Stripe', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const intent = stripe.intents.get(payment.paymentIntentId);
    if (!intent) throw new Error('the fake Stripe has no such intent');

    const processing = { ...intent, status: 'processing' };
    stripe.intents.set(intent.id, processing);
    const early = await confirm(shop, orderId, customer.token, intent.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: expect.stringMatching(/still being processed/) });

    // Succeeded, but for another amount: refused, the order stays unpaid.
    stripe.intents.set(intent.id, { ...intent, status: 'succeeded', amount: 100 });
    const wrongAmount = await confirm(shop, orderId, customer.token, intent.id);
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json()).toEqual({ error: 'This card payment does not match the order' });

    // Succeeded, but for another order.
    stripe.intents.set(intent.id, {
      ...intent,
      status: 'succeeded',
      metadata: { orderId: '00000000-0000-4000-8000-0000000000bb' },
    });
    expect((await confirm(shop, orderId, customer.token, intent.id)).statusCode).toBe(409);
    expect(await orderStatus(shop, orderId)).toMatchObject({
      payment_status: 'unpaid',
      delivery_status: 'pending',
    });

    stripe.intents.set(intent.id, { ...intent, status: 'succeeded' });
    const confirmed = await confirm(shop, orderId, customer.token, intent.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({ payment_status: 'paid', delivery_status: 'placed' });

    const after = await paymentState(shop, orderId);
    const asked = stripe.requests.length;
    const twice = await confirm(shop, orderId, customer.token, intent.id);
    expect(twice.json()).toEqual(confirmed.json());
    expect(await paymentState(shop, orderId)).toEqual(after);
    // A settled order is answered from the database: Stripe being down would not break a repeat.
    expect(stripe.requests.length).toBe(asked);
  });

  it('marks the order paid on a signed payment_intent.succeeded, once', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const intent = stripe.intents.get(payment.paymentIntentId);
    if (!intent) throw new Error('the fake Stripe has no such intent');
    intent.status = 'succeeded';

    const { payload, signature } = signedEvent(intent.id);
    const received = await webhook(payload, signature);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ received: true });
    expect(await orderStatus(shop, orderId)).toEqual({
      payment_status: 'paid',
      delivery_status: 'placed',
      payment_method: 'card',
    });

    // The same event again (Stripe retries, or a replay within the signature's five minutes): nothing changes.
    const after = await paymentState(shop, orderId);
    const replayed = await webhook(payload, signature);
    expect(replayed.statusCode).toBe(200);
    expect(await paymentState(shop, orderId)).toEqual(after);

    // confirmOrder afterwards gives the paid order.
    const confirmed = await confirm(shop, orderId, customer.token, intent.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order.payment_status).toBe('paid');
  });

  it('refuses an event whose signature does not verify or whose body was changed, and changes nothing', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const intent = stripe.intents.get(payment.paymentIntentId);
    if (!intent) throw new Error('the fake Stripe has no such intent');
    intent.status = 'succeeded';
    const before = await paymentState(shop, orderId);

    const forged = signedEvent(intent.id, 'whsec_someone_else');
    const wrongSecret = await webhook(forged.payload, forged.signature);
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ error: 'The Stripe signature of this event does not verify' });

    const genuine = signedEvent(intent.id);
    const tampered = await webhook(
      genuine.payload.replace('"object":"event"', '"object":"event" '),
      genuine.signature,
    );
    expect(tampered.statusCode).toBe(400);
    // The same JSON re-serialised is not the bytes Stripe signed either.
    const reformatted = await webhook(
      JSON.stringify(JSON.parse(genuine.payload), null, 2),
      genuine.signature,
    );
    expect(reformatted.statusCode).toBe(400);

    const old = Math.floor(Date.now() / 1000) - 3600;
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: genuine.payload,
      secret: WEBHOOK_SECRET,
      timestamp: old,
    });
    expect((await webhook(genuine.payload, stale)).statusCode).toBe(400);
    expect((await webhook(genuine.payload, 'not-a-signature')).statusCode).toBe(400);

    expect(await paymentState(shop, orderId)).toEqual(before);
  });

  it('acknowledges other events and unknown intents without changing anything', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const before = await paymentState(shop, orderId);

    const failed = signedEvent(payment.paymentIntentId, WEBHOOK_SECRET, 'payment_intent.payment_failed');
    expect((await webhook(failed.payload, failed.signature)).json()).toEqual({ received: true });
    const unknown = signedEvent('pi_not_from_this_shop');
    expect((await webhook(unknown.payload, unknown.signature)).statusCode).toBe(200);
    // A signed event claiming success while Stripe says otherwise pays nothing: the intent is read back.
    const claimed = signedEvent(payment.paymentIntentId);
    expect((await webhook(claimed.payload, claimed.signature)).statusCode).toBe(200);

    expect(await paymentState(shop, orderId)).toEqual(before);
  });

  it('answers 404 to the test provider confirmation while Stripe is active', async () => {
    const response = await payWith(shop, 'pi_test_000000000000000000000000', card(PAY));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.stringMatching(/not available/) });
  });

  it('refuses another customer on createCardPayment and confirmOrder', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const stranger = await registerCustomer(shop, 'Kabir Rao');
    const seen = stripe.requests.length;
    expect((await startPayment(shop, orderId, stranger.token)).statusCode).toBe(403);
    expect(stripe.requests.length).toBe(seen);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const before = await paymentState(shop, orderId);
    const afterStart = stripe.requests.length;
    expect((await confirm(shop, orderId, stranger.token, payment.paymentIntentId)).statusCode).toBe(403);
    // Refused before anything was read, at Stripe or in the database.
    expect(stripe.requests.length).toBe(afterStart);
    expect(await paymentState(shop, orderId)).toEqual(before);
  });
});
