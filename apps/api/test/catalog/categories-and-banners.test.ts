import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import { addKiteShop, KITES } from './kite-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await addKiteShop(shop);
});
afterAll(() => shop?.close());

describe('getCategories', () => {
  it('answers every category in menu order with its picture', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/home/get-categorys' });
    expect(response.statusCode).toBe(200);
    const { categorys } = response.json() as {
      categorys: Array<{ name: string; slug: string; image: string }>;
    };
    const { rows } = await shop.db.query<{ name: string }>(
      'SELECT name FROM categories ORDER BY position, name',
    );
    expect(categorys.map((category) => category.name)).toEqual(rows.map((row) => row.name));
    // The fixture's category is placed last (position 100).
    expect(categorys.at(-1)).toEqual({
      name: KITES.name,
      slug: KITES.slug,
      image: `/images/categories/${KITES.slug}.svg`,
    });
    expect(categorys.length).toBeGreaterThan(8);
  });
});

describe('getBanners', () => {
  it('answers the banners in order, each linking to its product by slug, with its headline and line', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/banners' });
    expect(response.statusCode).toBe(200);
    const { banners } = response.json() as { banners: Array<{ _id: string; banner: string; link: string }> };
    const { rows } = await shop.db.query<{
      id: string;
      image: string;
      slug: string;
      title: string;
      subtitle: string;
    }>(
      `SELECT b.id, b.image, p.slug, b.title, b.subtitle FROM banners b JOIN products p ON p.id = b.product_id
        ORDER BY b.position, b.created_at, b.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    // A phone writes the headline and its line under the picture (the picture draws them too small there).
    expect(rows.every((row) => row.title !== '' && row.subtitle !== '')).toBe(true);
    expect(banners).toEqual(
      rows.map((row) => ({
        _id: row.id,
        banner: row.image,
        link: row.slug,
        title: row.title,
        subtitle: row.subtitle,
      })),
    );
  });

  it('follows a banner moved to another product', async () => {
    const { rows } = await shop.db.query<{ id: string }>('SELECT id FROM banners ORDER BY position LIMIT 1');
    await shop.db.query(
      `UPDATE banners SET product_id = (SELECT id FROM products WHERE slug = 'rainbow-box-kite') WHERE id = $1`,
      [rows[0]?.id],
    );
    const response = await shop.call({ method: 'GET', url: '/api/banners' });
    expect(response.json().banners[0].link).toBe('rainbow-box-kite');
  });
});
