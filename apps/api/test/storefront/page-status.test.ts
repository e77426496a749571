import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_PATHS } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

// The document of an address the storefront has no page for is the routed app, which shows its not-found
// page; it answers 404 so that browsers, crawlers and link checkers are told the truth (docs/security.md,
// "Unknown pages answer 404").
describe('the status of a page document', () => {
  let shop: TestShop;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bazaar-page-status-'));
    writeFileSync(path.join(dir, 'index.html'), '<head><title>home document</title></head>');
    writeFileSync(path.join(dir, 'app.html'), '<head><title>routed app</title></head>');
    shop = await createTestShop({ storefrontDir: dir });
  });

  afterAll(async () => {
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => shop.call({ method: 'GET', url });

  it('answers 200 for every page without a parameter', async () => {
    const pages = Object.values(PAGE_PATHS).filter((page) => !page.includes(':'));
    expect(pages).toEqual(expect.arrayContaining(['/', '/shops', '/card', '/dashboard/change-password']));
    for (const page of pages) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers['content-type'], page).toContain('text/html');
    }
  });

  it('answers 200 for pages whose address carries what they show', async () => {
    for (const url of [
      '/products/search?category=Books&value=novel',
      '/products/search?category=&&value=lamp',
      '/products?category=Books&pageNumber=3',
      '/shops/',
      '/SHOPS',
      '/payment?orderId=4b1c9a70-5d5e-4a53-9d0e-2f3c8b6a1e21',
      '/order/confirm?payment_intent=pi_1&redirect_status=succeeded',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("answers 200 for a known product's page and 404 for a product the catalogue does not have", async () => {
    const { rows } = await shop.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY slug LIMIT 1');
    const slug = rows[0]?.slug;
    if (!slug) throw new Error('the seeded catalogue has no product');
    expect((await get(`/product/details/${slug}`)).statusCode).toBe(200);
    expect((await get(`/product/details/${slug}/`)).statusCode).toBe(200);

    for (const url of [
      '/product/details/no-such-slug',
      `/product/details/${slug}-gone`,
      '/product/details/Not_A_Slug',
      '/product/details/%00',
      `/product/details/${'a'.repeat(161)}`,
      '/product/details',
      `/product/details/${slug}/reviews`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>routed app</title>');
    }
  });

  it('answers 404 with the routed app, never cached, for an address that is no page', async () => {
    for (const url of ['/no-such-page', '/abuot', '/shops/extra', '/dashboard/nope', '/card/1?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<title>routed app</title>');
    }
  });

  // Whether an order or a seller is the customer's to see is known only to their own signed-in requests.
  it('answers 200 for dashboard pages naming an order or a seller, whatever the id', async () => {
    for (const url of [
      '/dashboard/order/details/4b1c9a70-5d5e-4a53-9d0e-2f3c8b6a1e21',
      '/dashboard/order/details/not-an-order',
      '/dashboard/chat',
      '/dashboard/chat/not-a-seller',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it('keeps answering {error} for unknown API paths and missing files', async () => {
    const api = await get('/api/no-such-operation');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No such API operation' });
    const file = await get('/assets/missing-abc123.js');
    expect(file.statusCode).toBe(404);
    expect(file.json()).toEqual({ error: 'Not found' });
  });
});
