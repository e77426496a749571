import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { createProduct, createSeller, setStock } from './catalogue-fixtures';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function addToCart(customer: Customer, productId: string, quantity = 1, userId = customer.id) {
  return shop.call({
    method: 'POST',
    url: '/api/home/product/add-to-card',
    token: customer.token,
    payload: { userId, productId, quantity },
  });
}

function getCart(customer: Customer, userId = customer.id) {
  return shop.call({
    method: 'GET',
    url: `/api/home/product/get-card-product/${userId}`,
    token: customer.token,
  });
}

const increase = (customer: Customer, cartItemId: string) =>
  shop.call({ method: 'PUT', url: `/api/home/product/quantity-inc/${cartItemId}`, token: customer.token });
const decrease = (customer: Customer, cartItemId: string) =>
  shop.call({ method: 'PUT', url: `/api/home/product/quantity-dec/${cartItemId}`, token: customer.token });
const remove = (customer: Customer, cartItemId: string) =>
  shop.call({
    method: 'DELETE',
    url: `/api/home/product/delete-card-product/${cartItemId}`,
    token: customer.token,
  });

async function cartLines(customerId: string) {
  const { rows } = await shop.db.query<{ id: string; product_id: string; quantity: number }>(
    'SELECT id, product_id, quantity FROM cart_items WHERE customer_id = $1 ORDER BY created_at, id',
    [customerId],
  );
  return rows;
}

async function lineId(customerId: string, productId: string) {
  const line = (await cartLines(customerId)).find((row) => row.product_id === productId);
  if (!line) throw new Error('no cart line for this product');
  return line.id;
}

describe('addToCart', () => {
  it('adds a product and answers 201 with a message', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });

    const response = await addToCart(customer, product.id, 2);

    expect(response.statusCode).toBe(201);
    expect(typeof response.json().message).toBe('string');
    expect(await cartLines(customer.id)).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 2 }),
    ]);
  });

  it('raises the quantity of the line already holding the product instead of adding a second line', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });

    expect((await addToCart(customer, product.id, 1)).statusCode).toBe(201);
    expect((await addToCart(customer, product.id, 2)).statusCode).toBe(201);

    expect(await cartLines(customer.id)).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 3 }),
    ]);
  });

  it('refuses a quantity beyond the stock with 409 "Out of Stock" and adds nothing', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 2 });

    const response = await addToCart(customer, product.id, 3);

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Out of Stock/);
    expect(await cartLines(customer.id)).toEqual([]);
  });

  it('refuses a product with no stock left', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 0 });

    const response = await addToCart(customer, product.id, 1);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Out of Stock' });
    expect(await cartLines(customer.id)).toEqual([]);
  });

  it('refuses to raise a line past the stock and leaves its quantity as it was', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 3 });
    await addToCart(customer, product.id, 2);

    const response = await addToCart(customer, product.id, 2);

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/Out of Stock: only 3 left, and 2 are already in your cart/);
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const customer = await registerCustomer(shop);

    const response = await addToCart(customer, UNKNOWN_ID, 1);

    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
    expect(await cartLines(customer.id)).toEqual([]);
  });

  it("answers 403 when userId is another customer's and changes neither cart", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await addToCart(intruder, product.id, 1, owner.id);

    expect(response.statusCode).toBe(403);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(await cartLines(owner.id)).toEqual([]);
    expect(await cartLines(intruder.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await shop.call({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      payload: { userId: customer.id, productId: product.id, quantity: 1 },
    });

    expect(response.statusCode).toBe(401);
    expect(await cartLines(customer.id)).toEqual([]);
  });

  it('answers 400 for a quantity below 1', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await addToCart(customer, product.id, 0);

    expect(response.statusCode).toBe(400);
    expect(await cartLines(customer.id)).toEqual([]);
  });
});

