import { DASHBOARD_COUNT_FILTERS, ORDER_FILTERS } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { createProduct, createSeller, orderBody, SHIPPING_INFO, type TestProduct } from './order-fixtures';

// getOrders, getOrderDetails and getDashboardData: what a customer sees of their own orders.

describe('order history', () => {
  let shop: TestShop;
  let sellerId: string;
  let kettle: TestProduct;

  beforeAll(async () => {
    shop = await createTestShop();
    sellerId = await createSeller(shop, 'Chai Corner');
    // 850 at 20% → 680.
    kettle = await createProduct(shop, {
      sellerId,
      price: 850,
      discount: 20,
      stock: 1000,
      name: 'Copper Kettle',
    });
  });
  afterAll(() => shop?.close());

  async function placeOrders(
    customer: { id: string; token: string },
    quantities: number[],
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const quantity of quantities) {
      const response = await shop.call({
        method: 'POST',
        url: '/api/home/order/place-order',
        token: customer.token,
        payload: orderBody(customer.id, [{ product: kettle, quantity }]),
      });
      expect(response.statusCode).toBe(201);
      ids.push(response.json().orderId);
    }
    return ids;
  }

  async function setStatus(orderId: string, status: string) {
    await shop.db.query('UPDATE orders SET delivery_status = $2 WHERE id = $1', [orderId, status]);
  }

  /** Spreads the orders one minute apart, the first oldest, so "newest first" does not hang on a tie. */
  async function ageInOrder(orderIds: string[]) {
    for (const [index, orderId] of orderIds.entries()) {
      await shop.db.query(
        `UPDATE orders SET created_at = now() - make_interval(mins => $2::integer) WHERE id = $1`,
        [orderId, orderIds.length - index],
      );
    }
  }

  describe('getOrders', () => {
    it('pages the orders newest first, 10 a page, with the total of all pages', async () => {
      const customer = await registerCustomer(shop);
      const ids = await placeOrders(customer, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      await ageInOrder(ids);
      const newestFirst = [...ids].reverse();

      const first = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all`,
        token: customer.token,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().totalOrder).toBe(12);
      expect(first.json().orders.map((order: { _id: string }) => order._id)).toEqual(
        newestFirst.slice(0, 10),
      );

      const second = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all?pageNumber=2`,
        token: customer.token,
      });
      expect(second.json().totalOrder).toBe(12);
      expect(second.json().orders.map((order: { _id: string }) => order._id)).toEqual(newestFirst.slice(10));

      const beyond = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all?pageNumber=9999999999999`,
        token: customer.token,
      });
      expect(beyond.statusCode).toBe(200);
      expect(beyond.json()).toEqual({ orders: [], totalOrder: 12 });
    });

    it('answers each order in full, amounts from the snapshot', async () => {
      const customer = await registerCustomer(shop);
      const [orderId] = await placeOrders(customer, [3]);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all`,
        token: customer.token,
      });
      expect(response.json().orders).toEqual([
        {
          _id: orderId,
          price: 2040,
          shipping_fee: 0,
          items: 3,
          payment_status: 'unpaid',
          delivery_status: 'pending',
          payment_method: null,
          date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          shippingInfo: SHIPPING_INFO,
          products: [
            {
              _id: kettle.id,
              name: 'Copper Kettle',
              slug: kettle.slug,
              brand: 'Acme',
              images: [`/images/products/${kettle.slug}-1.svg`, `/images/products/${kettle.slug}-2.svg`],
              price: 850,
              discount: 20,
              quantity: 3,
            },
          ],
        },
      ]);
    });

    it('filters by delivery status', async () => {
      const customer = await registerCustomer(shop);
      const [pending, placed, delivered, cancelled, warehouse, processing] = await placeOrders(
        customer,
        [1, 1, 1, 1, 1, 1],
      );
      if (!pending || !placed || !delivered || !cancelled || !warehouse || !processing)
        throw new Error('setup');
      await setStatus(placed, 'placed');
      await setStatus(delivered, 'delivered');
      await setStatus(cancelled, 'cancelled');
      await setStatus(warehouse, 'warehouse');
      await setStatus(processing, 'processing');

      const expected: Record<string, string[]> = {
        pending: [pending],
        placed: [placed],
        delivered: [delivered],
        cancelled: [cancelled],
        warehouse: [warehouse],
      };
      for (const [status, ids] of Object.entries(expected)) {
        const response = await shop.call({
          method: 'GET',
          url: `/api/home/coustomer/get-orders/${customer.id}/${status}`,
          token: customer.token,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().totalOrder, status).toBe(1);
        expect(
          response
            .json()
            .orders.map((order: { _id: string; delivery_status: string }) => [
              order._id,
              order.delivery_status,
            ]),
        ).toEqual(ids.map((id) => [id, status]));
      }

      const all = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all`,
        token: customer.token,
      });
      expect(all.json().totalOrder).toBe(6);
    });

    it('refuses a status that is not a filter with 400', async () => {
      const customer = await registerCustomer(shop);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/shipped`,
        token: customer.token,
      });
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error).toBe('string');
    });

    it("answers 403 for another customer's orders and shows nothing of them", async () => {
      const customer = await registerCustomer(shop);
      const other = await registerCustomer(shop, 'Arjun Rao');
      await placeOrders(customer, [1]);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all`,
        token: other.token,
      });
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json())).toEqual(['error']);
    });

    it('answers 401 without a token', async () => {
      const customer = await registerCustomer(shop);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-orders/${customer.id}/all`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('getOrderDetails', () => {
    it('answers the order with its shipping info and the products as they were bought', async () => {
      const customer = await registerCustomer(shop);
      const product = await createProduct(shop, { sellerId, price: 400, discount: 5, name: 'Brass Lamp' });
      const response = await shop.call({
        method: 'POST',
        url: '/api/home/order/place-order',
        token: customer.token,
        payload: orderBody(customer.id, [{ product, quantity: 2 }]),
      });
      const orderId = response.json().orderId;
      // The product changes after the order: the order keeps what was bought.
      await shop.db.query(
        "UPDATE products SET name = 'Renamed Lamp', price = 9999, discount = 0 WHERE id = $1",
        [product.id],
      );

      const details = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-order-details/${orderId}`,
        token: customer.token,
      });
      expect(details.statusCode).toBe(200);
      // 400 at 5% → 380; 2 × 380 = 760, below ₹2,000: ₹20.
      expect(details.json().order).toMatchObject({
        _id: orderId,
        price: 760,
        shipping_fee: 20,
        items: 2,
        shippingInfo: SHIPPING_INFO,
        products: [{ _id: product.id, name: 'Brass Lamp', price: 400, discount: 5, quantity: 2 }],
      });
    });

    it("answers 403 for another customer's order", async () => {
      const customer = await registerCustomer(shop);
      const other = await registerCustomer(shop, 'Arjun Rao');
      const [orderId] = await placeOrders(customer, [1]);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-order-details/${orderId}`,
        token: other.token,
      });
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json())).toEqual(['error']);
    });

    it('answers 404 for an order that does not exist', async () => {
      const customer = await registerCustomer(shop);
      const response = await shop.call({
        method: 'GET',
        url: '/api/home/coustomer/get-order-details/00000000-0000-4000-8000-000000000002',
        token: customer.token,
      });
      expect(response.statusCode).toBe(404);
      expect(typeof response.json().error).toBe('string');
    });

    it('answers 401 without a token', async () => {
      const customer = await registerCustomer(shop);
      const [orderId] = await placeOrders(customer, [1]);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-order-details/${orderId}`,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('getDashboardData', () => {
    it('counts all, pending and cancelled orders as the filters list them and lists the five newest', async () => {
      const customer = await registerCustomer(shop);
      const ids = await placeOrders(customer, [1, 1, 1, 1, 1, 1, 1, 1]);
      await ageInOrder(ids);
      const [a, b, c, d, e, f] = ids;
      if (!a || !b || !c || !d || !e || !f) throw new Error('setup');
      await setStatus(a, 'delivered');
      await setStatus(b, 'cancelled');
      await setStatus(c, 'cancelled');
      await setStatus(d, 'placed');
      await setStatus(e, 'processing');
      await setStatus(f, 'warehouse');
      // Left pending: the two newest.

      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
        token: customer.token,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.totalOrder).toBe(8);
      // Only the two still waiting for a payment method: placed, processing and warehouse are not pending.
      expect(body.pendingOrder).toBe(2);
      expect(body.cancelledOrder).toBe(2);
      expect(body.recentOrders.map((order: { _id: string }) => order._id)).toEqual(
        [...ids].reverse().slice(0, 5),
      );
      expect(body.recentOrders[0].products).toHaveLength(1);
    });

    it('answers each count as the length of the My Orders list under its filter, with orders in every state', async () => {
      const customer = await registerCustomer(shop);
      // 2 pending, 3 placed (2 cash on delivery as a shopper chooses it, 1 paid by card), 1 processing,
      // 1 warehouse, 1 delivered, 2 cancelled: ten, one page.
      const ids = await placeOrders(customer, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      const [, , codA, codB, card, processing, warehouse, delivered, cancelledA, cancelledB] = ids;
      for (const orderId of [codA, codB]) {
        const cod = await shop.call({
          method: 'POST',
          url: `/api/order/${orderId}/cod`,
          token: customer.token,
        });
        expect(cod.statusCode).toBe(200);
      }
      await shop.db.query(
        "UPDATE orders SET delivery_status = 'placed', payment_status = 'paid', payment_method = 'card' WHERE id = $1",
        [card],
      );
      for (const [orderId, status] of [
        [processing, 'processing'],
        [warehouse, 'warehouse'],
        [delivered, 'delivered'],
        [cancelledA, 'cancelled'],
        [cancelledB, 'cancelled'],
      ] as const) {
        if (!orderId) throw new Error('setup');
        await setStatus(orderId, status);
      }

      const listed: Record<string, number> = {};
      for (const filter of ORDER_FILTERS) {
        const response = await shop.call({
          method: 'GET',
          url: `/api/home/coustomer/get-orders/${customer.id}/${filter}`,
          token: customer.token,
        });
        expect(response.statusCode).toBe(200);
        // Below one page, so the page's rows are the whole list and must agree with its total.
        expect(response.json().orders, filter).toHaveLength(response.json().totalOrder);
        listed[filter] = response.json().totalOrder;
      }
      expect(listed).toEqual({ all: 10, pending: 2, placed: 3, warehouse: 1, delivered: 1, cancelled: 2 });

      const dashboard = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
        token: customer.token,
      });
      expect(dashboard.statusCode).toBe(200);
      const body = dashboard.json();
      for (const [count, filter] of Object.entries(DASHBOARD_COUNT_FILTERS)) {
        expect(body[count], `${count} against the ${filter} filter`).toBe(listed[filter]);
      }
    });

    it('answers zeros for a customer without orders', async () => {
      const customer = await registerCustomer(shop);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
        token: customer.token,
      });
      expect(response.json()).toEqual({
        totalOrder: 0,
        pendingOrder: 0,
        cancelledOrder: 0,
        recentOrders: [],
      });
    });

    it("answers 403 for another customer's dashboard", async () => {
      const customer = await registerCustomer(shop);
      const other = await registerCustomer(shop, 'Arjun Rao');
      await placeOrders(customer, [1]);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
        token: other.token,
      });
      expect(response.statusCode).toBe(403);
      expect(Object.keys(response.json())).toEqual(['error']);
    });

    it('answers 401 without a token', async () => {
      const customer = await registerCustomer(shop);
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/coustomer/get-dashboard-data/${customer.id}`,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
