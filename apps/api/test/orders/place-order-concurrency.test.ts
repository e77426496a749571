import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { createProduct, createSeller, orderBody, stockOf } from './order-fixtures';

// DESIGN §3: stock is taken by a conditional UPDATE in the order's transaction, so however many shoppers
// order at once, no more is sold than there is and stock never goes below zero.

describe('placing orders concurrently', () => {
  let shop: TestShop;
  let sellerId: string;

  beforeAll(async () => {
    shop = await createTestShop();
    sellerId = await createSeller(shop, 'Festival Sweets');
  });
  afterAll(() => shop?.close());

  it('sells exactly the 10 units there are to 50 shoppers ordering at the same time', async () => {
    const product = await createProduct(shop, { sellerId, price: 450, stock: 100, name: 'Kaju Katli Box' });
    await shop.db.query('UPDATE products SET stock = 10 WHERE id = $1', [product.id]);
    const customers = [];
    for (let i = 0; i < 50; i += 1) customers.push(await registerCustomer(shop, `Shopper ${i + 1}`));

    const responses = await Promise.all(
      customers.map((customer) =>
        shop.call({
          method: 'POST',
          url: '/api/home/order/place-order',
          token: customer.token,
          payload: orderBody(customer.id, [{ product, quantity: 1 }]),
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: expect.stringContaining('Kaju Katli Box') });
    }
    expect(await stockOf(shop, product.id)).toBe(0);
    const { rows } = await shop.db.query<{ orders: number; units: number }>(
      `SELECT count(DISTINCT order_id) AS orders, sum(quantity)::integer AS units
         FROM order_lines WHERE product_id = $1`,
      [product.id],
    );
    expect(rows[0]).toEqual({ orders: 10, units: 10 });
    const placed = responses.filter((r) => r.statusCode === 201).map((r) => r.json().orderId);
    expect(new Set(placed).size).toBe(10);
  });

  it('never deadlocks or oversells when orders take the same products in opposite orders', async () => {
    const first = await createProduct(shop, { sellerId, price: 100, stock: 15 });
    const second = await createProduct(shop, { sellerId, price: 200, stock: 15 });
    const customers = [];
    for (let i = 0; i < 20; i += 1) customers.push(await registerCustomer(shop, `Buyer ${i + 1}`));

    const responses = await Promise.all(
      customers.map((customer, index) =>
        shop.call({
          method: 'POST',
          url: '/api/home/order/place-order',
          token: customer.token,
          payload: orderBody(
            customer.id,
            index % 2 === 0
              ? [
                  { product: first, quantity: 1 },
                  { product: second, quantity: 1 },
                ]
              : [
                  { product: second, quantity: 1 },
                  { product: first, quantity: 1 },
                ],
          ),
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(15);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await stockOf(shop, first.id)).toBe(0);
    expect(await stockOf(shop, second.id)).toBe(0);
  });
});
