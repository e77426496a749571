import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { DOCUMENT_ANSWERS_ID } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_PAGE_ANSWERS, productPageAnswers, SHOP_PAGE_ANSWERS } from '../../src/routes/page-documents';
import { createTestShop, type TestShop } from '../support/shop';

/** The answers a document carries, as the storefront reads them: the first `</script>` ends them. */
function answersIn(html: string): Record<string, unknown> {
  const open = `<script type="application/json" id="${DOCUMENT_ANSWERS_ID}">`;
  const start = html.indexOf(open);
  if (start === -1) throw new Error('the document carries no answers');
  const text = html.slice(start + open.length, html.indexOf('</script>', start));
  return JSON.parse(text);
}

// `/` is the home page's own light document; every other page path is the routed app (docs/architecture.md).
describe('serving the storefront documents', () => {
  let shop: TestShop;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bazaar-storefront-'));
    writeFileSync(path.join(dir, 'index.html'), '<head><title>home document</title></head>');
    writeFileSync(
      path.join(dir, 'app.html'),
      '<head><meta name="description" content="The shop." /><title>routed app</title></head>',
    );
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'home-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dir, 'assets', 'home-abc123.js.br'), brotliCompressSync('console.log(1)'));
    shop = await createTestShop({ storefrontDir: dir });
  });

  afterAll(async () => {
    await shop?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers / with the home document, never cached', async () => {
    const response = await shop.call({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('home document');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The home carousel's first banner, its largest paint, is fetched while the page's code downloads.
    const first = await shop.call({ method: 'GET', url: '/api/banners' });
    const banner: unknown = first.json().banners[0]?.banner;
    expect(typeof banner).toBe('string');
    expect(response.body).toContain(`<link rel="preload" as="image" href="${banner}" fetchpriority="high">`);
    // And the answers to the home page's first requests, the API's own.
    const answers = answersIn(response.body);
    expect(Object.keys(answers).sort()).toEqual([...HOME_PAGE_ANSWERS].sort());
    for (const url of HOME_PAGE_ANSWERS) {
      expect(answers[url], url).toEqual((await shop.call({ method: 'GET', url })).json());
    }
  });

  it.each(['/shops', '/products?category=Books', '/dashboard/my-orders'])(
    'answers %s with the routed app',
    async (url) => {
      const response = await shop.call({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('routed app');
    },
  );

  it("writes a product's title, description and first picture into its page's document", async () => {
    const { rows } = await shop.db.query<{ slug: string; name: string; image: string }>(
      'SELECT slug, name, images[1] AS image FROM products ORDER BY slug LIMIT 1',
    );
    const product = rows[0];
    if (!product) throw new Error('the seeded catalogue has no product');
    await shop.db.query(
      `UPDATE products SET name = 'Kurta <script>alert(1)</script> & "Dupatta"',
        description = 'Soft cotton, $& more.' WHERE slug = $1`,
      [product.slug],
    );

    const response = await shop.call({ method: 'GET', url: `/product/details/${product.slug}?reviews=2` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      '<title>Kurta &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Dupatta&quot; | Bazaar</title>',
    );
    expect(response.body).toContain('<meta name="description" content="Soft cotton, $&amp; more." />');
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${product.image}" fetchpriority="high">`,
    );
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('The shop.');
  });

  it('names the first product of the unfiltered shop page for preloading, and nothing for a filtered one', async () => {
    const listing = await shop.call({ method: 'GET', url: '/api/home/query-products?pageNumber=1' });
    const first: unknown = listing.json().products[0]?.images[0];
    expect(typeof first).toBe('string');
    const response = await shop.call({ method: 'GET', url: '/shops' });
    expect(response.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high">`);

    const filtered = await shop.call({ method: 'GET', url: '/shops?sortPrice=low-to-high' });
    expect(filtered.body).not.toContain('rel="preload"');
  });

  it("carries the API's own answers to the shop page's first requests, and sends the document compressed", async () => {
    const response = await shop.call({ method: 'GET', url: '/shops', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    const answers = answersIn(brotliDecompressSync(response.rawPayload).toString());
    expect(Object.keys(answers).sort()).toEqual([
      '/api/home/get-categorys',
      '/api/home/price-range-latest-product',
      '/api/home/query-products?pageNumber=1',
    ]);
    for (const url of SHOP_PAGE_ANSWERS) {
      expect(answers[url], url).toEqual((await shop.call({ method: 'GET', url })).json());
    }
    // A listing with filters is sent as it is: its first requests are not the ones carried.
    const filtered = await shop.call({ method: 'GET', url: '/shops?category=Books' });
    expect(filtered.body).not.toContain(DOCUMENT_ANSWERS_ID);
  });

  it("carries a product page's answers, whatever the product's text holds", async () => {
    const { rows } = await shop.db.query<{ id: string; slug: string }>(
      'SELECT id, slug FROM products ORDER BY slug DESC LIMIT 1',
    );
    const product = rows[0];
    if (!product) throw new Error('the seeded catalogue has no product');
    await shop.db.query(
      `UPDATE products SET name = 'Lamp </script><script>alert(1)</script>' WHERE id = $1`,
      [product.id],
    );
    const response = await shop.call({ method: 'GET', url: `/product/details/${product.slug}` });
    const answers = answersIn(response.body);
    const urls = productPageAnswers(product.slug, product.id);
    expect(Object.keys(answers).sort()).toEqual([...urls].sort());
    for (const url of urls) {
      expect(answers[url], url).toEqual((await shop.call({ method: 'GET', url })).json());
    }
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('sends an unknown or malformed product address the routed app unchanged, with 404 (the page says not found)', async () => {
    for (const url of ['/product/details/no-such-product', '/product/details/Not_A_Slug']) {
      const response = await shop.call({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>routed app</title>');
      expect(response.body).not.toContain('rel="preload"');
    }
  });

  it('serves hashed assets for a year and refuses unknown API paths with {error}', async () => {
    const asset = await shop.call({ method: 'GET', url: '/assets/home-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const compressed = await shop.call({
      method: 'GET',
      url: '/assets/home-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');

    const api = await shop.call({ method: 'GET', url: '/api/no-such-operation' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'No such API operation' });
  });
});
