import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS, PICTURE_SIZES } from '@bazaar/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoVariants, photoFile, photoFormatFor } from '../../src/images/photo-variants';
import { PHOTO_SIZE } from '../../src/images/product-photo';
import { seedProductPhotos } from '../../src/seed/photos';
import { createTestShop, type TestShop } from '../support/shop';

const AVIF_FIRST = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

let shop: TestShop;
let dir: string;
let photoDir: string;
let product: { slug: string; images: string[] };
let photo: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bazaar-photos-'));
  photoDir = path.join(dir, 'photos');
  const storefrontDir = path.join(dir, 'storefront');
  // A storefront of two documents, for the preload of the product page's first picture.
  mkdirSync(storefrontDir);
  writeFileSync(path.join(storefrontDir, 'index.html'), '<head><title>home</title></head>');
  writeFileSync(path.join(storefrontDir, 'app.html'), '<head><title>app</title></head>');
  shop = await createTestShop({ photoDir, storefrontDir, imageCacheBytes: 16 * 1024 * 1024 });
  const seeded = await seedProductPhotos(shop.db, photoDir, { limit: 1 });
  expect(seeded.photos).toBe(1);
  const { rows } = await shop.db.query<{ slug: string; images: string[] }>(
    `SELECT slug, images FROM products WHERE images[1] LIKE '%.jpg'`,
  );
  const [first] = rows;
  if (!first || rows.length !== 1) throw new Error('the seed gave no product a photo');
  product = first;
  photo = first.images[0] ?? '';
}, 60_000);

afterAll(async () => {
  await shop?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => shop.call({ method: 'GET', url, headers });

async function decoded(body: Buffer) {
  return sharp(body).metadata();
}

describe('seeded photos', () => {
  it('are JPEGs of a camera photo’s size and weight, listed as the product’s first picture', async () => {
    expect(photo).toBe(`/images/products/${product.slug}-1.jpg`);
    expect(product.images.slice(1).every((url) => url.endsWith('.svg'))).toBe(true);
    const file = photoFile(photoDir, product.slug, 1, 'jpg');
    const size = statSync(file).size;
    expect(size).toBeGreaterThanOrEqual(150 * 1024);
    expect(size).toBeLessThanOrEqual(300 * 1024);
    const metadata = await sharp(file).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.width).toBe(PHOTO_SIZE);
  });

  it('are made only for products without one: running the seed again adds, it does not redo', async () => {
    const file = photoFile(photoDir, product.slug, 1, 'jpg');
    const before = statSync(file).mtimeMs;
    const again = await seedProductPhotos(shop.db, photoDir, { limit: 1 });
    expect(again.photos).toBe(1);
    const { rows } = await shop.db.query<{ slug: string }>(
      `SELECT slug FROM products WHERE images[1] LIKE '%.jpg'`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.slug)).toContain(product.slug);
    expect(statSync(file).mtimeMs).toBe(before);
  }, 30_000);
});

