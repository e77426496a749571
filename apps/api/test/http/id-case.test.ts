import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { paths as files } from '../../src/paths';
import {
  addToCartDirectly,
  createProduct,
  createSeller,
  orderBody,
  type TestProduct,
} from '../orders/order-fixtures';
import { createTestShop, registerCustomer, sellerSession, type TestShop } from '../support/shop';

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

/** Every operation of openapi.yaml with a uuid in its path, and the names of those parameters. */
function operationsWithUuidPaths(): Array<{ operationId: string; names: string[] }> {
  const document = parse(readFileSync(files.contract, 'utf8'));
  const shared: Record<string, { in: string; name: string; schema?: { format?: string } }> =
    document.components.parameters;
  const found: Array<{ operationId: string; names: string[] }> = [];
  for (const item of Object.values<Record<string, { operationId?: string; parameters?: unknown[] }>>(
    document.paths,
  )) {
    for (const operation of Object.values(item)) {
      if (!operation?.operationId) continue;
      const names = (operation.parameters ?? [])
        .map((raw) => {
          const ref = (raw as { $ref?: string }).$ref;
          return ref ? shared[ref.split('/').pop() ?? ''] : (raw as (typeof shared)[string]);
        })
        .filter((parameter) => parameter?.in === 'path' && parameter.schema?.format === 'uuid')
        .map((parameter) => parameter?.name ?? '');
      if (names.length > 0) found.push({ operationId: operation.operationId, names });
    }
  }
  return found;
}

describe('ids in upper case, on every route with an id in its path', () => {
  // The routes above, and these: an order's details, its payment choices and confirmation, and the
  // seller's view of a conversation. Each answers an upper-case id as it answers the lower-case one.
  const held = new Set([
    'getCartProducts',
    'getWishlistProducts',
    'increaseCartQuantity',
    'deleteCartProduct',
    'removeWishlistProduct',
    'getOrders',
  ]);

  async function placedOrder(owner: { id: string; token: string }) {
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: owner.token,
      payload: orderBody(owner.id, [{ product, quantity: 1 }]),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().orderId as string;
  }

  it('an order’s details, cash on delivery, a card payment and its confirmation', async () => {
    const owner = await registerCustomer(shop);
    const orderId = await placedOrder(owner);
    const details = await shop.call({
      method: 'GET',
      url: `/api/home/coustomer/get-order-details/${upper(orderId)}`,
      token: owner.token,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().order._id).toBe(orderId);
    held.add('getOrderDetails');

    const card = await shop.call({
      method: 'POST',
      url: `/api/order/${upper(orderId)}/card-payment`,
      token: owner.token,
    });
    expect(card.statusCode, card.body).toBe(200);
    held.add('createCardPayment');

    // Not paid yet: the confirmation reads the order and answers that its payment has not succeeded.
    const lower = await shop.call({
      method: 'GET',
      url: `/api/order/confirm/${orderId}`,
      token: owner.token,
    });
    const confirm = await shop.call({
      method: 'GET',
      url: `/api/order/confirm/${upper(orderId)}`,
      token: owner.token,
    });
    expect(confirm.statusCode, confirm.body).toBe(lower.statusCode);
    expect(confirm.json()).toEqual(lower.json());
    expect(confirm.statusCode).not.toBe(404);
    held.add('confirmOrder');

    const cod = await shop.call({
      method: 'POST',
      url: `/api/order/${upper(orderId)}/cod`,
      token: owner.token,
    });
    expect(cod.statusCode, cod.body).toBe(200);
    expect(cod.json().order._id).toBe(orderId);
    held.add('chooseCashOnDelivery');
  });

  it('a product’s reviews and a cart line lowered', async () => {
    const reviews = await shop.call({
      method: 'GET',
      url: `/api/home/customer/get-reviews/${upper(product.id)}`,
    });
    expect(reviews.statusCode, reviews.body).toBe(200);
    held.add('getReviews');
    const owner = await registerCustomer(shop);
    const lineId = await addToCartDirectly(shop, owner.id, product.id, 2);
    const lower = await shop.call({
      method: 'PUT',
      url: `/api/home/product/quantity-dec/${upper(lineId)}`,
      token: owner.token,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    const { rows } = await shop.db.query('SELECT quantity FROM cart_items WHERE id = $1', [lineId]);
    expect(rows).toEqual([{ quantity: 1 }]);
    held.add('decreaseCartQuantity');
  });

  it('the dashboard of the caller', async () => {
    const response = await shop.call({
      method: 'GET',
      url: `/api/home/coustomer/get-dashboard-data/${upper(customer.id)}`,
      token: customer.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    held.add('getDashboardData');
  });

  it('a seller’s customers and one conversation', async () => {
    const seller = await sellerSession(shop);
    const writer = await registerCustomer(shop);
    const sent = await shop.call({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      token: writer.token,
      payload: { userId: writer.id, sellerId: seller.id, text: 'Is it in stock?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const customers = await shop.call({
      method: 'GET',
      url: `/api/chat/seller/get-customers/${upper(seller.id)}`,
      token: seller.token,
    });
    expect(customers.statusCode, customers.body).toBe(200);
    held.add('getSellerCustomers');
    const conversation = await shop.call({
      method: 'GET',
      url: `/api/chat/seller/get-customer-messages/${upper(writer.id)}`,
      token: seller.token,
    });
    expect(conversation.statusCode, conversation.body).toBe(200);
    expect(conversation.json().currentCustomer.fdId).toBe(writer.id);
    held.add('getSellerConversation');
  });

  it('leaves no route with an id in its path untried (read from openapi.yaml)', () => {
    const untried = operationsWithUuidPaths()
      .map((operation) => operation.operationId)
      .filter((operationId) => !held.has(operationId));
    expect(untried).toEqual([]);
  });
});
