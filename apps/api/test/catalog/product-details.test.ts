import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';
import { addKiteShop, KITE_PRODUCTS, KITES, type KiteShop, names, tukkal } from './kite-shop';

let shop: TestShop;
let kites: KiteShop;
beforeAll(async () => {
  shop = await createTestShop();
  kites = await addKiteShop(shop);
});
afterAll(() => shop?.close());

interface Card {
  _id: string;
  name: string;
  category: string;
  stock: number;
  sellerId: string;
}

async function details(slug: string) {
  return shop.call({ method: 'GET', url: `/api/home/product-details/${slug}` });
}

describe('getProductDetails', () => {
  it('answers the product named by its slug', async () => {
    const response = await details(kites.slugs.delta ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toEqual({
      _id: kites.ids.delta,
      name: KITE_PRODUCTS.delta.name,
      slug: kites.slugs.delta,
      category: KITES.name,
      brand: 'Zephyrine',
      price: 1000,
      discount: 10,
      stock: 10,
      rating: 4.5,
      images: [`/images/products/${kites.slugs.delta}-1.svg`, `/images/products/${kites.slugs.delta}-2.svg`],
      description: KITE_PRODUCTS.delta.description,
      shopName: 'Patang Ghar',
      sellerId: kites.sellers.patang,
    });
  });

  it('recommends up to 4 other products of the category in stock, best-rated first', async () => {
    const { relatedProducts } = (await details(kites.slugs.delta ?? '')).json() as {
      relatedProducts: Card[];
    };
    // The gold kite is rated 5 but out of stock; the delta kite itself is never recommended.
    expect(names(relatedProducts)).toEqual([
      KITE_PRODUCTS.box.name,
      KITE_PRODUCTS.parafoil.name,
      expect.stringMatching(/^Tukkal Kite Number/),
      expect.stringMatching(/^Tukkal Kite Number/),
    ]);
  });

  it('recommends up to 3 more products of the same shop, not already among the related ones', async () => {
    const body = (await details(kites.slugs.delta ?? '')).json() as {
      relatedProducts: Card[];
      moreProducts: Card[];
    };
    // Patang Ghar sells the delta, the gold (out of stock), the fighter kite and a spool in another category.
    expect(names(body.moreProducts)).toEqual([KITE_PRODUCTS.spool.name, KITE_PRODUCTS.fighter.name]);
    expect(body.moreProducts.every((product) => product.sellerId === kites.sellers.patang)).toBe(true);
  });

  it('keeps the shop panel clear of products shown in the related carousel', async () => {
    // Skyward Traders sells the box and parafoil kites and every tukkal, all in this category.
    const body = (await details(kites.slugs['tukkal-1'] ?? '')).json() as {
      relatedProducts: Card[];
      moreProducts: Card[];
    };
    expect(body.relatedProducts).toHaveLength(4);
    expect(body.moreProducts).toHaveLength(3);
    const related = new Set(body.relatedProducts.map((product) => product._id));
    expect(body.moreProducts.some((product) => related.has(product._id))).toBe(false);
    expect(
      names(body.moreProducts).every((name) => name.startsWith('Tukkal') && name !== tukkal(1).name),
    ).toBe(true);
  });

  it('answers an out-of-stock product with its stock of 0', async () => {
    const response = await details(kites.slugs.gold ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json().product.stock).toBe(0);
  });

  it('answers 404 with an error for a slug no product has', async () => {
    const response = await details('no-such-kite');
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
  });

  it('reads a slug as long as the contract allows (160 characters) instead of refusing the URL', async () => {
    const response = await details(`${'k'.repeat(159)}e`);
    expect(response.statusCode).toBe(404);
    expect(typeof response.json().error).toBe('string');
  });

  it('answers 400 for a slug that cannot be one', async () => {
    const response = await details('Not%20A%20Slug');
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });

  it('shows the stock as it is now, without waiting for listings to renew', async () => {
    await details(kites.slugs.parafoil ?? '');
    await shop.db.query('UPDATE products SET stock = 2 WHERE id = $1', [kites.ids.parafoil]);
    expect((await details(kites.slugs.parafoil ?? '')).json().product.stock).toBe(2);
  });
});
