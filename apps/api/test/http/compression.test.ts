import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

describe('compressed answers', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('sends a large JSON answer with brotli when the browser accepts it, and it reads back the same', async () => {
    const plain = await shop.call({ method: 'GET', url: '/api/home/get-products' });
    const compressed = await shop.call({
      method: 'GET',
      url: '/api/home/get-products',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and leaves small answers and errors readable', async () => {
    const gzipped = await shop.call({
      method: 'GET',
      url: '/api/home/get-products',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString()).products.length).toBeGreaterThan(0);

    const small = await shop.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.statusCode).toBe(200);
  });
});
