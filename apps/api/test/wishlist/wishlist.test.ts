import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller } from '../cart/catalogue-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function addToWishlist(customer: Customer, productId: string, extra: object = {}, userId = customer.id) {
  return shop.call({
    method: 'POST',
    url: '/api/home/product/add-to-wishlist',
    token: customer.token,
    payload: { userId, productId, ...extra },
  });
}

const getWishlist = (customer: Customer, userId = customer.id) =>
  shop.call({
    method: 'GET',
    url: `/api/home/product/get-wishlist-products/${userId}`,
    token: customer.token,
  });

const removeEntry = (customer: Customer, wishlistId: string) =>
  shop.call({
    method: 'DELETE',
    url: `/api/home/product/remove-wishlist-product/${wishlistId}`,
    token: customer.token,
  });

async function entries(customerId: string) {
  const { rows } = await shop.db.query<{ id: string; product_id: string }>(
    'SELECT id, product_id FROM wishlist_items WHERE customer_id = $1 ORDER BY created_at, id',
    [customerId],
  );
  return rows;
}

async function entryId(customerId: string, productId: string) {
  const entry = (await entries(customerId)).find((row) => row.product_id === productId);
  if (!entry) throw new Error('no wishlist entry for this product');
  return entry.id;
}

describe('addToWishlist', () => {
  it('adds the product with 201 and a message', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await addToWishlist(customer, product.id);

    expect(response.statusCode).toBe(201);
    expect(typeof response.json().message).toBe('string');
    expect(await entries(customer.id)).toEqual([expect.objectContaining({ product_id: product.id })]);
  });

  it("shows the product's own name, price, picture, discount, rating and slug, not the ones sent", async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop), {
      name: 'Handloom Saree',
      price: 2499,
      discount: 10,
    });

    await addToWishlist(customer, product.id, {
      name: 'Free Saree',
      price: 1,
      image: '/images/products/elsewhere-1.svg',
      discount: 90,
      rating: 5,
      slug: 'free-saree',
    });

    const body = (await getWishlist(customer)).json();
    expect(body.wishlists).toEqual([
      {
        _id: await entryId(customer.id, product.id),
        userId: customer.id,
        productId: product.id,
        name: 'Handloom Saree',
        price: 2499,
        image: product.images[0],
        discount: 10,
        rating: 4.5,
        slug: product.slug,
      },
    ]);
  });

  it('answers 409 when the product is already in the wishlist and keeps one entry', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToWishlist(customer, product.id);

    const response = await addToWishlist(customer, product.id);

    expect(response.statusCode).toBe(409);
    expect(typeof response.json().error).toBe('string');
    expect(await entries(customer.id)).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist', async () => {
    const customer = await registerCustomer(shop);

    const response = await addToWishlist(customer, UNKNOWN_ID);

    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
    expect(await entries(customer.id)).toEqual([]);
  });

  it("answers 403 when userId is another customer's and adds nothing to either list", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await addToWishlist(intruder, product.id, {}, owner.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await entries(owner.id)).toEqual([]);
    expect(await entries(intruder.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));

    const response = await shop.call({
      method: 'POST',
      url: '/api/home/product/add-to-wishlist',
      payload: { userId: customer.id, productId: product.id },
    });

    expect(response.statusCode).toBe(401);
    expect(await entries(customer.id)).toEqual([]);
  });
});

describe('getWishlistProducts', () => {
  it('answers the wishlist newest first with its size', async () => {
    const customer = await registerCustomer(shop);
    const seller = await createSeller(shop);
    const first = await createProduct(shop, seller, { name: 'First Pick' });
    const second = await createProduct(shop, seller, { name: 'Second Pick' });
    await addToWishlist(customer, first.id);
    await addToWishlist(customer, second.id);

    const response = await getWishlist(customer);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.wishlistCount).toBe(2);
    expect(body.wishlists.map((item: { name: string }) => item.name)).toEqual(['Second Pick', 'First Pick']);
  });

  it('answers an empty wishlist', async () => {
    const customer = await registerCustomer(shop);

    const response = await getWishlist(customer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ wishlists: [], wishlistCount: 0 });
  });

  it("answers 403 for another customer's wishlist and shows none of it", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToWishlist(owner, product.id);

    const response = await getWishlist(intruder, owner.id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(response.body).not.toContain(product.id);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);

    const response = await shop.call({
      method: 'GET',
      url: `/api/home/product/get-wishlist-products/${customer.id}`,
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('removeWishlistProduct', () => {
  it('removes the entry and answers its id', async () => {
    const customer = await registerCustomer(shop);
    const seller = await createSeller(shop);
    const kept = await createProduct(shop, seller);
    const removed = await createProduct(shop, seller);
    await addToWishlist(customer, kept.id);
    await addToWishlist(customer, removed.id);
    const id = await entryId(customer.id, removed.id);

    const response = await removeEntry(customer, id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), wishlistId: id });
    expect((await entries(customer.id)).map((entry) => entry.product_id)).toEqual([kept.id]);
  });

  it('answers 404 for an entry that does not exist, or no longer does', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToWishlist(customer, product.id);
    const id = await entryId(customer.id, product.id);
    await removeEntry(customer, id);

    expect((await removeEntry(customer, id)).statusCode).toBe(404);
    expect((await removeEntry(customer, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it("answers 403 for another customer's entry and keeps it", async () => {
    const owner = await registerCustomer(shop);
    const intruder = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToWishlist(owner, product.id);
    const id = await entryId(owner.id, product.id);

    const response = await removeEntry(intruder, id);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: expect.any(String) });
    expect(await entries(owner.id)).toEqual([expect.objectContaining({ id })]);
  });

  it('answers 401 without a token', async () => {
    const customer = await registerCustomer(shop);
    const product = await createProduct(shop, await createSeller(shop));
    await addToWishlist(customer, product.id);
    const id = await entryId(customer.id, product.id);

    const response = await shop.call({
      method: 'DELETE',
      url: `/api/home/product/remove-wishlist-product/${id}`,
    });

    expect(response.statusCode).toBe(401);
    expect(await entries(customer.id)).toHaveLength(1);
  });
});
