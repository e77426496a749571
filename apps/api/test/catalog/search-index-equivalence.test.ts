import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listProducts } from '../../src/catalog/listing';
import { queryFacets } from '../../src/catalog/product-facets';
import { type ProductFilters, queryProducts } from '../../src/catalog/product-query';
import { plainLexemes } from '../../src/catalog/search-index/catalogue-words';
import { queryProductsByIndex } from '../../src/catalog/search-index/indexed-query';
import { type LiveCatalogIndex, liveIndexOf } from '../../src/catalog/search-index/live-index';
import { type PlanOptions, planSearch, type SearchPlan } from '../../src/catalog/search-terms';
import { searchSuggestions } from '../../src/catalog/suggestions';
import { createTestShop, type TestShop } from '../support/shop';

// The in-memory index must answer every listing exactly as the SQL path does: same products, same order
// (ts_rank to its last bit), same totals, same facets. Queries are generated from the seeded catalogue's own words,
// with misspellings, Hindi and Hinglish, categories, filters, sorts and pages.

let shop: TestShop;
let live: LiveCatalogIndex;

beforeAll(async () => {
  shop = await createTestShop();
  const started = liveIndexOf(shop.db);
  if (!started) throw new Error('the test shop runs without its search index');
  live = started;
  while (!live.current) await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(() => shop?.close());

/** mulberry32: the same queries on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HINDI_AND_HINGLISH = ['मोबाइल', 'फोन', 'साड़ी', 'जूते', 'घड़ी', 'सैमसंग', 'joote', 'ghadi', 'kitab', 'kurta'];

async function generatedQueries(count: number): Promise<ProductFilters[]> {
  const next = random(12);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const { rows: words } = await shop.db.query<{ word: string }>(
    `SELECT w.word FROM catalog_words w WHERE length(w.word) >= 3 AND w.word ~ '^[a-z]+$' ORDER BY w.word`,
  );
  const { rows: categories } = await shop.db.query<{ name: string }>('SELECT name FROM categories');
  const vocabulary = words.map((row) => row.word);
  const text = (): string | undefined => {
    const word = pick(vocabulary);
    switch (Math.floor(next() * 8)) {
      case 0:
        return undefined;
      case 1:
        return word.slice(0, 3 + Math.floor(next() * 2));
      case 2: {
        const at = 1 + Math.floor(next() * (word.length - 1));
        return word.slice(0, at) + word.slice(at + 1);
      }
      case 3:
        return `${word} ${pick(vocabulary)}`;
      case 4:
        return pick(HINDI_AND_HINGLISH);
      case 5:
        return pick(categories).name.split(/\W+/)[0]?.toLowerCase();
      default:
        return word;
    }
  };
  return Array.from({ length: count }, () => {
    const price = next();
    return {
      searchValue: text(),
      category: next() < 0.3 ? pick(categories).name : undefined,
      rating: next() < 0.25 ? pick([1, 3, 4, 5]) : undefined,
      lowPrice: price < 0.15 ? 500 : undefined,
      highPrice: price > 0.85 ? 5_000 : undefined,
      sortPrice: pick(['', '', 'low-to-high', 'high-to-low'] as const),
      pageNumber: next() < 0.8 ? 1 : 2,
    };
  });
}

async function expectSameListing(
  filters: ProductFilters,
  fromIndex: NonNullable<Awaited<ReturnType<typeof queryProductsByIndex>>>,
  fromSql: Awaited<ReturnType<typeof queryProducts>>,
) {
  expect(
    {
      ids: fromIndex.products.map((product) => product._id),
      total: fromIndex.totalProduct,
      facets: fromIndex.facets,
    },
    JSON.stringify(filters),
  ).toEqual({
    ids: fromSql.products.map((product) => product._id),
    total: fromSql.totalProduct,
    facets: await queryFacets(shop.db, filters),
  });
}

describe('the search index', () => {
  it('answers a few hundred generated listings exactly as SQL does', async () => {
    const queries = await generatedQueries(300);
    let answered = 0;
    let matched = 0;
    for (const filters of queries) {
      const fromIndex = await queryProductsByIndex(shop.db, live, filters);
      if (!fromIndex) continue;
      answered++;
      const fromSql = await queryProducts(shop.db, filters);
      if (fromSql.totalProduct > 0) matched++;
      await expectSameListing(filters, fromIndex, fromSql);
    }
    // The comparison means something only if the index answered most queries and many found products.
    expect(answered).toBeGreaterThan(260);
    expect(matched).toBeGreaterThan(150);
  }, 180_000);

  it('answers searches naming a category, within it and within another, as SQL does, asked twice', async () => {
    const { rows: categories } = await shop.db.query<{ name: string }>(
      'SELECT name FROM categories ORDER BY position, name LIMIT 4',
    );
    const wordOf = (name: string) => name.split(/\W+/)[0]?.toLowerCase() ?? '';
    const cases: ProductFilters[] = [];
    for (const { name } of categories) {
      for (const other of categories) {
        // The page reuses the facets' matches unless a word names the chosen category (catalog-index.ts).
        cases.push({ category: name, searchValue: wordOf(other.name) });
        cases.push({ category: name, searchValue: `${wordOf(other.name)} ${wordOf(name)}` });
        cases.push({ category: name, searchValue: `${wordOf(other.name)} cotton`, sortPrice: 'low-to-high' });
      }
    }
    let matched = 0;
    for (const filters of [...cases, ...cases]) {
      const fromIndex = await queryProductsByIndex(shop.db, live, filters);
      if (!fromIndex) continue;
      const fromSql = await queryProducts(shop.db, filters);
      if (fromSql.totalProduct > 0) matched++;
      await expectSameListing(filters, fromIndex, fromSql);
    }
    // At least a category's own name within it, asked both times, with and without another word.
    expect(matched).toBeGreaterThanOrEqual(4 * categories.length);
  }, 120_000);

  it('answers a search of unknown words by similar names in SQL, planned once in memory, not by statements', async () => {
    const filters: ProductFilters = { searchValue: 'wmoen zqxw', sortPrice: 'low-to-high' };
    expect(await live.plan('wmoen zqxw')).toMatchObject({ kind: 'similar-name' });
    const query = vi.spyOn(shop.db, 'query');
    try {
      const listing = await listProducts(shop.db, filters);
      // planSearch's statement analyses the text with to_tsvector; the listing's own statements do not.
      const planned = query.mock.calls.filter(([sql]) => sql.includes("unnest(to_tsvector('simple'"));
      expect(planned).toEqual([]);
      query.mockRestore();
      const page = await queryProducts(shop.db, filters);
      expect(listing).toEqual({ ...page, facets: await queryFacets(shop.db, filters) });
    } finally {
      query.mockRestore();
    }
  });

  it('suggests names similar to a misspelt text from memory, reading at most their rows', async () => {
    // Three words of a seeded name run together: no catalogue word is like it, the name is.
    const { rows } = await shop.db.query<{ name: string }>(
      'SELECT lower(name) AS name FROM products ORDER BY id LIMIT 300',
    );
    const texts = rows.map(({ name }) => (name.match(/[a-z]+/g) ?? []).slice(0, 3).join(''));
    let found = 0;
    for (const text of texts) {
      const plan = await live.plan(text, { minPrefix: 2, lastWordUnfinished: true });
      if (plan?.kind !== 'similar-name') continue;
      const query = vi.spyOn(shop.db, 'query');
      let fromIndex: Awaited<ReturnType<typeof searchSuggestions>>;
      try {
        fromIndex = await searchSuggestions(shop.db, text, undefined, live);
        // pg_trgm's operators are not asked: the similarity is worked out in memory.
        expect(
          query.mock.calls.filter(([sql]) => sql.includes('<%') || sql.includes('word_similarity')),
        ).toEqual([]);
      } finally {
        query.mockRestore();
      }
      expect(fromIndex, text).toEqual(await searchSuggestions(shop.db, text, undefined));
      if (fromIndex.products.length > 0) found++;
    }
    expect(found).toBeGreaterThan(5);
  }, 60_000);

  it('answers texts no word of which the catalogue knows as SQL does, without SQL when no name is similar', async () => {
    const { rows } = await shop.db.query<{ word: string }>(
      `SELECT word FROM catalog_words WHERE word ~ '^[a-z]{5,}$' ORDER BY word LIMIT 400`,
    );
    const texts = new Set<string>();
    for (const [i, { word }] of rows.entries()) {
      const other = rows[(i * 7 + 3) % rows.length]?.word ?? word;
      texts.add(`${word[0]}${word[2]}${word[1]}${word.slice(3)}`); // two letters swapped: "wmoen"
      texts.add(`${word.slice(0, 3)}${other.slice(-3)}`); // halves of two words
      texts.add(`${word.slice(1)}${other.slice(0, 2)}`);
    }
    // Three words of a name written as one: no catalogue word is like it, yet the name is (word_similarity).
    const { rows: names } = await shop.db.query<{ name: string }>(
      'SELECT lower(name) AS name FROM products ORDER BY id LIMIT 300',
    );
    for (const { name } of names) texts.add((name.match(/[a-z]+/g) ?? []).slice(0, 3).join(''));
    const { rows: categoryRows } = await shop.db.query<{ slug: string }>('SELECT slug FROM categories');
    const categories = categoryRows.map((row) => row.slug);
    let pruned = 0;
    let bySql = 0;
    let foundBySql = 0;
    for (const text of texts) {
      const plan = await live.plan(text);
      if (plan?.kind !== 'similar-name') continue;
      const filters: ProductFilters = { searchValue: text };
      const page = await queryProducts(shop.db, filters);
      const facets = await queryFacets(shop.db, filters);
      if (live.current?.hasNameSimilarTo(plan.text) === false) {
        pruned++;
        expect(page.totalProduct, text).toBe(0);
      } else {
        bySql++;
        if (page.totalProduct > 0) foundBySql++;
      }
      expect(await listProducts(shop.db, filters), text).toEqual({ ...page, facets });
      expect(await searchSuggestions(shop.db, text, undefined, live), text).toEqual(
        await searchSuggestions(shop.db, text, undefined),
      );
      const category = categories[(pruned + bySql) % categories.length] ?? '';
      expect(await searchSuggestions(shop.db, text, category, live), text).toEqual(
        await searchSuggestions(shop.db, text, category),
      );
    }
    // Both ways are taken: answered here as nothing found (most such texts), and left to PostgreSQL.
    expect(pruned).toBeGreaterThan(20);
    expect(bySql).toBeGreaterThan(5);
    expect(foundBySql).toBeGreaterThan(5);
  }, 120_000);

  it('learns the trigrams of a renamed product, so a text like its new name is still found', async () => {
    const { rows } = await shop.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM products ORDER BY id DESC LIMIT 1',
    );
    const product = rows[0];
    if (!product) throw new Error('the test shop has products');
    // Four words whose trigrams no other name has, written as one: like no single word (similarity below
    // 0.3), but word-similar to the new name (0.64), and only through the trigrams the rename brought.
    const text = 'qxvzwkjajqhwzvxkzkqxjvwhwvjqkzxh';
    await shop.db.query('UPDATE products SET name = $2 WHERE id = $1', [
      product.id,
      'Qxvzwkja Jqhwzvxk Zkqxjvwh Wvjqkzxh',
    ]);
    try {
      await live.caughtUp();
      expect(await live.plan(text)).toMatchObject({ kind: 'similar-name' });
      const filters: ProductFilters = { searchValue: text };
      const listing = await listProducts(shop.db, filters);
      expect(listing.products.map((found) => found._id)).toEqual([product.id]);
      const suggested = await searchSuggestions(shop.db, text, undefined, live);
      expect(suggested.products.map((found) => found.name)).toEqual(['Qxvzwkja Jqhwzvxk Zkqxjvwh Wvjqkzxh']);
      expect(suggested).toEqual(await searchSuggestions(shop.db, text, undefined));
      expect(listing).toEqual({
        ...(await queryProducts(shop.db, filters)),
        facets: await queryFacets(shop.db, filters),
      });
    } finally {
      await shop.db.query('UPDATE products SET name = $2 WHERE id = $1', [product.id, product.name]);
      await live.caughtUp();
    }
  });

  it('suggests what the SQL path suggests, as the shopper types', async () => {
    const queries = await generatedQueries(150);
    let suggested = 0;
    for (const { searchValue, category } of queries) {
      if (!searchValue) continue;
      // Every stage of typing: "s", "sa", "sam" …
      for (let end = 1; end <= searchValue.length; end += 2) {
        const typed = searchValue.slice(0, end);
        const fromIndex = await searchSuggestions(shop.db, typed, category, live);
        const fromSql = await searchSuggestions(shop.db, typed, category);
        expect(fromIndex, JSON.stringify({ typed, category })).toEqual(fromSql);
        if (fromSql.products.length > 0) suggested++;
      }
    }
    expect(suggested).toBeGreaterThan(100);
  }, 120_000);

  it('ranks every match as ts_rank does, to the last bit of its single precision', async () => {
    let compared = 0;
    for (const text of [
      'cotton shirt',
      'samsng phone',
      'steel bottle',
      'boat',
      'saree silk',
      'घड़ी',
      'book',
    ]) {
      const plan = await live.plan(text);
      if (plan?.kind !== 'words') throw new Error(`"${text}" should plan as words`);
      const rankQuery = plan.rankQuery;
      const { rows } = await shop.db.query<{ id: string; rank: string }>(
        `SELECT p.id, ts_rank(p.search, $1::tsquery)::text AS rank FROM products p
          WHERE p.search @@ $1::tsquery ORDER BY p.id`,
        [rankQuery],
      );
      const ranks = live.current?.relevance(
        plan.words,
        rows.map((row) => row.id),
      );
      expect(ranks, text).toEqual(rows.map((row) => Math.fround(Number(row.rank))));
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('is reported ready by /api/health, with how many products it holds', async () => {
    const response = await shop.call({ method: 'GET', url: '/api/health' });
    const { rows } = await shop.db.query<{ n: number }>('SELECT count(*) AS n FROM products');
    expect(response.json()).toMatchObject({
      status: 'ok',
      searchIndex: { state: 'ready', products: rows[0]?.n },
    });
  });

  it('follows a price change made in the database within a second', async () => {
    const { rows } = await shop.db.query<{ id: string; name: string }>(
      `SELECT p.id, c.name FROM products p JOIN categories c ON c.id = p.category_id
        ORDER BY p.selling_price DESC, p.id LIMIT 1`,
    );
    const [product] = rows;
    if (!product) throw new Error('no product seeded');
    const cheapest = async () =>
      (await queryProductsByIndex(shop.db, live, { category: product.name, sortPrice: 'low-to-high' }))
        ?.products[0]?._id;
    expect(await cheapest()).not.toBe(product.id);
    // A write from elsewhere (another instance, a seller's tool): only the notification tells the index.
    await shop.db.query('UPDATE products SET price = 1, discount = 0 WHERE id = $1', [product.id]);
    const deadline = Date.now() + 1_000;
    while ((await cheapest()) !== product.id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await cheapest()).toBe(product.id);
  });

  it('still answers as SQL does after products changed, came and went', async () => {
    await shop.db.query(`UPDATE products SET rating = 5, review_count = review_count + 1
                          WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 20)`);
    await shop.db.query(`UPDATE products SET name = name || ' cotton', discount = 50
                          WHERE id IN (SELECT id FROM products ORDER BY id DESC LIMIT 20)`);
    await shop.db.query(
      `DELETE FROM products WHERE id IN (SELECT id FROM products ORDER BY created_at LIMIT 5)`,
    );
    await live.caughtUp();
    for (const filters of await generatedQueries(120)) {
      const fromIndex = await queryProductsByIndex(shop.db, live, filters);
      if (!fromIndex) continue;
      const fromSql = await queryProducts(shop.db, filters);
      await expectSameListing(filters, fromIndex, fromSql);
    }
  }, 120_000);
});

/** A plan with each word's categories in one order (the statement's DISTINCT gives them in any). */
function comparable(plan: SearchPlan | null | undefined) {
  if (plan?.kind !== 'words') return plan;
  return {
    ...plan,
    words: plan.words.map((word) => ({ ...word, categoryIds: [...word.categoryIds].sort() })),
  };
}

describe('planning the search text in memory', () => {
  it('cuts plain texts into the words to_tsvector cuts, in the same order', async () => {
    const next = random(5);
    const alphabet = 'abkqzABKZ0159 \t\n\r,!?"\'():;*#$%=';
    const texts = Array.from({ length: 4_000 }, () =>
      Array.from(
        { length: 1 + Math.floor(next() * 24) },
        () => alphabet[Math.floor(next() * alphabet.length)],
      ).join(''),
    );
    const { rows } = await shop.db.query<{ text: string; lexemes: string[] }>(
      `SELECT t AS text, ARRAY(SELECT lexeme FROM unnest(to_tsvector('simple', t)) ORDER BY positions[1]) AS lexemes
         FROM unnest($1::text[]) t`,
      [texts],
    );
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) expect(plainLexemes(row.text), JSON.stringify(row.text)).toEqual(row.lexemes);
    // What the parser reads otherwise (hyphenated words, numbers with dots, hosts, tags) is left to it.
    for (const text of ['t-shirt', '5.1 speaker', 'usb/c', 'a@b', '<b>', 'café', '+91']) {
      expect(plainLexemes(text), text).toBeNull();
    }
  });

  it('plans typos, Hindi and Hinglish, prefixes and several words as the statement does', async () => {
    const { rows: words } = await shop.db.query<{ word: string }>(
      `SELECT w.word FROM catalog_words w WHERE w.word ~ '^[a-z0-9]+$' ORDER BY w.word`,
    );
    const vocabulary = words.map((row) => row.word);
    const next = random(31);
    const pick = () => vocabulary[Math.floor(next() * vocabulary.length)] ?? '';
    const misspelt = (word: string) => {
      const at = Math.floor(next() * word.length);
      return next() < 0.5
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    };
    const texts = [
      ...HINDI_AND_HINGLISH,
      'samsng',
      'samsnug phone',
      'Cotton  SHIRT!',
      'kurt',
      'ku',
      'b',
      'mob kitch',
      'elctronics',
      'xyzzyq',
      'qq zz',
      '!!!',
      '128gb 5000',
      "men's shoes",
      'a b c d e f g h i j k',
      'मोबाइल cover',
      'सैमसंग फोन',
      'joote nike',
      't-shirt',
      ...Array.from({ length: 120 }, () => pick()),
      ...Array.from({ length: 120 }, () => misspelt(pick())),
      ...Array.from({ length: 60 }, () => pick().slice(0, 2 + Math.floor(next() * 3))),
      ...Array.from({ length: 60 }, () => `${pick()} ${misspelt(pick())} ${pick().slice(0, 3)}`),
    ];
    const asTyped: PlanOptions = { minPrefix: 2, lastWordUnfinished: true };
    const cases: Array<[string, PlanOptions]> = [
      ...texts.map((text): [string, PlanOptions] => [text, {}]),
      ...texts.flatMap((text) =>
        [1, 2, 3, 5].map((end): [string, PlanOptions] => [text.slice(0, end), asTyped]),
      ),
      ['मोबा', asTyped],
      ['घ', asTyped],
    ];
    const catalogue = live.words;
    if (!catalogue) throw new Error('the index holds no catalogue words');
    let inMemory = 0;
    let corrected = 0;
    for (const [text, options] of cases) {
      const planned = catalogue.plan(text, options);
      const fromSql = await planSearch(shop.db, text, options);
      if (planned === undefined) continue;
      inMemory++;
      expect(comparable(planned), JSON.stringify({ text, options })).toEqual(comparable(fromSql));
      if (fromSql?.kind === 'words' && fromSql.words.some((word) => !word.query.startsWith("'"))) corrected++;
      // And what the listings ask, through the plan cache: the same again.
      expect(comparable(await live.plan(text, options))).toEqual(comparable(fromSql));
    }
    expect(inMemory).toBeGreaterThan(cases.length * 0.95);
    expect(corrected).toBeGreaterThan(50);
  }, 120_000);
});
