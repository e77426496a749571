import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { AuthResponse, PlaceOrderRequest } from '@bazaar/api-client';
import type pg from 'pg';

// What the cluster test and the cluster benchmark ask of the shop through the balancer, and the products
// they write straight into its database.

export interface Answer<T> {
  status: number;
  body: T;
}

export async function call<T>(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
): Promise<Answer<T>> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const parsed: T = text ? JSON.parse(text) : undefined;
  return { status: response.status, body: parsed };
}

/** The account id a token was signed for (its `id` claim). */
export function idOf(token: string): string {
  const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  if (typeof claims !== 'object' || claims === null || !('id' in claims) || typeof claims.id !== 'string') {
    throw new Error('token without an id claim');
  }
  return claims.id;
}

export const PASSWORD = 'cluster-pass-1234';

export interface Customer {
  email: string;
  token: string;
  id: string;
}

/** A new customer, registered through `balancer`. */
export async function registerCustomer(balancer: string, name: string): Promise<Customer> {
  const email = `cluster-${randomUUID().slice(0, 8)}@example.in`;
  const answer = await call<AuthResponse>(balancer, 'POST', '/api/customer/customer-register', {
    name,
    email,
    password: PASSWORD,
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return { email, token: answer.body.token, id: idOf(answer.body.token) };
}

export interface MadeProduct {
  id: string;
  sellerId: string;
  name: string;
  slug: string;
}

/** A product of the demo seller, made for this run, so its rating and stock start known. */
export async function createProduct(db: pg.Client, name: string, stock: number): Promise<MadeProduct> {
  const slug = `cluster-${randomUUID().slice(0, 8)}`;
  const { rows } = await db.query<{ id: string; seller_id: string }>(
    `INSERT INTO products (seller_id, category_id, name, slug, brand, price, discount, stock, images)
     SELECT s.id, (SELECT id FROM categories ORDER BY name LIMIT 1), $1, $2, 'Acme', 500, 0, $3, $4
       FROM sellers s WHERE s.email = 'seller@bazaar.test'
     RETURNING id, seller_id`,
    [name, slug, stock, [`/images/products/${slug}-1.svg`]],
  );
  const row = rows[0];
  if (!row) throw new Error('product not created');
  return { id: row.id, sellerId: row.seller_id, name, slug };
}

/** A place-order body for `quantity` of one product, shipped to Nagpur. */
export function orderOf(
  customerId: string,
  product: { id: string; sellerId: string },
  quantity: number,
): PlaceOrderRequest {
  return {
    userId: customerId,
    products: [{ sellerId: product.sellerId, products: [{ quantity, productInfo: { _id: product.id } }] }],
    shippingInfo: {
      name: 'Meera Iyer',
      address: '12 Civil Lines, near Zero Mile',
      phone: '9876543210',
      post: '440001',
      province: 'Maharashtra',
      city: 'Nagpur',
      area: 'Civil Lines',
    },
  };
}
