import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeXml } from '../../src/images';
import { createTestShop, type TestShop } from '../support/shop';

let shop: TestShop;
let product: { slug: string; name: string; images: string[] };
let seller: { id: string; shop_name: string };
let category: { slug: string; name: string };
let banner: { image: string; title: string };

beforeAll(async () => {
  shop = await createTestShop();
  const products = await shop.db.query<{ slug: string; name: string; images: string[] }>(
    'SELECT slug, name, images FROM products WHERE cardinality(images) >= 2 ORDER BY slug LIMIT 1',
  );
  const sellers = await shop.db.query<{ id: string; shop_name: string }>(
    'SELECT id, shop_name FROM sellers ORDER BY email LIMIT 1',
  );
  const categories = await shop.db.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM categories ORDER BY position LIMIT 1',
  );
  const banners = await shop.db.query<{ image: string; title: string }>(
    'SELECT image, title FROM banners ORDER BY position LIMIT 1',
  );
  const [firstProduct, firstSeller, firstCategory, firstBanner] = [
    products.rows[0],
    sellers.rows[0],
    categories.rows[0],
    banners.rows[0],
  ];
  if (!firstProduct || !firstSeller || !firstCategory || !firstBanner)
    throw new Error('the seed has nothing to draw');
  product = firstProduct;
  seller = firstSeller;
  category = firstCategory;
  banner = firstBanner;
});
afterAll(() => shop?.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.call({ method: 'GET', url, headers });

function expectSvgHeaders(headers: Record<string, unknown>) {
  expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  expect(headers.etag).toMatch(/^"[^"]+"$/);
}

describe('image routes', () => {
  it('draws each picture a product lists', async () => {
    for (const url of product.images) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectSvgHeaders(response.headers);
      expect(response.body.startsWith('<svg')).toBe(true);
      expect(response.body).toContain('<title>');
    }
    const [first, second] = await Promise.all(product.images.slice(0, 2).map((url) => get(url)));
    expect(first?.body).not.toBe(second?.body);
  });

  it('draws a category, a banner and a seller picture', async () => {
    for (const url of [
      `/images/categories/${category.slug}.svg`,
      banner.image,
      `/images/sellers/${seller.id}.svg`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectSvgHeaders(response.headers);
      expect(response.body.startsWith('<svg')).toBe(true);
    }
  });

  it('answers the same picture with the same strong ETag, and 304 when the browser has it', async () => {
    const url = product.images[0] ?? '';
    const first = await get(url);
    const second = await get(url);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
    const cached = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const other = await get(url, { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('draws the picture again when what it shows changes', async () => {
    const url = `/images/sellers/${seller.id}.svg`;
    const before = await get(url);
    await shop.db.query("UPDATE sellers SET shop_name = 'Zenith Traders' WHERE id = $1", [seller.id]);
    const after = await get(url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('ZT');
    await shop.db.query('UPDATE sellers SET shop_name = $2 WHERE id = $1', [seller.id, seller.shop_name]);
  });

  it('escapes text from the catalogue inside the drawing', async () => {
    const slug = 'script-kite';
    await shop.db.query(
      `INSERT INTO products (seller_id, category_id, name, slug, brand, price, stock, images)
       VALUES ($1, (SELECT id FROM categories WHERE slug = $2), '<script>alert(1)</script> Kite', $3,
               '"><img src=x onerror=alert(1)>', 100, 1, ARRAY['/images/products/script-kite-1.svg'])`,
      [seller.id, category.slug, slug],
    );
    const response = await get('/images/products/script-kite-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('answers 404 with an error for a picture nothing has', async () => {
    const missing = [
      `/images/products/${product.slug}-${product.images.length + 1}.svg`,
      '/images/products/no-such-product-1.svg',
      '/images/categories/no-such-category.svg',
      '/images/banners/999.svg',
      '/images/sellers/00000000-0000-4000-8000-000000000000.svg',
      `/images/products/${product.slug}-1.png`,
      `/images/products/${product.slug}.svg`,
      '/images/products/..%2F..%2Fpackage.json',
      `/images/categories/${category.slug.toUpperCase()}.svg`,
      '/images/sellers/not-an-id.svg',
    ];
    for (const url of missing) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(typeof response.json().error, url).toBe('string');
    }
  });

  it('ignores a query string', async () => {
    const response = await get(`/images/categories/${category.slug}.svg?v=2`);
    expect(response.statusCode).toBe(200);
  });

  it('draws the banner of that number, with its title', async () => {
    const response = await get(banner.image);
    expect(response.body).toContain(`aria-label="${escapeXml(banner.title)}. `);
  });
});
