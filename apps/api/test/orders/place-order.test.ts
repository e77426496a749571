import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../../src/orders/place-order';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import {
  addToCartDirectly,
  createProduct,
  createSeller,
  orderBody,
  orderCount,
  SHIPPING_INFO,
  stockOf,
  type TestProduct,
} from './order-fixtures';

const URL = '/api/home/order/place-order';

describe('placeOrder', () => {
  let shop: TestShop;
  let kiranSeller: string;
  let loomSeller: string;
  // Kiran Electronics: 1500 at 10% → 1350; 333 at 15% → 333 − floor(49.95) = 284.
  let headphones: TestProduct;
  let charger: TestProduct;
  // Loom & Weave: 999, no discount.
  let shawl: TestProduct;

  beforeAll(async () => {
    shop = await createTestShop();
    kiranSeller = await createSeller(shop, 'Kiran Electronics');
    loomSeller = await createSeller(shop, 'Loom & Weave');
    headphones = await createProduct(shop, {
      sellerId: kiranSeller,
      price: 1500,
      discount: 10,
      stock: 20,
      name: 'Studio Headphones',
    });
    charger = await createProduct(shop, { sellerId: kiranSeller, price: 333, discount: 15, stock: 20 });
    shawl = await createProduct(shop, {
      sellerId: loomSeller,
      price: 999,
      stock: 20,
      name: 'Pashmina Shawl',
    });
  });
  afterAll(() => shop?.close());

  it('prices two shops from the database: free shipping from ₹2,000 per shop, ₹20 below', async () => {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: headphones, quantity: 1 },
        { product: charger, quantity: 3 },
        { product: shawl, quantity: 2 },
      ]),
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    // Kiran: 1350 + 3 × 284 = 2202 (≥ 2000, free). Loom: 2 × 999 = 1998 (< 2000, ₹20).
    expect(body).toEqual({
      orderId: expect.any(String),
      price: 4200,
      shipping_fee: 20,
      items: 6,
      message: expect.stringContaining('₹4,220 to pay, shipping included'),
    });

    const { rows: orders } = await shop.db.query(
      `SELECT customer_id, price, shipping_fee, items, payment_status, delivery_status, payment_method,
              shipping_info
         FROM orders WHERE id = $1`,
      [body.orderId],
    );
    expect(orders).toEqual([
      {
        customer_id: customer.id,
        price: 4200,
        shipping_fee: 20,
        items: 6,
        payment_status: 'unpaid',
        delivery_status: 'pending',
        payment_method: null,
        shipping_info: SHIPPING_INFO,
      },
    ]);

    const { rows: subOrders } = await shop.db.query(
      `SELECT seller_id, price, shipping_fee, payment_status, delivery_status
         FROM seller_orders WHERE order_id = $1 ORDER BY price`,
      [body.orderId],
    );
    // Payout floors 95% per unit: Loom 2 × floor(949.05) = 1898; Kiran floor(1282.5) + 3 × floor(269.8)
    // = 1282 + 807 = 2089.
    expect(subOrders).toEqual([
      {
        seller_id: loomSeller,
        price: 1898,
        shipping_fee: 20,
        payment_status: 'unpaid',
        delivery_status: 'pending',
      },
      {
        seller_id: kiranSeller,
        price: 2089,
        shipping_fee: 0,
        payment_status: 'unpaid',
        delivery_status: 'pending',
      },
    ]);

    const { rows: lines } = await shop.db.query(
      `SELECT product_id, seller_id, name, slug, brand, images, price, discount, selling_price, quantity
         FROM order_lines WHERE order_id = $1 ORDER BY selling_price`,
      [body.orderId],
    );
    expect(lines).toEqual([
      {
        product_id: charger.id,
        seller_id: kiranSeller,
        name: charger.name,
        slug: charger.slug,
        brand: 'Acme',
        images: [`/images/products/${charger.slug}-1.svg`, `/images/products/${charger.slug}-2.svg`],
        price: 333,
        discount: 15,
        selling_price: 284,
        quantity: 3,
      },
      expect.objectContaining({
        product_id: shawl.id,
        price: 999,
        discount: 0,
        selling_price: 999,
        quantity: 2,
      }),
      expect.objectContaining({
        product_id: headphones.id,
        name: 'Studio Headphones',
        price: 1500,
        discount: 10,
        selling_price: 1350,
        quantity: 1,
      }),
    ]);
  });

  it('takes the ordered quantities from stock', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId: loomSeller, price: 250, stock: 7 });
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [{ product, quantity: 3 }]),
    });
    expect(response.statusCode).toBe(201);
    expect(await stockOf(shop, product.id)).toBe(4);
  });

  it('ships a shop group of exactly ₹2,000 free and one of ₹1,999 for ₹20', async () => {
    const customer = await registerCustomer(shop);
    const thousand = await createProduct(shop, { sellerId: kiranSeller, price: 1000 });
    const almost = await createProduct(shop, { sellerId: loomSeller, price: 1999 });
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: thousand, quantity: 2 },
        { product: almost, quantity: 1 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 3999, shipping_fee: 20, items: 3 });
  });

  it('ignores every price, fee, count and grouping the client sends', async () => {
    const customer = await registerCustomer(shop);
    const honest = orderBody(customer.id, [
      { product: headphones, quantity: 1 },
      { product: shawl, quantity: 1 },
    ]);
    const tampered = {
      ...honest,
      price: 1,
      shipping_fee: 0,
      items: 1,
      // Both products claimed by one shop with a fake seller, at ₹1 with 90% off.
      products: [
        {
          sellerId: kiranSeller,
          shopName: 'Cheap',
          price: 1,
          products: [headphones, shawl].map((product) => ({
            quantity: 1,
            productInfo: {
              _id: product.id,
              name: 'Free stuff',
              price: 1,
              discount: 90,
              stock: 999,
              sellerId: kiranSeller,
              shopName: 'Cheap',
            },
          })),
        },
      ],
    };
    const response = await shop.call({ method: 'POST', url: URL, token: customer.token, payload: tampered });

    expect(response.statusCode).toBe(201);
    // 1350 (Kiran, ₹20) + 999 (Loom, ₹20): each product's real shop pays its own fee.
    expect(response.json()).toMatchObject({ price: 2349, shipping_fee: 40, items: 2 });
    const { rows } = await shop.db.query<{ seller_id: string; shipping_fee: number }>(
      'SELECT seller_id, shipping_fee FROM seller_orders WHERE order_id = $1',
      [response.json().orderId],
    );
    expect(rows.map((row) => row.seller_id).sort()).toEqual([kiranSeller, loomSeller].sort());
    const { rows: lines } = await shop.db.query('SELECT name, price FROM order_lines WHERE order_id = $1', [
      response.json().orderId,
    ]);
    expect(lines).toContainEqual({ name: 'Studio Headphones', price: 1500 });
  });

  it('merges the same product named twice into one line', async () => {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: shawl, quantity: 1 },
        { product: shawl, quantity: 2 },
      ]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 2997, shipping_fee: 0, items: 3 });
    const { rows } = await shop.db.query('SELECT quantity FROM order_lines WHERE order_id = $1', [
      response.json().orderId,
    ]);
    expect(rows).toEqual([{ quantity: 3 }]);
  });

  it('refuses the whole order with 409 naming the product when one line lacks stock', async () => {
    const customer = await registerCustomer(shop);
    const plenty = await createProduct(shop, { sellerId: kiranSeller, price: 500, stock: 10 });
    const scarce = await createProduct(shop, {
      sellerId: loomSeller,
      price: 700,
      stock: 2,
      name: 'Rare Silk',
    });
    const cartLine = await addToCartDirectly(shop, customer.id, plenty.id, 1);

    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: plenty, quantity: 1, cartLineId: cartLine },
        { product: scarce, quantity: 3 },
      ]),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toContain('Rare Silk');
    expect(await stockOf(shop, plenty.id)).toBe(10);
    expect(await stockOf(shop, scarce.id)).toBe(2);
    expect(await orderCount(shop, customer.id)).toBe(0);
    const { rows } = await shop.db.query('SELECT id FROM cart_items WHERE customer_id = $1', [customer.id]);
    expect(rows).toEqual([{ id: cartLine }]);
  });

  it('says a product is out of stock when none is left', async () => {
    const customer = await registerCustomer(shop);
    const gone = await createProduct(shop, {
      sellerId: loomSeller,
      price: 700,
      stock: 0,
      name: 'Sold Out Saree',
    });
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [{ product: gone, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: '"Sold Out Saree" is out of stock' });
    expect(await stockOf(shop, gone.id)).toBe(0);
  });

  it('answers 404 for a product that does not exist and changes nothing', async () => {
    const customer = await registerCustomer(shop);
    const ghost: TestProduct = { ...shawl, id: '00000000-0000-4000-8000-000000000001' };
    const before = await stockOf(shop, shawl.id);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: shawl, quantity: 1 },
        { product: ghost, quantity: 1 },
      ]),
    });
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
    expect(await orderCount(shop, customer.id)).toBe(0);
    expect(await stockOf(shop, shawl.id)).toBe(before);
  });

  it.each([0, -1, 1.5, 101])('refuses a quantity of %s with 400', async (quantity) => {
    const customer = await registerCustomer(shop);
    const before = await stockOf(shop, shawl.id);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [{ product: shawl, quantity }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('quantity');
    expect(await stockOf(shop, shawl.id)).toBe(before);
    expect(await orderCount(shop, customer.id)).toBe(0);
  });

  it('refuses shipping info with a bad PIN with 400 naming the field, and creates nothing', async () => {
    const customer = await registerCustomer(shop);
    const before = await stockOf(shop, shawl.id);
    const payload = {
      ...orderBody(customer.id, [{ product: shawl, quantity: 1 }]),
      shippingInfo: { ...SHIPPING_INFO, post: '44001' },
    };
    const response = await shop.call({ method: 'POST', url: URL, token: customer.token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('shippingInfo.post');
    expect(await orderCount(shop, customer.id)).toBe(0);
    expect(await stockOf(shop, shawl.id)).toBe(before);
  });

  it('refuses a state that is not Indian with 400 naming the field', async () => {
    const customer = await registerCustomer(shop);
    const payload = {
      ...orderBody(customer.id, [{ product: shawl, quantity: 1 }]),
      shippingInfo: { ...SHIPPING_INFO, province: 'Bavaria' },
    };
    const response = await shop.call({ method: 'POST', url: URL, token: customer.token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('shippingInfo.province');
    expect(await orderCount(shop, customer.id)).toBe(0);
  });

  it('checks the shipping info with the domain rules even when called without the contract', async () => {
    const customer = await registerCustomer(shop);
    const body = orderBody(customer.id, [{ product: shawl, quantity: 1 }]);
    await expect(
      placeOrder(shop.db, customer.id, { ...body, shippingInfo: { ...SHIPPING_INFO, phone: '12345' } }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('shippingInfo.phone') });
    await expect(
      placeOrder(shop.db, customer.id, { ...body, shippingInfo: { ...SHIPPING_INFO, post: '000000' } }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('shippingInfo.post') });
    expect(await orderCount(shop, customer.id)).toBe(0);
  });

  it('stores the shipping info trimmed and normalised', async () => {
    const customer = await registerCustomer(shop);
    const placed = await placeOrder(shop.db, customer.id, {
      ...orderBody(customer.id, [{ product: shawl, quantity: 1 }]),
      shippingInfo: { ...SHIPPING_INFO, phone: '+91 98765-43210', city: '  Nagpur ' },
    });
    const { rows } = await shop.db.query('SELECT shipping_info FROM orders WHERE id = $1', [placed.orderId]);
    expect(rows[0]?.shipping_info).toEqual(SHIPPING_INFO);
  });

  it('removes the ordered cart lines and only those', async () => {
    const customer = await registerCustomer(shop);
    const inCart = await createProduct(shop, { sellerId: kiranSeller, price: 100 });
    const alsoInCart = await createProduct(shop, { sellerId: loomSeller, price: 200 });
    const staying = await createProduct(shop, { sellerId: loomSeller, price: 300 });
    const first = await addToCartDirectly(shop, customer.id, inCart.id, 2);
    const second = await addToCartDirectly(shop, customer.id, alsoInCart.id, 1);
    const third = await addToCartDirectly(shop, customer.id, staying.id, 1);

    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [
        { product: inCart, quantity: 2, cartLineId: first },
        { product: alsoInCart, quantity: 1, cartLineId: second },
      ]),
    });

    expect(response.statusCode).toBe(201);
    const { rows } = await shop.db.query('SELECT id FROM cart_items WHERE customer_id = $1', [customer.id]);
    expect(rows).toEqual([{ id: third }]);
  });

  it('leaves the cart alone on a Buy Now (lines without a cart line id)', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, { sellerId: kiranSeller, price: 100 });
    const cartLine = await addToCartDirectly(shop, customer.id, product.id, 2);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [{ product, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await shop.db.query('SELECT id, quantity FROM cart_items WHERE customer_id = $1', [
      customer.id,
    ]);
    expect(rows).toEqual([{ id: cartLine, quantity: 2 }]);
  });

  it("answers 403 for another customer's userId and creates nothing", async () => {
    const customer = await registerCustomer(shop);
    const other = await registerCustomer(shop, 'Arjun Rao');
    const before = await stockOf(shop, shawl.id);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: other.token,
      payload: orderBody(customer.id, [{ product: shawl, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(403);
    expect(typeof response.json().error).toBe('string');
    expect(await orderCount(shop, customer.id)).toBe(0);
    expect(await orderCount(shop, other.id)).toBe(0);
    expect(await stockOf(shop, shawl.id)).toBe(before);
  });

  it("answers 403 for another customer's cart line and leaves that cart alone", async () => {
    const customer = await registerCustomer(shop);
    const other = await registerCustomer(shop, 'Arjun Rao');
    const theirs = await addToCartDirectly(shop, other.id, shawl.id, 1);
    const before = await stockOf(shop, shawl.id);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      token: customer.token,
      payload: orderBody(customer.id, [{ product: shawl, quantity: 1, cartLineId: theirs }]),
    });
    expect(response.statusCode).toBe(403);
    expect(await orderCount(shop, customer.id)).toBe(0);
    expect(await stockOf(shop, shawl.id)).toBe(before);
    const { rows } = await shop.db.query('SELECT id FROM cart_items WHERE customer_id = $1', [other.id]);
    expect(rows).toEqual([{ id: theirs }]);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);
    const response = await shop.call({
      method: 'POST',
      url: URL,
      payload: orderBody(customer.id, [{ product: shawl, quantity: 1 }]),
    });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().error).toBe('string');
    expect(await orderCount(shop, customer.id)).toBe(0);
  });

  it('accepts ids written in upper case', async () => {
    const customer = await registerCustomer(shop);
    const payload = orderBody(customer.id.toUpperCase(), [
      { product: { ...shawl, id: shawl.id.toUpperCase() }, quantity: 1 },
    ]);
    const response = await shop.call({ method: 'POST', url: URL, token: customer.token, payload });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ price: 999, shipping_fee: 20, items: 1 });
  });
});
