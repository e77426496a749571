import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import { addKiteShop, KITE_PRODUCTS, KITES, type KiteShop } from './kite-shop';

let shop: TestShop;
let kites: KiteShop;
beforeAll(async () => {
  shop = await createTestShop();
  kites = await addKiteShop(shop);
});
afterAll(() => shop?.close());

interface Suggestions {
  products: Array<{ name: string; slug: string; category: string }>;
  categories: Array<{ name: string; slug: string }>;
}

async function suggest(value: string, category?: string) {
  const query = new URLSearchParams({ value, ...(category === undefined ? {} : { category }) });
  return shop.call({ method: 'GET', url: `/api/home/search-suggestions?${query}` });
}

async function suggestions(value: string, category?: string): Promise<Suggestions> {
  const response = await suggest(value, category);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('getSearchSuggestions', () => {
  it('suggests products whose name starts with the typed letters, best-rated first', async () => {
    const { products } = await suggestions('zeph');
    expect(products).toEqual([
      { name: KITE_PRODUCTS.gold.name, slug: kites.slugs.gold, category: KITES.name },
      { name: KITE_PRODUCTS.delta.name, slug: kites.slugs.delta, category: KITES.name },
    ]);
  });

  it('matches every typed word, the last one unfinished', async () => {
    const { products } = await suggestions('zephyrine de');
    expect(products.map((product) => product.name)).toEqual([KITE_PRODUCTS.delta.name]);
  });

  it('suggests from names only, not from brands or descriptions', async () => {
    // "Bareilly" is the fighter kite's brand and "Sankranti" is in its description, in neither name.
    expect((await suggestions('bareilly')).products).toEqual([]);
    expect((await suggestions('sankranti')).products).toEqual([]);
  });

  it('corrects a misspelt word', async () => {
    const { products } = await suggestions('zefyrine');
    expect(products.map((product) => product.name).sort()).toEqual(
      [KITE_PRODUCTS.gold.name, KITE_PRODUCTS.delta.name].sort(),
    );
  });

  it('suggests at most 6 products', async () => {
    const { products } = await suggestions('tukkal');
    expect(products).toHaveLength(6);
  });

  it('suggests the categories the text names', async () => {
    expect((await suggestions('kites')).categories).toEqual([{ name: KITES.name, slug: KITES.slug }]);
    // "kit" starts a word of both names; menu order.
    expect((await suggestions('kit')).categories).toEqual([
      { name: 'Home & Kitchen', slug: 'home-and-kitchen' },
      { name: KITES.name, slug: KITES.slug },
    ]);
    expect((await suggestions('zeph')).categories).toEqual([]);
  });

  it('suggests products within the chosen category only, by name or slug', async () => {
    expect((await suggestions('zeph', KITES.name)).products).toHaveLength(2);
    expect((await suggestions('zeph', KITES.slug)).products).toHaveLength(2);
    expect((await suggestions('zeph', 'Mobiles')).products).toEqual([]);
    expect((await suggestions('zeph', 'No Such Category')).products).toEqual([]);
    expect((await suggestions('zeph', '')).products).toHaveLength(2);
  });

  it('answers nothing for text without a word or that resembles nothing', async () => {
    expect(await suggestions('!!')).toEqual({ products: [], categories: [] });
    expect(await suggestions('qqxqqxqq')).toEqual({ products: [], categories: [] });
  });

  it('shows a renamed product by its new name as soon as the index has heard of it', async () => {
    const gold = { name: KITE_PRODUCTS.gold.name, slug: kites.slugs.gold, category: KITES.name };
    // Suggested once, so the index keeps its row (search-index/kept-products.ts).
    expect((await suggestions('zeph')).products).toContainEqual(gold);
    const renamed = 'Zephyrine Golden Jubilee Kite';
    await shop.db.query('UPDATE products SET name = $2 WHERE slug = $1', [gold.slug, renamed]);
    try {
      // shop.call waits until the index has heard of every change committed before it.
      expect((await suggestions('zeph')).products).toContainEqual({ ...gold, name: renamed });
    } finally {
      await shop.db.query('UPDATE products SET name = $2 WHERE slug = $1', [gold.slug, gold.name]);
    }
    expect((await suggestions('zeph')).products).toContainEqual(gold);
  });

  it('shows the new name of a renamed category', async () => {
    const gold = { name: KITE_PRODUCTS.gold.name, slug: kites.slugs.gold, category: KITES.name };
    expect((await suggestions('zeph')).products).toContainEqual(gold);
    await shop.db.query('UPDATE categories SET name = $2 WHERE slug = $1', [KITES.slug, 'Kites & Manja']);
    try {
      expect((await suggestions('zeph')).products).toContainEqual({ ...gold, category: 'Kites & Manja' });
    } finally {
      await shop.db.query('UPDATE categories SET name = $2 WHERE slug = $1', [KITES.slug, KITES.name]);
    }
  });

  it('refuses a missing, empty or overlong value', async () => {
    for (const url of [
      '/api/home/search-suggestions',
      '/api/home/search-suggestions?value=',
      `/api/home/search-suggestions?value=${'k'.repeat(101)}`,
    ]) {
      const response = await shop.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });
});
