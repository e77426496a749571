import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUnpaidOrders } from '../../src/orders/unpaid-order-sweep';
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