describe('increaseCartQuantity and decreaseCartQuantity', () => {
  it('caps the quantity at the stock: add, +, + on a product with stock 2 gives 409 and keeps 2', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 2 });
    await addToCart(customer, product.id, 1);
    const id = await lineId(customer.id, product.id);

    const first = await increase(customer, id);
    expect(first.statusCode).toBe(200);
    expect(typeof first.json().message).toBe('string');

    const second = await increase(customer, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatch(/^Out of Stock/);

    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('lowers the quantity by one', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(customer, product.id, 3);
    const id = await lineId(customer.id, product.id);

    const response = await decrease(customer, id);

    expect(response.statusCode).toBe(200);
    expect(typeof response.json().message).toBe('string');
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('refuses to go below 1 with 409 and keeps 1', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(customer, product.id, 1);
    const id = await lineId(customer.id, product.id);

    const response = await decrease(customer, id);

    expect(response.statusCode).toBe(409);
    expect(typeof response.json().error).toBe('string');
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 1 })]);
  });

  it('refuses the plus on a line already above a stock that fell since it was added', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(customer, product.id, 4);
    await setStock(shop, product.id, 2);
    const id = await lineId(customer.id, product.id);

    const response = await increase(customer, id);

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Out of Stock: only 2 left');
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('brings a line above a fallen stock straight down to the stock with one minus', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(customer, product.id, 5);
    await setStock(shop, product.id, 2);
    const id = await lineId(customer.id, product.id);

    const response = await decrease(customer, id);

    expect(response.statusCode).toBe(200);
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('answers 404 for a cart line that does not exist', async () => {
    const customer = await registerCustomer(shop);

    expect((await increase(customer, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await decrease(customer, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("answers 403 on another customer's line and leaves its quantity alone", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(owner, product.id, 2);
    const id = await lineId(owner.id, product.id);

    const up = await increase(intruder, id);
    const down = await decrease(intruder, id);

    expect(up.statusCode).toBe(403);
    expect(up.json()).toEqual({ error: expect.any(String) });
    expect(down.statusCode).toBe(403);
    expect(down.json()).toEqual({ error: expect.any(String) });
    expect(await cartLines(owner.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { stock: 5 });
    await addToCart(customer, product.id, 2);
    const id = await lineId(customer.id, product.id);

    const up = await shop.call({ method: 'PUT', url: `/api/home/product/quantity-inc/${id}` });
    const down = await shop.call({ method: 'PUT', url: `/api/home/product/quantity-dec/${id}` });

    expect(up.statusCode).toBe(401);
    expect(down.statusCode).toBe(401);
    expect(await cartLines(customer.id)).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});

describe('deleteCartProduct', () => {
  it('removes the line', async () => {
    const customer = await registerCustomer(shop);
    const seller = await createSeller(shop);
    const kept = await createProduct(shop, seller);
    const removed = await createProduct(shop, seller);
    await addToCart(customer, kept.id);
    await addToCart(customer, removed.id);

    const response = await remove(customer, await lineId(customer.id, removed.id));

    expect(response.statusCode).toBe(200);
    expect(typeof response.json().message).toBe('string');
    expect((await cartLines(customer.id)).map((line) => line.product_id)).toEqual([kept.id]);
  });

  it('answers 404 for a line that does not exist, or no longer does', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToCart(customer, product.id);
    const id = await lineId(customer.id, product.id);
    await remove(customer, id);

    expect((await remove(customer, id)).statusCode).toBe(404);
    expect((await remove(customer, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("answers 403 on another customer's line and keeps it", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToCart(owner, product.id, 2);

    const response = await remove(intruder, await lineId(owner.id, product.id));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await cartLines(owner.id)).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 2 }),
    ]);
  });
});

describe('getCartProducts', () => {
  it('answers an empty cart with zero totals', async () => {
    const customer = await registerCustomer(shop);

    const response = await getCart(customer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      card_products: [],
      price: 0,
      card_product_count: 0,
      shipping_fee: 0,
      outOfStockProduct: [],
      buy_product_item: 0,
    });
  });

  it('groups lines by shop with each line as the storefront reads it', async () => {
    const customer = await registerCustomer(shop);
    const seller = await createSeller(shop, 'Chai Point');
    const product = await createProduct(shop, seller, {
      price: 999,
      discount: 15,
      stock: 7,
      name: 'Masala Tea',
    });
    await addToCart(customer, product.id, 2);

    const body = (await getCart(customer)).json();

    expect(body.card_products).toEqual([
      {
        shopName: 'Chai Point',
        sellerId: seller.id,
        // 999 at 15% sells for 999 − floor(149.85) = 850; two of them
        price: 1700,
        products: [
          {
            _id: await lineId(customer.id, product.id),
            quantity: 2,
            productInfo: {
              _id: product.id,
              name: 'Masala Tea',
              slug: product.slug,
              brand: 'Khadi Works',
              price: 999,
              discount: 15,
              stock: 7,
              images: product.images,
              shopName: 'Chai Point',
              sellerId: seller.id,
            },
          },
        ],
      },
    ]);
    expect(body.price).toBe(1700);
    expect(body.shipping_fee).toBe(20);
    expect(body.card_product_count).toBe(2);
    expect(body.buy_product_item).toBe(2);
  });

  it('charges ₹20 per shop group below ₹2,000 and nothing to a group at ₹2,000 or more', async () => {
    const customer = await registerCustomer(shop);
    const below = await createSeller(shop, 'Kirana Below');
    const exactly = await createSeller(shop, 'Kirana Exactly');
    const discounted = await createSeller(shop, 'Kirana Discounted');
    // ₹1,999 in two lines of one shop: pays ₹20
    await addToCart(customer, (await createProduct(shop, below, { price: 999 })).id, 1);
    await addToCart(customer, (await createProduct(shop, below, { price: 500 })).id, 2);
    // exactly ₹2,000: free
    await addToCart(customer, (await createProduct(shop, exactly, { price: 1000 })).id, 2);
    // list ₹2,100 at 5% off sells for ₹1,995: the threshold is judged on the selling price, so ₹20
    await addToCart(customer, (await createProduct(shop, discounted, { price: 2100, discount: 5 })).id, 1);

    const body = (await getCart(customer)).json();

    expect(
      body.card_products.map((group: { shopName: string; price: number }) => [group.shopName, group.price]),
    ).toEqual([
      ['Kirana Below', 1999],
      ['Kirana Exactly', 2000],
      ['Kirana Discounted', 1995],
    ]);
    expect(body.price).toBe(1999 + 2000 + 1995);
    expect(body.shipping_fee).toBe(40);
    expect(body.card_product_count).toBe(6);
    expect(body.buy_product_item).toBe(6);
  });

  it('sets lines whose product has no stock aside, out of every total but the unit count', async () => {
    const customer = await registerCustomer(shop);
    const seller = await createSeller(shop, 'Sold Out Store');
    const available = await createProduct(shop, seller, { price: 300 });
    const gone = await createProduct(shop, seller, { price: 5000, stock: 3 });
    await addToCart(customer, available.id, 1);
    await addToCart(customer, gone.id, 2);
    await setStock(shop, gone.id, 0);

    const body = (await getCart(customer)).json();

    expect(body.card_products).toHaveLength(1);
    expect(
      body.card_products[0].products.map((line: { productInfo: { _id: string } }) => line.productInfo._id),
    ).toEqual([available.id]);
    expect(body.outOfStockProduct).toEqual([
      expect.objectContaining({
        _id: await lineId(customer.id, gone.id),
        quantity: 2,
        productInfo: expect.objectContaining({ _id: gone.id, stock: 0 }),
      }),
    ]);
    expect(body.price).toBe(300);
    expect(body.shipping_fee).toBe(20);
    expect(body.card_product_count).toBe(3);
    expect(body.buy_product_item).toBe(1);
  });

  it('uses the prices in the database, also after they change', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), { price: 400 });
    await addToCart(customer, product.id, 1);
    await shop.db.query('UPDATE products SET price = 2500 WHERE id = $1', [product.id]);

    const body = (await getCart(customer)).json();

    expect(body.price).toBe(2500);
    expect(body.shipping_fee).toBe(0);
  });

  it("answers 403 for another customer's cart and shows none of it", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToCart(owner, product.id, 1);

    const response = await getCart(intruder, owner.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(response.body).not.toContain(product.id);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);

    const response = await shop.call({
      method: 'GET',
      url: `/api/home/product/get-card-product/${customer.id}`,
    });

    expect(response.statusCode).toBe(401);
  });
});
