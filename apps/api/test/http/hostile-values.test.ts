import { request as httpRequest } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller, orderBody, type TestProduct } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// Text Postgres cannot store (a NUL byte, half a surrogate pair) and numbers no column or JavaScript can
// hold used to reach the database and answer 500. The validation layer refuses them in every string and
// number of a request, naming the field.

let shop: TestShop;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let product: TestProduct;
beforeAll(async () => {
  shop = await createTestShop();
  customer = await registerCustomer(shop);
  product = await createProduct(shop, {
    sellerId: await createSeller(shop, 'Hostile Text Traders'),
    price: 400,
  });
});
afterAll(() => shop?.close());

/** 400, and the error alone, naming the field. */
function expectRefusalNaming(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(Object.keys(response.json())).toEqual(['error']);
  expect(response.json().error).toMatch(new RegExp(`^${field.replace('.', '\\.')} `));
}

const get = (url: string) => shop.call({ method: 'GET', url });

describe('a NUL byte', () => {
  it('is refused in the search text, the category and the suggestions', async () => {
    expectRefusalNaming(await get('/api/home/query-products?searchValue=kurta%00'), 'searchValue');
    expectRefusalNaming(await get('/api/home/query-products?category=Fashion%00'), 'category');
    expectRefusalNaming(await get('/api/home/search-suggestions?value=ku%00rta'), 'value');
    expectRefusalNaming(await get('/api/home/search-suggestions?value=kurta&category=%00'), 'category');
  });

  it('is refused in a review, and nothing is stored', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      token: customer.token,
      payload: { productId: product.id, rating: 4, review: 'Good\u0000 fabric' },
    });
    expectRefusalNaming(response, 'review');
    const { rows } = await shop.db.query('SELECT 1 FROM reviews WHERE product_id = $1', [product.id]);
    expect(rows).toEqual([]);
  });

  it('is refused in a name at registration', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: { name: 'Meera\u0000', email: 'nul-name@example.in', password: 'chai-and-biscuits' },
    });
    expectRefusalNaming(response, 'name');
  });

  it('is refused in a delivery address', async () => {
    const body = orderBody(customer.id, [{ product, quantity: 1 }]);
    body.shippingInfo.address = '12 Civil Lines\u0000';
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      payload: body,
    });
    expectRefusalNaming(response, 'shippingInfo.address');
  });
});

describe('a lone surrogate', () => {
  it('is refused in a delivery address, and no order is placed', async () => {
    const body = orderBody(customer.id, [{ product, quantity: 1 }]);
    // JSON.stringify writes a lone surrogate as the escape \ud800, which JSON.parse turns back into one.
    body.shippingInfo.address = '12 Civil Lines \ud800';
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expectRefusalNaming(response, 'shippingInfo.address');
    const { rows } = await shop.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id]);
    expect(rows).toEqual([]);
  });

  it('is fine as part of a whole pair (an emoji)', async () => {
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      token: customer.token,
      payload: { productId: product.id, rating: 5, review: 'Lovely colours 😍' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('numbers out of range', () => {
  it('are refused in the price filters', async () => {
    for (const value of ['2147483648', '99999999999', '1e400', '-1e400']) {
      expectRefusalNaming(await get(`/api/home/query-products?lowPrice=${value}`), 'lowPrice');
      expectRefusalNaming(await get(`/api/home/query-products?highPrice=${value}`), 'highPrice');
    }
  });

  it('are refused as page numbers instead of answering an empty page', async () => {
    expectRefusalNaming(await get('/api/home/query-products?pageNumber=1e309'), 'pageNumber');
    expectRefusalNaming(await get(`/api/home/customer/get-reviews/${product.id}?pageNo=1e309`), 'pageNo');
  });

  it('are refused in a JSON body, even in a field the server ignores', async () => {
    const body = JSON.stringify(orderBody(customer.id, [{ product, quantity: 1 }]));
    // JSON.parse reads 1e400 as Infinity.
    const response = await shop.call({
      method: 'POST',
      url: '/api/home/order/place-order',
      token: customer.token,
      headers: { 'content-type': 'application/json' },
      body: `${body.slice(0, -1)},"price":1e400}`,
    });
    expectRefusalNaming(response, 'price');
    const { rows } = await shop.db.query('SELECT 1 FROM orders WHERE customer_id = $1', [customer.id]);
    expect(rows).toEqual([]);
  });
});

describe('requests refused before they reach a route', () => {
  it('answers a broken %-escape in the address with {error} alone', async () => {
    const response = await get('/api/home/product-details/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('answers headers too large for the server (431) with {error} alone', async () => {
    await shop.app.listen({ port: 0, host: '127.0.0.1' });
    const address = shop.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const { status, type, body } = await new Promise<{ status?: number; type?: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: address.port,
            path: '/api/health',
            headers: { 'x-padding': 'x'.repeat(64 * 1024) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode, type: res.headers['content-type'], body: text }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(status).toBe(431);
    expect(type).toMatch(/^application\/json/);
    expect(JSON.parse(body)).toEqual({ error: expect.any(String) });
  });
});