describe('serving a photo', () => {
  it('sends AVIF at the width asked for when the browser takes AVIF', async () => {
    const response = await get(`${photo}?w=320`, { accept: AVIF_FIRST });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    const metadata = await decoded(response.rawPayload);
    expect(metadata.format).toBe('heif');
    expect(metadata.compression).toBe('av1');
    expect(metadata.width).toBe(320);
    expect(response.rawPayload.length).toBeLessThan(
      statSync(photoFile(photoDir, product.slug, 1, 'jpg')).size,
    );
  });

  it('sends WebP to a browser that takes WebP and not AVIF', async () => {
    const response = await get(`${photo}?w=640`, { accept: 'image/webp,*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const metadata = await decoded(response.rawPayload);
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(640);
  });

  it('sends a JPEG when neither is named, and the largest width without ?w=', async () => {
    for (const accept of ['*/*', 'image/*', 'image/avif;q=0, image/webp;q=0, */*']) {
      const response = await get(`${photo}?w=160`, { accept });
      expect(response.headers['content-type'], accept).toBe('image/jpeg');
      expect((await decoded(response.rawPayload)).width, accept).toBe(160);
    }
    const plain = await get(photo);
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect((await decoded(plain.rawPayload)).width).toBe(1280);
  });

  it('serves every width of the srcset', async () => {
    for (const width of IMAGE_WIDTHS) {
      const response = await get(`${photo}?w=${width}`, { accept: 'image/webp' });
      expect(response.statusCode, String(width)).toBe(200);
      expect((await decoded(response.rawPayload)).width, String(width)).toBe(width);
    }
  });

  it('varies by Accept and may be cached a week, with a strong ETag that answers 304', async () => {
    const response = await get(`${photo}?w=480`, { accept: AVIF_FIRST });
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/)).toContain('accept');
    expect(response.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const again = await get(`${photo}?w=480`, {
      accept: AVIF_FIRST,
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const webp = await get(`${photo}?w=480`, { accept: 'image/webp' });
    expect(webp.headers.etag).not.toBe(response.headers.etag);
  });

  it('answers 400 with an error for a width it does not serve', async () => {
    for (const query of ['w=100', 'w=2000', 'w=abc', 'w=', 'w=320.0', 'w=0320', 'w=320&w=640', 'w=-320']) {
      const response = await get(`${photo}?${query}`, { accept: AVIF_FIRST });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('w must be one of 160, 320, 480, 640, 960, 1280 (pixels)');
    }
  });

  it('answers 404 for a photo the product does not list, or whose file is missing', async () => {
    const unlisted = [
      `/images/products/${product.slug}-2.jpg`,
      `/images/products/${product.slug}-1.png`,
      '/images/products/no-such-product-1.jpg',
    ];
    for (const url of unlisted) {
      const response = await get(`${url}?w=320`);
      expect(response.statusCode, url).toBe(404);
      expect(typeof response.json().error, url).toBe('string');
    }
    const { rows } = await shop.db.query<{ slug: string }>(
      `UPDATE products SET images[1] = '/images/products/' || slug || '-1.webp'
        WHERE slug = (SELECT slug FROM products WHERE images[1] LIKE '%.svg' ORDER BY slug LIMIT 1)
        RETURNING slug`,
    );
    const missing = `/images/products/${rows[0]?.slug}-1.webp?w=320`;
    const response = await get(missing);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('There is no such picture');
  });

  it('preloads the product page’s photo with the gallery’s srcset and sizes', async () => {
    const response = await get(`/product/details/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`href="${photo}?w=640"`);
    expect(response.body).toContain(`imagesrcset="${photo}?w=160 160w, `);
    expect(response.body).toContain(`imagesizes="${PICTURE_SIZES.gallery}"`);
  });

  it('lists the photo among the product’s pictures', async () => {
    const response = await get(`/api/home/product-details/${product.slug}`);
    expect(response.json().product.images[0]).toBe(photo);
  });
});

describe('photo variants', () => {
  const original = () => ({ key: product.slug, index: 1, photo: 'jpg' as const });

  it('encodes a width and format once, however many ask at the same time', async () => {
    const variants = new PhotoVariants(photoDir, 16 * 1024 * 1024);
    const [first, second] = await Promise.all([
      variants.get(original(), 320, 'webp'),
      variants.get(original(), 320, 'webp'),
    ]);
    expect(variants.encodings).toBe(1);
    const third = await variants.get(original(), 320, 'webp');
    expect(variants.encodings).toBe(1);
    expect(third?.etag).toBe(first?.etag);
    expect(second?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
    await variants.get(original(), 320, 'avif');
    await variants.get(original(), 640, 'webp');
    expect(variants.encodings).toBe(3);
  });

  it('keeps no more than its size, least recently used out first', async () => {
    const small = new PhotoVariants(photoDir, 1);
    await small.get(original(), 160, 'jpeg');
    await small.get(original(), 160, 'jpeg');
    expect(small.encodings).toBe(2);
    const none = new PhotoVariants(photoDir, 0);
    await none.get(original(), 160, 'jpeg');
    await none.get(original(), 160, 'jpeg');
    expect(none.encodings).toBe(2);
  });

  it('encodes again when the original changes', async () => {
    const variants = new PhotoVariants(photoDir, 16 * 1024 * 1024);
    await variants.get(original(), 160, 'jpeg');
    const file = photoFile(photoDir, product.slug, 1, 'jpg');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    await variants.get(original(), 160, 'jpeg');
    expect(variants.encodings).toBe(2);
  });

  it('gives null for an original that is not there', async () => {
    const variants = new PhotoVariants(photoDir, 1024);
    expect(await variants.get({ key: 'no-such-product', index: 1, photo: 'jpg' }, 160, 'jpeg')).toBeNull();
  });
});

describe('choosing the format', () => {
  it('takes AVIF, then WebP, when named with a quality above 0, else the original’s own', () => {
    expect(photoFormatFor(AVIF_FIRST, 'jpg')).toBe('avif');
    expect(photoFormatFor('image/webp,image/apng,*/*;q=0.8', 'jpg')).toBe('webp');
    expect(photoFormatFor('image/avif;q=0,image/webp;q=0.5', 'jpg')).toBe('webp');
    expect(photoFormatFor('IMAGE/AVIF', 'png')).toBe('avif');
    expect(photoFormatFor(undefined, 'png')).toBe('png');
    expect(photoFormatFor('*/*', 'webp')).toBe('jpeg');
    expect(photoFormatFor('image/*', 'jpeg')).toBe('jpeg');
  });
});
