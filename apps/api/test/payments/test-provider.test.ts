import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockOf } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import {
  card,
  confirm,
  createPaymentProducts,
  DECLINE,
  NO_FUNDS,
  ORDER_TOTAL_PAISE,
  OTHER_CARD,
  orderStatus,
  PAY,
  type PaymentProducts,
  paymentState,
  payWith,
  placeOrder,
  startPayment,
} from './payment-fixtures';

// DESIGN §3 "Payments" with the offline test provider (the default): Stripe's PaymentIntent lifecycle and
// test cards, the amount decided by the server, and an order paid only once the payment is verified.

describe('card payments with the test provider', () => {
  let shop: TestShop;
  let products: PaymentProducts;

  beforeAll(async () => {
    shop = await createTestShop();
    products = await createPaymentProducts(shop);
  });
  afterAll(() => shop?.close());

  it('names the test provider and no publishable key', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/payment/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'test', publishableKey: null });
  });

  it('takes an order from unpaid to paid and placed: start, pay with 4242, confirm', async () => {
    const { orderId, customer } = await placeOrder(shop, products);

    const started = await startPayment(shop, orderId, customer.token);
    expect(started.statusCode, started.body).toBe(200);
    const payment = started.json();
    expect(payment).toEqual({
      provider: 'test',
      paymentIntentId: expect.stringMatching(/^pi_test_[A-Za-z0-9]+$/),
      clientSecret: expect.stringMatching(/^pi_test_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      amount: ORDER_TOTAL_PAISE,
      currency: 'inr',
    });
    expect(payment.clientSecret.startsWith(`${payment.paymentIntentId}_secret_`)).toBe(true);
    // Card is chosen but unpaid: the order waits, still pending.
    expect(await orderStatus(shop, orderId)).toEqual({
      payment_status: 'unpaid',
      delivery_status: 'pending',
      payment_method: 'card',
    });

    const paid = await payWith(shop, payment.paymentIntentId, card(PAY));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      paymentIntentId: payment.paymentIntentId,
      status: 'succeeded',
      redirectUrl: `/order/confirm?payment_intent=${payment.paymentIntentId}&redirect_status=succeeded`,
    });

    const confirmed = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.order).toMatchObject({
      _id: orderId,
      price: 3750,
      shipping_fee: 20,
      payment_status: 'paid',
      delivery_status: 'placed',
      payment_method: 'card',
    });
    const state = await paymentState(shop, orderId);
    expect(state.sellerOrders.map((row) => [row.payment_status, row.delivery_status])).toEqual([
      ['paid', 'placed'],
      ['paid', 'placed'],
    ]);
    expect(state.payments).toEqual([
      expect.objectContaining({ provider: 'test', intent_id: payment.paymentIntentId, status: 'succeeded' }),
    ]);
    expect(state.testIntents).toEqual([
      expect.objectContaining({
        id: payment.paymentIntentId,
        amount: ORDER_TOTAL_PAISE,
        status: 'succeeded',
      }),
    ]);

    // Paying the same intent again is refused: it has already succeeded.
    const again = await payWith(shop, payment.paymentIntentId, card(PAY));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: expect.stringMatching(/already succeeded/) });
    // And a paid order cannot start another card payment.
    const restart = await startPayment(shop, orderId, customer.token);
    expect(restart.statusCode).toBe(409);
    expect(restart.json()).toEqual({ error: 'This order is already paid' });
  });

  it('places the order as soon as the payment succeeds, even if the shopper never comes back', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    expect((await payWith(shop, payment.paymentIntentId, card(PAY))).statusCode).toBe(200);
    expect(await orderStatus(shop, orderId)).toEqual({
      payment_status: 'paid',
      delivery_status: 'placed',
      payment_method: 'card',
    });
  });

  it.each([
    [DECLINE, 'generic_decline', /declined/],
    [NO_FUNDS, 'insufficient_funds', /insufficient funds/],
    [OTHER_CARD, 'card_declined', /test payments only.*4242 4242 4242 4242/],
  ])(
    'declines %s with 402 and the reason, and the intent can be paid with another card',
    async (number, code, reason) => {
      const { orderId, customer } = await placeOrder(shop, products);
      const payment = (await startPayment(shop, orderId, customer.token)).json();

      const refused = await payWith(shop, payment.paymentIntentId, card(number));
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({ error: expect.stringMatching(reason) });
      const state = await paymentState(shop, orderId);
      expect(state.testIntents).toEqual([
        expect.objectContaining({ status: 'requires_payment_method', last_error_code: code }),
      ]);
      expect(state.order[0]).toMatchObject({ payment_status: 'unpaid', delivery_status: 'pending' });

      // Confirming now is refused with the reason, and the order stays unpaid.
      const early = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: expect.stringMatching(/did not go through/) });
      expect(await orderStatus(shop, orderId)).toMatchObject({ payment_status: 'unpaid' });

      // Reloading the payment page gives back the same intent, not a second one that could also be charged.
      const reloaded = (await startPayment(shop, orderId, customer.token)).json();
      expect(reloaded.paymentIntentId).toBe(payment.paymentIntentId);

      const retried = await payWith(shop, payment.paymentIntentId, card(PAY));
      expect(retried.statusCode).toBe(200);
      expect((await confirm(shop, orderId, customer.token)).json().order.payment_status).toBe('paid');
      const after = await paymentState(shop, orderId);
      expect(after.testIntents).toEqual([
        expect.objectContaining({ status: 'succeeded', last_error_code: null, last_error_message: null }),
      ]);
    },
  );

  it('refuses malformed cards with 400 and a clear message, and leaves the intent as it was', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const before = await paymentState(shop, orderId);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [card('4242424242424241'), /card number is not valid/],
      [card('42424242'), /cardNumber/],
      [card('4242 4242 4242 4242'), /cardNumber/],
      [card(PAY, { expMonth: 13 }), /expMonth/],
      [card(PAY, { expMonth: lastMonth.getUTCMonth() + 1, expYear: lastMonth.getUTCFullYear() }), /expired/],
      [card(PAY, { expYear: 2001 }), /expired/],
      [card(PAY, { cvc: '1234' }), /CVC\) must be 3 digits/],
      [card(PAY, { cvc: '12' }), /cvc/],
      [card(PAY, { cvc: 123 }), /cvc/],
      [card(PAY, { amount: 1 }), /amount is not a known field/],
    ];
    for (const [details, message] of cases) {
      const response = await payWith(shop, payment.paymentIntentId, details);
      expect(response.statusCode, JSON.stringify(details)).toBe(400);
      expect(response.json(), JSON.stringify(details)).toEqual({ error: expect.stringMatching(message) });
    }
    expect(await paymentState(shop, orderId)).toEqual(before);

    // A card valid through this month is still accepted.
    const thisMonth = card(PAY, { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() });
    expect((await payWith(shop, payment.paymentIntentId, thisMonth)).statusCode).toBe(200);
  });

  it('answers 404 for a payment intent it does not know', async () => {
    const response = await payWith(shop, 'pi_test_000000000000000000000000', card(PAY));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('takes the amount from the stored order whatever the client sends or the catalogue becomes', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const { rows } = await shop.db.query<{ total: number }>(
      'SELECT price + shipping_fee AS total FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]?.total).toBe(3770);

    // The operation takes no body and no query: a client's figures are ignored or refused, never used.
    const tampered = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/card-payment?amount=100&price=1&currency=usd`,
      token: customer.token,
      payload: { amount: 100, price: 1, shipping_fee: 0, currency: 'usd' },
    });
    if (tampered.statusCode === 200) {
      expect(tampered.json()).toMatchObject({ amount: ORDER_TOTAL_PAISE, currency: 'inr' });
    } else {
      expect(tampered.statusCode).toBe(400);
    }

    // A price change after the order was placed does not change what the order costs.
    await shop.db.query('UPDATE products SET price = 5, discount = 0 WHERE id = ANY($1::uuid[])', [
      [products.kurta.id, products.lamp.id],
    ]);
    try {
      const started = await startPayment(shop, orderId, customer.token);
      expect(started.json().amount).toBe(ORDER_TOTAL_PAISE);
    } finally {
      await shop.db.query('UPDATE products SET price = 500, discount = 10 WHERE id = $1', [
        products.kurta.id,
      ]);
      await shop.db.query('UPDATE products SET price = 1200 WHERE id = $1', [products.lamp.id]);
    }
    const state = await paymentState(shop, orderId);
    expect(state.payments).toEqual([expect.objectContaining({ amount: ORDER_TOTAL_PAISE })]);
    expect(state.testIntents).toEqual([expect.objectContaining({ amount: ORDER_TOTAL_PAISE })]);
  });

  it('refuses to confirm an order whose payment has not succeeded, and the order stays unpaid', async () => {
    const { orderId, customer } = await placeOrder(shop, products);

    const nothingStarted = await confirm(shop, orderId, customer.token);
    expect(nothingStarted.statusCode).toBe(409);
    expect(nothingStarted.json()).toEqual({ error: 'No card payment was started for this order' });

    const payment = (await startPayment(shop, orderId, customer.token)).json();
    const before = await paymentState(shop, orderId);
    const notPaid = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toEqual({ error: 'No card payment has been made for this order yet' });

    // The redirect's payment_intent must be the order's own.
    const other = await placeOrder(shop, products, customer);
    const otherPayment = (await startPayment(shop, other.orderId, customer.token)).json();
    expect((await payWith(shop, otherPayment.paymentIntentId, card(PAY))).statusCode).toBe(200);
    const wrongIntent = await confirm(shop, orderId, customer.token, otherPayment.paymentIntentId);
    expect(wrongIntent.statusCode).toBe(409);
    expect(wrongIntent.json()).toEqual({ error: 'This payment is not the one of this order' });

    expect(await paymentState(shop, orderId)).toEqual(before);
  });

  it('refuses a succeeded payment that does not match the order', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    // As if the provider held a payment of ₹1 for this order: it must not pay a ₹3,770 order.
    await shop.db.query(`UPDATE test_payment_intents SET amount = 100, status = 'succeeded' WHERE id = $1`, [
      payment.paymentIntentId,
    ]);
    const response = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This card payment does not match the order' });
    expect(await orderStatus(shop, orderId)).toMatchObject({
      payment_status: 'unpaid',
      delivery_status: 'pending',
    });
  });

  it('gives the same answer when confirming twice and changes nothing the second time', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const payment = (await startPayment(shop, orderId, customer.token)).json();
    expect((await payWith(shop, payment.paymentIntentId, card(PAY))).statusCode).toBe(200);

    const first = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
    expect(first.statusCode).toBe(200);
    const after = await paymentState(shop, orderId);
    const second = await confirm(shop, orderId, customer.token, payment.paymentIntentId);
    const third = await confirm(shop, orderId, customer.token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect(await paymentState(shop, orderId)).toEqual(after);
  });

  it('refuses a card payment for a cancelled order or one set to cash on delivery', async () => {
    const cod = await placeOrder(shop, products);
    expect(
      (await shop.call({ method: 'POST', url: `/api/order/${cod.orderId}/cod`, token: cod.customer.token }))
        .statusCode,
    ).toBe(200);
    const afterCod = await startPayment(shop, cod.orderId, cod.customer.token);
    expect(afterCod.statusCode).toBe(409);
    expect(afterCod.json()).toEqual({ error: 'This order is set to be paid cash on delivery' });
    expect(await paymentState(shop, cod.orderId)).toMatchObject({ payments: [], testIntents: [] });

    const cancelled = await placeOrder(shop, products);
    await shop.db.query(`UPDATE orders SET delivery_status = 'cancelled' WHERE id = $1`, [cancelled.orderId]);
    const afterCancel = await startPayment(shop, cancelled.orderId, cancelled.customer.token);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toEqual({ error: 'This order was cancelled' });
    expect(await orderStatus(shop, cancelled.orderId)).toMatchObject({ payment_method: null });

    // A card payment started but not paid gives way to cash on delivery, and then cannot be started again.
    const card1 = await placeOrder(shop, products);
    expect((await startPayment(shop, card1.orderId, card1.customer.token)).statusCode).toBe(200);
    const codAfterCard = await shop.call({
      method: 'POST',
      url: `/api/order/${card1.orderId}/cod`,
      token: card1.customer.token,
    });
    expect(codAfterCard.statusCode).toBe(200);
    expect((await startPayment(shop, card1.orderId, card1.customer.token)).statusCode).toBe(409);
  });

  it('refuses another customer on every user-scoped payment operation and changes nothing', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    const stranger = await registerCustomer(shop, 'Kabir Rao');
    const stock = await stockOf(shop, products.kurta.id);

    const untouched = await paymentState(shop, orderId);
    const start = await startPayment(shop, orderId, stranger.token);
    expect(start.statusCode).toBe(403);
    expect(start.json()).toEqual({ error: expect.any(String) });
    expect(await paymentState(shop, orderId)).toEqual(untouched);

    const payment = (await startPayment(shop, orderId, customer.token)).json();
    expect((await payWith(shop, payment.paymentIntentId, card(DECLINE))).statusCode).toBe(402);
    const started = await paymentState(shop, orderId);
    for (const intentId of [payment.paymentIntentId, undefined]) {
      const response = await confirm(shop, orderId, stranger.token, intentId);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    const again = await startPayment(shop, orderId, stranger.token);
    expect(again.statusCode).toBe(403);
    expect(await paymentState(shop, orderId)).toEqual(started);
    expect(await stockOf(shop, products.kurta.id)).toBe(stock);
  });

  it('answers 401 without a token and 404 for an order that does not exist', async () => {
    const { orderId, customer } = await placeOrder(shop, products);
    expect((await startPayment(shop, orderId, undefined)).statusCode).toBe(401);
    expect((await confirm(shop, orderId, undefined)).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-0000000000aa';
    const start = await startPayment(shop, missing, customer.token);
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ error: 'This order does not exist' });
    expect((await confirm(shop, missing, customer.token)).statusCode).toBe(404);
    expect(await paymentState(shop, orderId)).toMatchObject({ payments: [], testIntents: [] });
  });

  it('refuses the Stripe webhook while the test provider is active', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'stripe-signature': 't=1,v1=abc' },
      payload: { id: 'evt_1', type: 'payment_intent.succeeded' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Stripe webhooks are not enabled on this server' });
  });
});
