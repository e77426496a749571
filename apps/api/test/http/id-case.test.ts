import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCartDirectly, createProduct, createSeller, type TestProduct } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// A UUID is the same id in upper and lower case (RFC 9562). Cart and wishlist used to compare ids as
// they came while orders lower-cased them by hand; now every uuid-format value of a request is read in
// lower case when it is validated, so each route sees one form.

let shop: TestShop;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let product: TestProduct;
beforeAll(async () => {
  shop = await createTestShop();
  customer = await registerCustomer(shop);
  product = await createProduct(shop, {
    sellerId: await createSeller(shop, 'Upper Case Stores'),
    price: 250,
  });
});
afterAll(() => shop?.close());

const upper = (id: string) => id.toUpperCase();

describe('ids in upper case', () => {
  it('name the caller in cart and wishlist paths', async () => {
    const cart = await shop.call({
      method: 'GET',
      url: `/api/home/product/get-card-product/${upper(customer.id)}`,
      token: customer.token,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const wishlist = await shop.call({
      method: 'GET',
      url: `/api/home/product/get-wishlist-products/${upper(customer.id)}`,
      token: customer.token,
    });
    expect(wishlist.statusCode, wishlist.body).toBe(200);
  });

  it('name the caller and the product in a cart body', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/product/add-to-card',
      token: customer.token,
      payload: { userId: upper(customer.id), productId: upper(product.id), quantity: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await shop.db.query('SELECT product_id FROM cart_items WHERE customer_id = $1', [
      customer.id,
    ]);
    expect(rows).toEqual([{ product_id: product.id }]);
  });

  it('name the caller’s own cart line', async () => {
    const other = await registerCustomer(shop);
    const lineId = await addToCartDirectly(shop, other.id, product.id, 1);
    const raise = await shop.call({
      method: 'PUT',
      url: `/api/home/product/quantity-inc/${upper(lineId)}`,
      token: other.token,
    });
    expect(raise.statusCode, raise.body).toBe(200);
    const remove = await shop.call({
      method: 'DELETE',
      url: `/api/home/product/delete-card-product/${upper(lineId)}`,
      token: other.token,
    });
    expect(remove.statusCode, remove.body).toBe(200);
    const { rows } = await shop.db.query('SELECT 1 FROM cart_items WHERE id = $1', [lineId]);
    expect(rows).toEqual([]);
  });

  it('name the caller’s own wishlist entry, answered in lower case', async () => {
    const other = await registerCustomer(shop);
    const added = await shop.call({
      method: 'POST',
      url: '/api/home/product/add-to-wishlist',
      token: other.token,
      payload: { userId: upper(other.id), productId: upper(product.id) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { rows } = await shop.db.query<{ id: string }>(
      'SELECT id FROM wishlist_items WHERE customer_id = $1',
      [other.id],
    );
    const entryId = rows[0]?.id ?? '';
    const removed = await shop.call({
      method: 'DELETE',
      url: `/api/home/product/remove-wishlist-product/${upper(entryId)}`,
      token: other.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().wishlistId).toBe(entryId);
  });

  it('still name the caller in order paths', async () => {
    const response = await shop.call({
      method: 'GET',
      url: `/api/home/coustomer/get-orders/${upper(customer.id)}/all`,
      token: customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('ids in other spellings', () => {
  it('are refused with 400 naming the field: a urn:uuid: prefix, braces, no dashes', async () => {
    for (const id of [`urn:uuid:${customer.id}`, `{${customer.id}}`, customer.id.replaceAll('-', '')]) {
      const response = await shop.call({
        method: 'GET',
        url: `/api/home/product/get-card-product/${encodeURIComponent(id)}`,
        token: customer.token,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toEqual({ error: 'userId must be a valid uuid' });
    }
  });
});
