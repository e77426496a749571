import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrders } from '../../src/orders/unpaid-order-sweep';
import { stockOf } from '../orders/order-fixtures';
import { createTestShop, type TestShop } from '../support/shop';
import {
  card,
  confirm,
  createPaymentProducts,
  DECLINE,
  orderStatus,
  PAY,
  type PaymentProducts,
  paymentState,
  payWith,
  placeOrder,
  startPayment,
} from './payment-fixtures';

// The unpaid-order sweep and card payments: choosing card does not hold the stock for ever. A card order
// still unpaid UNPAID_ORDER_MINUTES after the shopper's last card activity is cancelled like an order with no
// method, its stock goes back and its payment can no longer be made.

const MINUTES = 30;

describe('the unpaid-order sweep and card orders', () => {
  let shop: TestShop;
  let products: PaymentProducts;

  beforeAll(async () => {
    shop = await createTestShop();
    products = await createPaymentProducts(shop);
  });
  afterAll(() => shop?.close());

  /** Moves an order's history back: placed `placed` minutes ago, last card activity `card` minutes ago. */
  async function age(orderId: string, placed: number, card: number) {
    await shop.db.query(
      `UPDATE orders SET created_at = now() - make_interval(mins => $2::integer),
                         updated_at = now() - make_interval(mins => $3::integer)
        WHERE id = $1`,
      [orderId, placed, card],
    );
    await shop.db.query(
      `UPDATE payments SET created_at = now() - make_interval(mins => $2::integer),
                           updated_at = now() - make_interval(mins => $2::integer)
        WHERE order_id = $1`,
      [orderId, card],
    );
  }

  /** The sweep's answer among these orders only (other files' orders are not in this database). */
  const sweep = async (ids: string[]) =>
    (await cancelUnpaidOrders(shop.db, MINUTES)).filter((id) => ids.includes(id)).sort();

  it('cancels a card order never paid, gives its stock back and stops its payment', async () => {
    const kurtas = await stockOf(shop, products.kurta.id);
    const lamps = await stockOf(shop, products.lamp.id);
    const abandoned = await placeOrder(shop, products);
    const payment = (await startPayment(shop, abandoned.orderId, abandoned.customer.token)).json();
    expect((await payWith(shop, payment.paymentIntentId, card(DECLINE))).statusCode).toBe(402);
    await age(abandoned.orderId, 50, 31);
    expect(await stockOf(shop, products.kurta.id)).toBe(kurtas - 3);

    expect(await sweep([abandoned.orderId])).toEqual([abandoned.orderId]);

    expect(await orderStatus(shop, abandoned.orderId)).toEqual({
      payment_status: 'unpaid',
      delivery_status: 'cancelled',
      payment_method: 'card',
    });
    expect(await stockOf(shop, products.kurta.id)).toBe(kurtas);
    expect(await stockOf(shop, products.lamp.id)).toBe(lamps);
    const state = await paymentState(shop, abandoned.orderId);
    expect(state.sellerOrders.map((row) => row.delivery_status)).toEqual(['cancelled', 'cancelled']);
    expect(state.testIntents).toEqual([expect.objectContaining({ status: 'canceled' })]);
    expect(state.payments).toEqual([expect.objectContaining({ status: 'canceled' })]);

    // No money can be taken for it now, and nothing brings it back.
    const late = await payWith(shop, payment.paymentIntentId, card(PAY));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: expect.stringMatching(/cancelled/) });
    expect((await startPayment(shop, abandoned.orderId, abandoned.customer.token)).statusCode).toBe(409);
    expect((await confirm(shop, abandoned.orderId, abandoned.customer.token)).statusCode).toBe(409);
    expect(await orderStatus(shop, abandoned.orderId)).toMatchObject({ delivery_status: 'cancelled' });

    // A second run finds nothing more and gives nothing back twice.
    expect(await sweep([abandoned.orderId])).toEqual([]);
    expect(await stockOf(shop, products.kurta.id)).toBe(kurtas);
  });

  it('counts from the last card activity, not from when the order was placed', async () => {
    // Placed 45 minutes ago, card chosen 10 minutes ago: the shopper is still paying.
    const paying = await placeOrder(shop, products);
    await startPayment(shop, paying.orderId, paying.customer.token);
    await age(paying.orderId, 45, 10);
    // Card chosen 40 minutes ago, but a card was tried 5 minutes ago.
    const retrying = await placeOrder(shop, products);
    const payment = (await startPayment(shop, retrying.orderId, retrying.customer.token)).json();
    await age(retrying.orderId, 45, 40);
    expect((await payWith(shop, payment.paymentIntentId, card(DECLINE))).statusCode).toBe(402);
    await shop.db.query(`UPDATE orders SET updated_at = now() - make_interval(mins => 40) WHERE id = $1`, [
      retrying.orderId,
    ]);
    // Card chosen 31 minutes ago but the provider never recorded an intent (it failed): cancelled.
    const noIntent = await placeOrder(shop, products);
    await shop.db.query(`UPDATE orders SET payment_method = 'card' WHERE id = $1`, [noIntent.orderId]);
    await age(noIntent.orderId, 40, 31);

    expect(await sweep([paying.orderId, retrying.orderId, noIntent.orderId])).toEqual([noIntent.orderId]);
    expect(await orderStatus(shop, paying.orderId)).toMatchObject({ delivery_status: 'pending' });
    expect(await orderStatus(shop, retrying.orderId)).toMatchObject({ delivery_status: 'pending' });
  });

  it('never cancels a card order that is paid, or whose payment has succeeded', async () => {
    const paid = await placeOrder(shop, products);
    const payment = (await startPayment(shop, paid.orderId, paid.customer.token)).json();
    expect((await payWith(shop, payment.paymentIntentId, card(PAY))).statusCode).toBe(200);
    await age(paid.orderId, 120, 120);

    // Succeeded at the provider but not yet settled (as with a Stripe payment whose webhook is late).
    const settling = await placeOrder(shop, products);
    const intent = (await startPayment(shop, settling.orderId, settling.customer.token)).json();
    await shop.db.query(`UPDATE payments SET status = 'succeeded' WHERE intent_id = $1`, [
      intent.paymentIntentId,
    ]);
    await age(settling.orderId, 120, 120);

    expect(await sweep([paid.orderId, settling.orderId])).toEqual([]);
    expect(await orderStatus(shop, paid.orderId)).toMatchObject({
      payment_status: 'paid',
      delivery_status: 'placed',
    });
    expect(await orderStatus(shop, settling.orderId)).toMatchObject({ delivery_status: 'pending' });
  });
});
