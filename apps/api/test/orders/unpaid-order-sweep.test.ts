import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cancelUnpaidOrders, UNPAID_ORDER_SWEEP_LOCK_KEY } from '../../src/orders/unpaid-order-sweep';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { createProduct, createSeller, orderBody, stockOf, type TestProduct } from './order-fixtures';

// DESIGN §3: an order with no payment method after 30 minutes is cancelled and its stock restored.

describe('the unpaid-order sweep', () => {
  let shop: TestShop;
  let product: TestProduct;

  beforeAll(async () => {
    shop = await createTestShop();
    const sellerId = await createSeller(shop, 'Spice Route');
    product = await createProduct(shop, { sellerId, price: 300, stock: 50 });
  });
  afterAll(() => shop?.close());

  async function placeOrder(quantity: number, minutesAgo: number) {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      payload: orderBody(customer.id, [{ product, quantity }]),
    });
    expect(response.statusCode).toBe(201);
    const orderId: string = response.json().orderId;
    await shop.db.query(
      `UPDATE orders SET created_at = now() - make_interval(mins => $2::integer) WHERE id = $1`,
      [orderId, minutesAgo],
    );
    return { orderId, customer };
  }

  async function statusOf(orderId: string) {
    const { rows } = await shop.db.query<{ delivery_status: string }>(
      'SELECT delivery_status FROM orders WHERE id = $1',
      [orderId],
    );
    return rows[0]?.delivery_status;
  }

  it('cancels orders left without a payment method too long and gives their stock back', async () => {
    const start = await stockOf(shop, product.id);
    const expired = await placeOrder(4, 31);
    const fresh = await placeOrder(2, 5);
    const chosen = await placeOrder(3, 45);
    const cod = await shop.call({
      method: 'POST',
      url: `/api/order/${chosen.orderId}/cod`,
      token: chosen.customer.token,
    });
    expect(cod.statusCode).toBe(200);
    expect(await stockOf(shop, product.id)).toBe(start - 9);

    expect(await cancelUnpaidOrders(shop.db, 30)).toEqual([expired.orderId]);

    expect(await statusOf(expired.orderId)).toBe('cancelled');
    expect(await statusOf(fresh.orderId)).toBe('pending');
    expect(await statusOf(chosen.orderId)).toBe('placed');
    expect(await stockOf(shop, product.id)).toBe(start - 5);
    const { rows } = await shop.db.query('SELECT delivery_status FROM seller_orders WHERE order_id = $1', [
      expired.orderId,
    ]);
    expect(rows).toEqual([{ delivery_status: 'cancelled' }]);

    // Running again finds nothing more and gives nothing back twice.
    expect(await cancelUnpaidOrders(shop.db, 30)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(start - 5);

    // Too late for cash on delivery now.
    const late = await shop.call({
      method: 'POST',
      url: `/api/order/${expired.orderId}/cod`,
      token: expired.customer.token,
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('the unpaid-order sweep on several instances', () => {
  let shop: TestShop;
  let product: TestProduct;

  beforeAll(async () => {
    shop = await createTestShop();
    const sellerId = await createSeller(shop, 'Monsoon Weaves');
    product = await createProduct(shop, { sellerId, price: 450, stock: 20 });
  });
  afterAll(() => shop?.close());

  async function overdueOrder(quantity: number) {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      payload: orderBody(customer.id, [{ product, quantity }]),
    });
    expect(response.statusCode).toBe(201);
    const orderId: string = response.json().orderId;
    await shop.db.query(`UPDATE orders SET created_at = now() - interval '40 minutes' WHERE id = $1`, [
      orderId,
    ]);
    return orderId;
  }

  it('cancels an overdue order exactly once when two sweeps run at the same time', async () => {
    const start = await stockOf(shop, product.id);
    const orderId = await overdueOrder(3);
    expect(await stockOf(shop, product.id)).toBe(start - 3);

    const [first, second] = await Promise.all([
      cancelUnpaidOrders(shop.db, 30),
      cancelUnpaidOrders(shop.db, 30),
    ]);
    expect([...first, ...second]).toEqual([orderId]);
    expect(await stockOf(shop, product.id)).toBe(start);
  });

  // Another instance's sweep is simulated by a transaction holding the sweep's lock. On the embedded database
  // one transaction runs at a time, so no sweep can run beside another there (the test above covers it).
  it.skipIf(!inject('postgresUrl'))(
    "leaves the overdue orders to another instance's sweep under way instead of waiting for it",
    async () => {
      const start = await stockOf(shop, product.id);
      const orderId = await overdueOrder(2);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const otherInstance = shop.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [UNPAID_ORDER_SWEEP_LOCK_KEY]);
        locked();
        await held;
      });
      try {
        await isLocked;
        expect(await cancelUnpaidOrders(shop.db, 30)).toEqual([]);
        expect(await stockOf(shop, product.id)).toBe(start - 2);
      } finally {
        release();
        await otherInstance;
      }
      // Once that sweep is over, the next one takes the lock again.
      expect(await cancelUnpaidOrders(shop.db, 30)).toEqual([orderId]);
      expect(await stockOf(shop, product.id)).toBe(start);
    },
  );
});
