import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSeller, type TestProduct } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// DESIGN §3 "Query parameters": an empty value means "not set" for every filter. The SPEC §7 storefront
// sends every parameter, the unset ones empty, joined with `&&`.

let shop: TestShop;
let product: TestProduct;
beforeAll(async () => {
  shop = await createTestShop();
  product = await createProduct(shop, {
    sellerId: await createSeller(shop, 'Empty Query Emporium'),
    price: 300,
  });
});
afterAll(() => shop?.close());

const get = (url: string, token?: string) => shop.call({ method: 'GET', url, token });

describe('queryProducts with empty parameters', () => {
  it('answers as if they were left out', async () => {
    const bare = await get('/api/home/query-products');
    expect(bare.statusCode).toBe(200);

    for (const query of [
      'rating=',
      'rating=&lowPrice=&highPrice=',
      'category=&&rating=&&lowPrice=&&highPrice=&&sortPrice=&&pageNumber=&&searchValue=',
      'category&&rating&&lowPrice&&highPrice&&sortPrice&&pageNumber&&searchValue',
    ]) {
      const response = await get(`/api/home/query-products?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(response.json(), query).toEqual(bare.json());
    }
  });

  it('applies the parameters that are set among the empty ones', async () => {
    const response = await get(
      `/api/home/query-products?category=&&rating=&&lowPrice=300&&highPrice=300&&sortPrice=&&pageNumber=&&searchValue=${encodeURIComponent(product.name)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().products.map((p: { _id: string }) => p._id)).toEqual([product.id]);
  });

  it('still refuses a value that is set but wrong', async () => {
    const response = await get('/api/home/query-products?rating=&lowPrice=cheap');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'lowPrice must be integer' });
  });
});

describe('other operations with empty query parameters', () => {
  it('take an empty page number as the first page', async () => {
    const reviews = await get(`/api/home/customer/get-reviews/${product.id}?pageNo=`);
    expect(reviews.statusCode, reviews.body).toBe(200);

    const customer = await registerCustomer(shop);
    const orders = await get(`/api/home/coustomer/get-orders/${customer.id}/all?pageNumber=`, customer.token);
    expect(orders.statusCode, orders.body).toBe(200);
  });

  it('take an empty required value as missing', async () => {
    const response = await get('/api/home/search-suggestions?value=&category=');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'value is required' });
  });
});
