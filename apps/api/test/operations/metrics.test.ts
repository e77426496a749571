import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveIndexOf } from '../../src/catalog/search-index/live-index';
import { createTestShop, type TestShop } from '../support/shop';

/** The value of one sample of the exposition text, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  let shop: TestShop;
  let slug: string;
  beforeAll(async () => {
    // A budget of its own for the search index's rows, to see that SEARCH_INDEX_ROWS_MB reaches the index.
    shop = await createTestShop({ searchIndexRowBytes: 3 * 1024 * 1024 });
    const { rows } = await shop.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY slug LIMIT 1');
    slug = rows[0]?.slug ?? '';
    expect(slug).not.toBe('');
  });
  afterAll(() => shop?.close());

  const scrape = () => shop.call({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });

  it('counts the requests it served by route pattern, never by raw address', async () => {
    for (let i = 0; i < 3; i += 1) {
      const details = await shop.call({ method: 'GET', url: `/api/home/product-details/${slug}` });
      expect(details.statusCode).toBe(200);
    }
    expect(
      (await shop.call({ method: 'GET', url: '/api/home/product-details/no-such-product' })).statusCode,
    ).toBe(404);
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    const route = 'route="/api/home/product-details/:slug"';
    expect(sample(text, `bazaar_http_requests_total{method="GET",${route},status_code="200"}`)).toBe(3);
    expect(sample(text, `bazaar_http_requests_total{method="GET",${route},status_code="404"}`)).toBe(1);
    expect(
      sample(text, `bazaar_http_request_duration_seconds_count{method="GET",${route},status_code="200"}`),
    ).toBe(3);
    expect(text).not.toContain(slug);
    // The process's own figures come along.
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^bazaar_chat_sockets 0$/m);
  });

  it('counts catalogue cache hits and misses', async () => {
    const listing = {
      method: 'GET' as const,
      url: '/api/home/query-products?pageNumber=1&category=&searchValue=metrics-probe',
    };
    expect((await shop.call(listing)).statusCode).toBe(200);
    expect((await shop.call(listing)).statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(
      sample(text, 'bazaar_catalog_cache_requests_total{cache="product_pages",result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'bazaar_catalog_cache_requests_total{cache="product_pages",result="hit"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it("reports the search index's kept rows, the heap they take and its budget", async () => {
    const live = liveIndexOf(shop.db);
    if (!live) throw new Error('the test shop runs without its search index');
    while (!live.current) await new Promise((resolve) => setTimeout(resolve, 20));
    const listing = await shop.call({
      method: 'GET',
      url: '/api/home/query-products?pageNumber=1&searchValue=shirt',
    });
    expect(listing.statusCode).toBe(200);
    const shown = listing.json<{ products: unknown[] }>().products.length;
    expect(shown).toBeGreaterThan(0);
    const text = (await scrape()).body;
    expect(sample(text, 'bazaar_catalog_kept_rows_bytes{of="budget"}')).toBe(3 * 1024 * 1024);
    const held = sample(text, 'bazaar_catalog_kept_rows_bytes{of="held"}') ?? 0;
    // At least the page's rows, each above its text.
    expect(held).toBeGreaterThan(shown * 500);
    expect(held).toBe(live.current?.keptProducts.bytes);
  });

  it('is refused to a request a proxy forwarded, and to another host', async () => {
    const forwarded = await shop.call({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json()).toEqual({ error: expect.stringMatching(/METRICS_TOKEN/) });
    const remote = await shop.call({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ metricsToken: 'scrape-secret-123' });
  });
  afterAll(() => shop?.close());

  it('asks every scraper for the token, from anywhere', async () => {
    const without = await shop.call({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({ error: 'The metrics need METRICS_TOKEN' });
    const wrong = await shop.call({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await shop.call({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: { authorization: 'Bearer scrape-secret-123', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('bazaar_http_requests_total');
  });
});
