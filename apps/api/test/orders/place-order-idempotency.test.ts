import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import {
  addToCartDirectly,
  createProduct,
  createSeller,
  orderBody,
  orderCount,
  stockOf,
  type TestProduct,
} from './order-fixtures';

// DESIGN §3 "Orders are idempotent": the same Idempotency-Key from the same customer within 24 hours answers
// the first order instead of creating another (Back, then Place Order again, made a second order before).

const URL = '/api/home/order/place-order';

describe('placeOrder with an Idempotency-Key', () => {
  let shop: TestShop;
  let sellerId: string;

  beforeAll(async () => {
    shop = await createTestShop();
    sellerId = await createSeller(shop, 'Chai Point');
  });
  afterAll(() => shop?.close());

  const place = (
    customer: { id: string; token: string },
    product: TestProduct,
    key: string | undefined,
    quantity = 1,
  ) =>
    shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      headers: key === undefined ? {} : { 'idempotency-key': key },
      payload: orderBody(customer.id, [{ product, quantity }]),
    });

  it('answers the same key twice with one order: the same status and body, stock taken once', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 540, stock: 10, name: 'Masala Chai Tin' });
    const key = randomUUID();

    const first = await place(customer, product, key);
    const second = await place(customer, product, key);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual({
      orderId: expect.any(String),
      price: 540,
      shipping_fee: 20,
      items: 1,
      message: expect.any(String),
    });
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount(shop, customer.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(9);
  });

  it('makes one order of many requests with the same key arriving at once', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 560, stock: 10, name: 'Tulsi Green Tea' });
    const key = randomUUID();

    const responses = await Promise.all(Array.from({ length: 8 }, () => place(customer, product, key)));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(201));
    const ids = new Set(responses.map((response) => response.json().orderId));
    expect(ids.size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      7,
    );
    expect(await orderCount(shop, customer.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(9);
    const { rows } = await shop.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM seller_orders WHERE order_id = $1',
      [[...ids][0]],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps another customer's same key apart: each gets an order of their own", async () => {
    const asha = await registerCustomer(shop, 'Asha Verma');
    const ravi = await registerCustomer(shop, 'Ravi Kumar');
    const product = await createProduct(shop, { sellerId, price: 300, stock: 10 });
    const key = randomUUID();

    const ashas = await place(asha, product, key);
    const ravis = await place(ravi, product, key);

    expect(ashas.statusCode).toBe(201);
    expect(ravis.statusCode).toBe(201);
    expect(ravis.json().orderId).not.toBe(ashas.json().orderId);
    expect(ravis.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(shop, asha.id)).toBe(1);
    expect(await orderCount(shop, ravi.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(8);
  });

  it('places a new order for a key last used more than 24 hours ago', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 250, stock: 10 });
    const key = randomUUID();
    const first = await place(customer, product, key);
    await shop.db.query(
      "UPDATE order_idempotency_keys SET created_at = now() - interval '24 hours 1 minute' WHERE customer_id = $1",
      [customer.id],
    );

    const later = await place(customer, product, key);

    expect(later.statusCode).toBe(201);
    expect(later.json().orderId).not.toBe(first.json().orderId);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(shop, customer.id)).toBe(2);
    // And the key now answers the new order for the next 24 hours.
    const again = await place(customer, product, key);
    expect(again.json().orderId).toBe(later.json().orderId);
    expect(await stockOf(shop, product.id)).toBe(8);
  });

  it('still answers within 24 hours', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 250, stock: 10 });
    const key = randomUUID();
    const first = await place(customer, product, key);
    await shop.db.query(
      "UPDATE order_idempotency_keys SET created_at = now() - interval '23 hours 59 minutes' WHERE customer_id = $1",
      [customer.id],
    );

    const again = await place(customer, product, key);

    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await orderCount(shop, customer.id)).toBe(1);
  });

  it('refuses the same key for a different order with 422 and creates nothing', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 199, stock: 10 });
    const key = randomUUID();
    await place(customer, product, key, 1);

    const changed = await place(customer, product, key, 2);

    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({
      error: 'This Idempotency-Key was already used for a different order; send a new key for a new order',
    });
    expect(await orderCount(shop, customer.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(9);
  });

  it('answers a retry even though the first order took its cart lines and the last of the stock', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 1200, stock: 2 });
    const cartLineId = await addToCartDirectly(shop, customer.id, product.id, 2);
    const key = randomUUID();
    const request = () =>
      shop.call({
        method: 'POST',
        url: URL,
        token: customer.token,
        headers: { 'idempotency-key': key },
        payload: orderBody(customer.id, [{ product, quantity: 2, cartLineId }]),
      });

    const first = await request();
    const retry = await request();

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await stockOf(shop, product.id)).toBe(0);
  });

  it('leaves the key unused when the order is refused, so the same key places it once possible', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 800, stock: 1, name: 'Brass Kettle' });
    const key = randomUUID();

    const refused = await place(customer, product, key, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: expect.stringContaining('Brass Kettle') });

    await shop.db.query('UPDATE products SET stock = 5 WHERE id = $1', [product.id]);
    const placed = await place(customer, product, key, 2);
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(shop, customer.id)).toBe(1);
  });

  it('takes the quoted form of the IETF draft as the same key', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 150, stock: 10 });
    const key = randomUUID();

    const bare = await place(customer, product, key);
    const quoted = await place(customer, product, `"${key}"`);

    expect(quoted.json().orderId).toBe(bare.json().orderId);
    expect(await orderCount(shop, customer.id)).toBe(1);
  });

  it('places a new order on every call without a key, as clients before the header did', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId, price: 150, stock: 10 });

    const first = await place(customer, product, undefined);
    const second = await place(customer, product, undefined);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    expect(await orderCount(shop, customer.id)).toBe(2);
  });

  const notAKey =
    'Idempotency-Key must be one key of 16 to 255 letters, digits or - _ . : ~ (a UUID is a good key)';
  it.each([
    ['empty', '', notAKey],
    ['too short', 'abc123', notAKey],
    ['too long', 'k'.repeat(256), notAKey],
    ['with spaces', 'my order key number one', notAKey],
    ['two keys (a repeated header)', `${randomUUID()}, ${randomUUID()}`, notAKey],
    // Refused before the handler, by the rule every request value follows (docs/security.md).
    ['a NUL byte', `${randomUUID()}\u0000`, 'idempotency-key must not contain the NUL character (U+0000)'],
    ['non-ASCII', `${randomUUID()}-ऑर्डर`, notAKey],
    ['half quoted', `"${randomUUID()}`, notAKey],
  ])(
    'refuses a key that is not a sensible token (%s) with 400 and creates nothing',
    async (_, key, error) => {
      const customer = await registerCustomer(shop);
      const product = await createProduct(shop, { sellerId, price: 150, stock: 10 });

      const response = await place(customer, product, key);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
      expect(await orderCount(shop, customer.id)).toBe(0);
      expect(await stockOf(shop, product.id)).toBe(10);
    },
  );
});
