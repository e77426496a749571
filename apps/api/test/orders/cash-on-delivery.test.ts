import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { createProduct, createSeller, orderBody, SHIPPING_INFO, type TestProduct } from './order-fixtures';

describe('chooseCashOnDelivery', () => {
  let shop: TestShop;
  let firstSeller: string;
  let secondSeller: string;
  let lamp: TestProduct;
  let rug: TestProduct;

  beforeAll(async () => {
    shop = await createTestShop();
    firstSeller = await createSeller(shop, 'Diya Lights');
    secondSeller = await createSeller(shop, 'Jaipur Rugs');
    lamp = await createProduct(shop, { sellerId: firstSeller, price: 600, stock: 100 });
    rug = await createProduct(shop, { sellerId: secondSeller, price: 2500, discount: 10, stock: 100 });
  });
  afterAll(() => shop?.close());

  async function placeOrder(customer: { id: string; token: string }): Promise<string> {
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: lamp, quantity: 1 },
        { product: rug, quantity: 1 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    return response.json().orderId;
  }

  async function orderState(orderId: string) {
    const { rows } = await shop.db.query(
      'SELECT payment_method, payment_status, delivery_status, updated_at FROM orders WHERE id = $1',
      [orderId],
    );
    const { rows: subOrders } = await shop.db.query(
      'SELECT delivery_status FROM seller_orders WHERE order_id = $1 ORDER BY seller_id',
      [orderId],
    );
    return { order: rows[0], subOrders: subOrders.map((row) => row.delivery_status) };
  }

  it('records cash on delivery: the order is placed and stays unpaid', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);

    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });

    expect(response.statusCode).toBe(200);
    // 600 (₹20) + 2250 (free): 2850 and ₹20.
    expect(response.json()).toEqual({
      message: expect.any(String),
      order: expect.objectContaining({
        _id: orderId,
        price: 2850,
        shipping_fee: 20,
        items: 2,
        payment_method: 'cod',
        payment_status: 'unpaid',
        delivery_status: 'placed',
        shippingInfo: SHIPPING_INFO,
      }),
    });
    const state = await orderState(orderId);
    expect(state.order).toMatchObject({
      payment_method: 'cod',
      payment_status: 'unpaid',
      delivery_status: 'placed',
    });
    expect(state.subOrders).toEqual(['placed', 'placed']);
  });

  it('answers the same order unchanged when chosen twice', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);
    const first = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });
    const afterFirst = await orderState(orderId);

    const second = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });

    expect(second.statusCode).toBe(200);
    expect(second.json().order).toEqual(first.json().order);
    expect(await orderState(orderId)).toEqual(afterFirst);
  });

  it('refuses a cancelled order with 409 and leaves it cancelled', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);
    await shop.db.query("UPDATE orders SET delivery_status = 'cancelled' WHERE id = $1", [orderId]);

    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });

    expect(response.statusCode).toBe(409);
    expect(typeof response.json().error).toBe('string');
    expect((await orderState(orderId)).order).toMatchObject({
      payment_method: null,
      delivery_status: 'cancelled',
    });
  });

  it('replaces a card payment started but not paid, and the card can no longer pay it', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);
    const started = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/card-payment`,
      token: customer.token,
    });
    expect(started.statusCode).toBe(200);
    const { paymentIntentId } = started.json();

    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });

    expect(response.statusCode).toBe(200);
    expect((await orderState(orderId)).order).toMatchObject({
      payment_method: 'cod',
      payment_status: 'unpaid',
      delivery_status: 'placed',
    });
    const late = await shop.call({
      method: 'POST',
      url: '/api/payment/test/confirm',
      payload: { paymentIntentId, cardNumber: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect((await orderState(orderId)).order).toMatchObject({
      payment_method: 'cod',
      payment_status: 'unpaid',
    });
  });

  it('refuses a paid order with 409', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);
    await shop.db.query(
      "UPDATE orders SET payment_method = 'card', payment_status = 'paid', delivery_status = 'placed' WHERE id = $1",
      [orderId],
    );
    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: customer.token,
    });
    expect(response.statusCode).toBe(409);
    expect((await orderState(orderId)).order).toMatchObject({
      payment_method: 'card',
      payment_status: 'paid',
    });
  });

  it("answers 403 for another customer's order and changes nothing", async () => {
    const customer = await registerCustomer(shop);
    const other = await registerCustomer(shop, 'Arjun Rao');
    const orderId = await placeOrder(customer);
    const before = await orderState(orderId);

    const response = await shop.call({
      method: 'POST',
      url: `/api/order/${orderId}/cod`,
      token: other.token,
    });

    expect(response.statusCode).toBe(403);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(await orderState(orderId)).toEqual(before);
  });

  it('answers 404 for an order that does not exist', async () => {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: '/api/order/00000000-0000-4000-8000-000000000003/cod',
      token: customer.token,
    });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers 401 without a token and changes nothing', async () => {
    const customer = await registerCustomer(shop);
    const orderId = await placeOrder(customer);
    const before = await orderState(orderId);
    const response = await shop.call({ method: 'POST', url: `/api/order/${orderId}/cod` });
    expect(response.statusCode).toBe(401);
    expect(await orderState(orderId)).toEqual(before);
  });
});
