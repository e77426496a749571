import type { components } from '@bazaar/api-client';
import { SHOPPING_WORDS } from '@bazaar/domain/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

// Hindi and Hinglish searches on the demo catalogue: a word in Devanagari or romanised Hindi finds what its
// English form finds (the same products, order and total), through the glossary in @bazaar/domain and the
// transliteration of other Devanagari words.

type ProductPage = components['schemas']['QueryProductsResponse'];
type Suggestions = components['schemas']['SearchSuggestions'];

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

async function search(searchValue: string, pageNumber = 1): Promise<ProductPage> {
  const query = new URLSearchParams({ searchValue, pageNumber: String(pageNumber) });
  const response = await shop.call({ method: 'GET', url: `/api/home/query-products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function suggest(value: string): Promise<Suggestions> {
  const response = await shop.call({
    method: 'GET',
    url: `/api/home/search-suggestions?${new URLSearchParams({ value })}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The first two pages and the total: what a shopper sees of an answer. */
async function answer(text: string) {
  const first = await search(text);
  const second = await search(text, 2);
  return { total: first.totalProduct, ids: [...first.products, ...second.products].map((p) => p._id) };
}

describe('a search in Hindi or Hinglish', () => {
  it.each([
    ['मोबाइल', 'mobile', (p: ProductPage['products'][number]) => p.category === 'Mobiles'],
    ['साड़ी', 'saree', (p: ProductPage['products'][number]) => /saree/i.test(p.name)],
    ['जूते', 'shoes', (p: ProductPage['products'][number]) => /shoes/i.test(p.name)],
    ['सैमसंग', 'samsung', (p: ProductPage['products'][number]) => p.brand === 'Samsung'],
    ['joote', 'shoes', (p: ProductPage['products'][number]) => /shoes/i.test(p.name)],
    ['ghadi', 'watch', (p: ProductPage['products'][number]) => /watch/i.test(`${p.name} ${p.category}`)],
    ['kitab', 'book', (p: ProductPage['products'][number]) => p.category === 'Books'],
  ])('%s finds what %s finds, products of that kind', async (hindi, english, ofTheKind) => {
    // The best matches are of that kind; further down come products whose description names it.
    const found = await search(hindi);
    expect(found.totalProduct).toBeGreaterThan(0);
    const best = found.products.slice(0, 3);
    expect(best.filter((p) => !ofTheKind(p)).map((p) => p.name)).toEqual([]);
    expect(await answer(hindi)).toEqual(await answer(english));
  });

  it('reads each word of a longer search, English ones included', async () => {
    expect(await answer('सैमसंग मोबाइल')).toEqual(await answer('samsung mobile'));
    expect(await answer('काली joote')).toEqual(await answer('kali shoes'));
    expect(await answer('JBL स्पीकर')).toEqual(await answer('jbl speaker'));
  });

  it('writes other Devanagari words in Latin letters for the catalogue’s matching', async () => {
    const haldiram = await search('हल्दीराम');
    expect(haldiram.totalProduct).toBeGreaterThan(0);
    expect(haldiram.products.every((p) => /haldiram/i.test(p.name))).toBe(true);
  });

  it('answers an empty page, not an error, for Devanagari the catalogue does not have', async () => {
    expect(await search('अंतरिक्षयान')).toMatchObject({ products: [], totalProduct: 0 });
  });
});

describe('the glossary of shopping words on the demo catalogue', () => {
  it.each(SHOPPING_WORDS.map((entry) => [entry.english, entry] as const))(
    '%s: found in the catalogue, and every Hindi and Hinglish form finds the same',
    async (english, entry) => {
      const expected = await answer(english);
      expect(expected.total, `${english} finds products`).toBeGreaterThan(0);
      for (const form of [...entry.hindi, ...entry.roman]) {
        expect(await answer(form), form).toEqual(expected);
      }
    },
  );

  it('has no romanised form that is a word of the catalogue (it would hide that word)', async () => {
    const forms = SHOPPING_WORDS.flatMap((entry) => entry.roman);
    const { rows } = await shop.db.query<{ word: string }>(
      'SELECT word FROM catalog_words WHERE word = ANY ($1::text[]) ORDER BY word',
      [forms],
    );
    expect(rows.map((row) => row.word)).toEqual([]);
  });
});

describe('suggestions in both scripts', () => {
  it('suggests from an unfinished Devanagari word', async () => {
    expect((await suggest('मोबा')).categories.map((c) => c.name)).toContain('Mobiles');
    const samsung = await suggest('सैमस');
    expect(samsung.products.length).toBeGreaterThan(0);
    expect(samsung.products.every((p) => p.name.startsWith('Samsung'))).toBe(true);
  });

  it('suggests for a whole Hindi or Hinglish word as for its English one', async () => {
    expect(await suggest('सैमसंग')).toEqual(await suggest('samsung'));
    expect(await suggest('ghadi')).toEqual(await suggest('watch'));
    expect(await suggest('किताब')).toEqual(await suggest('book'));
  });
});
