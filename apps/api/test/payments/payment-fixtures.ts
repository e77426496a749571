import { expect } from 'vitest';
import { createProduct, createSeller, orderBody, type TestProduct } from '../orders/order-fixtures';
import { registerCustomer, type TestShop } from '../support/shop';

// Payments are tested on orders of products made here, priced so that every total can be worked out by hand.

export const PAY = '4242424242424242';
export const DECLINE = '4000000000000002';
export const NO_FUNDS = '4000000000009995';
/** Passes the Luhn check but is none of the test cards. */
export const OTHER_CARD = '5555555555554444';

/** A card that expires at the end of next year, so it is valid whenever the tests run. */
export const card = (cardNumber: string, extra: Partial<Record<string, unknown>> = {}) => ({
  cardNumber,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 1,
  cvc: '123',
  ...extra,
});

export interface PaymentProducts {
  /** ₹500 at 10% off: ₹450 each. */
  kurta: TestProduct;
  /** ₹1,200, another shop. */
  lamp: TestProduct;
}

export async function createPaymentProducts(shop: TestShop): Promise<PaymentProducts> {
  const kurtaShop = await createSeller(shop, 'Khadi Corner');
  const lampShop = await createSeller(shop, 'Brass and Clay');
  return {
    kurta: await createProduct(shop, { sellerId: kurtaShop, price: 500, discount: 10, stock: 500 }),
    lamp: await createProduct(shop, { sellerId: lampShop, price: 1200, stock: 500 }),
  };
}

/**
 * 3 kurtas (₹1,350, under ₹2,000: ₹20 shipping) and 2 lamps (₹2,400: free shipping) = ₹3,770 in all,
 * 3,77,000 paise.
 */
export const ORDER_TOTAL_PAISE = 377_000;

export async function placeOrder(shop: TestShop, products: PaymentProducts, customer?: Customer) {
  const buyer = customer ?? (await registerCustomer(shop));
  const response = await shop.call({
    method: 'POST',
    url: '/api/home/order/place-order',
    token: buyer.token,
    payload: orderBody(buyer.id, [
      { product: products.kurta, quantity: 3 },
      { product: products.lamp, quantity: 2 },
    ]),
  });
  expect(response.statusCode, response.body).toBe(201);
  const orderId: string = response.json().orderId;
  return { orderId, customer: buyer };
}

export type Customer = Awaited<ReturnType<typeof registerCustomer>>;

export const startPayment = (shop: TestShop, orderId: string, token: string | undefined) =>
  shop.call({ method: 'POST', url: `/api/order/${orderId}/card-payment`, token });

export const payWith = (shop: TestShop, paymentIntentId: string, details: Record<string, unknown>) =>
  shop.call({ method: 'POST', url: '/api/payment/test/confirm', payload: { paymentIntentId, ...details } });

export const confirm = (shop: TestShop, orderId: string, token: string | undefined, intentId?: string) =>
  shop.call({
    method: 'GET',
    url: `/api/order/confirm/${orderId}${intentId ? `?payment_intent=${intentId}` : ''}`,
    token,
  });

/**
 * Everything the database holds about an order's payment: the order, its seller orders, the shop's
 * payment records and the test provider's intents. Two snapshots are equal only if nothing changed.
 */
export async function paymentState(shop: TestShop, orderId: string) {
  const one = async (sql: string) => (await shop.db.query(sql, [orderId])).rows;
  return {
    order: await one(
      `SELECT price, shipping_fee, items, payment_status, delivery_status, payment_method,
              updated_at::text AS updated_at
         FROM orders WHERE id = $1`,
    ),
    sellerOrders: await one(
      `SELECT seller_id, price, shipping_fee, payment_status, delivery_status
         FROM seller_orders WHERE order_id = $1 ORDER BY seller_id`,
    ),
    payments: await one(
      `SELECT provider, intent_id, amount, status, updated_at::text AS updated_at
         FROM payments WHERE order_id = $1 ORDER BY provider`,
    ),
    testIntents: await one(
      `SELECT id, amount, currency, status, last_error_code, last_error_message, updated_at::text AS updated_at
         FROM test_payment_intents WHERE order_id = $1 ORDER BY id`,
    ),
  };
}

export async function orderStatus(shop: TestShop, orderId: string) {
  const { rows } = await shop.db.query<{
    payment_status: string;
    delivery_status: string;
    payment_method: string | null;
  }>('SELECT payment_status, delivery_status, payment_method FROM orders WHERE id = $1', [orderId]);
  return rows[0];
}
