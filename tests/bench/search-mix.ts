import { SHOPPING_WORDS } from '@bazaar/domain/search';
import { composeProduct, SEED } from '../../apps/api/src/seed/build';
import { categorySeeds } from '../../apps/api/src/seed/catalogue';
import { createRandom, type Random } from '../../apps/api/src/seed/random';

/**
 * What shoppers ask the catalogue, for `npm run bench:api`: a reproducible stream of query-products and
 * search-suggestions requests drawn from a seeded random mix.
 *
 * Words come from the seeded catalogue itself: a few hundred products per category are composed exactly
 * as the seed composes them, and their names give each category its words, as often as they occur (a word
 * in many names is searched more often). Hindi and Hinglish come from the glossary of shopping words
 * (@bazaar/domain) and a few brand names written in Devanagari.
 */

export type QueryKind =
  | 'word in its category'
  | 'two words in their category'
  | 'word, all categories'
  | 'typo'
  | 'Hindi or Hinglish'
  | 'category only'
  | 'nothing';

/** How often each kind of query is asked, in percent. */
export const QUERY_KINDS: ReadonlyArray<readonly [QueryKind, number]> = [
  ['word in its category', 28],
  ['two words in their category', 10],
  ['word, all categories', 17],
  ['typo', 10],
  ['Hindi or Hinglish', 13],
  ['category only', 14],
  ['nothing', 8],
];

export interface MixQuery {
  kind: QueryKind;
  /** The path and query string of a query-products request. */
  path: string;
  /** The search text, '' when browsing. */
  text: string;
  category: string;
}

interface CategoryWords {
  name: string;
  /** Words of product names, repeated as often as they occur. */
  words: string[];
  /** Consecutive word pairs of product names ("cotton kurta", "galaxy m35"). */
  pairs: string[];
  /** Selling prices of the composed products, sorted, for price filters shoppers would set. */
  prices: number[];
}

const PRODUCTS_PER_CATEGORY = 300;
/** Words too common or too empty to be searched alone. */
const NOT_SEARCHED = new Set(['with', 'and', 'for', 'the', 'pack', 'set', 'inch', 'ram', 'storage', 'size']);
/** Brand names as a Hindi keyboard writes them; each is tested to find its brand (hindi-search.test.ts). */
const DEVANAGARI_BRANDS = ['सैमसंग', 'हल्दीराम', 'सैमसंग मोबाइल', 'JBL स्पीकर', 'काली जूते'];

function wordsOf(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && /\p{L}/u.test(word) && !NOT_SEARCHED.has(word));
}

function vocabulary(): CategoryWords[] {
  return categorySeeds.map((category) => {
    const random = createRandom(`${SEED}:bench-words:${category.slug}`);
    const words: string[] = [];
    const pairs: string[] = [];
    const prices: number[] = [];
    for (let i = 0; i < PRODUCTS_PER_CATEGORY; i += 1) {
      const product = composeProduct(random, category, new Set());
      if (!product) continue;
      const own = wordsOf(product.name);
      words.push(...own);
      for (let w = 0; w + 1 < own.length; w += 1) pairs.push(`${own[w]} ${own[w + 1]}`);
      prices.push(product.price - Math.floor((product.price * product.discount) / 100));
    }
    prices.sort((a, b) => a - b);
    return { name: category.name, words, pairs, prices };
  });
}

/** A letter dropped or two neighbours swapped, never the first letter (shoppers get that one right). */
function misspelt(random: Random, word: string): string {
  const at = random.int(1, word.length - 2);
  if (random.chance(0.5)) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

/** A price a shopper would type or slide to: the price of some product, rounded to hundreds. */
function roundedPrice(prices: readonly number[], share: number): number {
  const price = prices[Math.min(prices.length - 1, Math.floor(share * prices.length))] ?? 0;
  return Math.round(price / 100) * 100;
}

export interface SearchMix {
  nextQuery(): MixQuery;
  /** A search-suggestions request: the start of some query's text, as typed so far. */
  nextSuggestion(): string;
}

export function createSearchMix(seed: string): SearchMix {
  const random = createRandom(`bench-mix:${seed}`);
  const categories = vocabulary();
  const allWords = categories.flatMap((category) => category.words);
  const allPrices = categories.flatMap((category) => category.prices).sort((a, b) => a - b);
  // The category whose names hold an English glossary word most often, to pair its Hindi form with.
  const homeOf = (english: string) =>
    categories
      .map((category) => ({ category, n: category.words.filter((word) => word === english).length }))
      .sort((a, b) => b.n - a.n)
      .find((entry) => entry.n > 0)?.category;
  const hindiForms = SHOPPING_WORDS.flatMap((entry) =>
    [...entry.hindi, ...entry.roman].map((form) => ({ form, home: homeOf(entry.english) })),
  );

  function filters(category: CategoryWords | undefined, browsing: boolean): Record<string, string> {
    const params: Record<string, string> = {};
    // Without text '' keeps the newest first; with text it keeps the best matches first.
    const sort = random.weighted([
      ['', browsing ? 50 : 60],
      ['low-to-high', 25],
      ['high-to-low', browsing ? 25 : 15],
    ]);
    if (sort !== '') params.sortPrice = sort;
    if (random.chance(0.15))
      params.rating = String(
        random.weighted([
          [4, 6],
          [3, 3],
          [2, 1],
        ] as const),
      );
    if (random.chance(0.15)) {
      const prices = category?.prices ?? allPrices;
      const low = random.next() * 0.5;
      params.lowPrice = String(roundedPrice(prices, low));
      params.highPrice = String(Math.max(100, roundedPrice(prices, low + 0.2 + random.next() * 0.5)));
    }
    const page = random.weighted([
      [1, 80],
      [random.int(2, 3), 14],
      [random.int(4, 10), 6],
    ]);
    params.pageNumber = String(page);
    return params;
  }

  function draw(): { kind: QueryKind; text: string; category: CategoryWords | undefined } {
    const kind = random.weighted(QUERY_KINDS);
    const category = random.pick(categories);
    switch (kind) {
      case 'word in its category':
        return { kind, text: random.pick(category.words), category };
      case 'two words in their category':
        return { kind, text: random.pick(category.pairs), category };
      case 'word, all categories':
        return { kind, text: random.pick(allWords), category: undefined };
      case 'typo': {
        let word = random.pick(allWords);
        while (word.length < 5) word = random.pick(allWords);
        return { kind, text: misspelt(random, word), category: random.chance(0.4) ? category : undefined };
      }
      case 'Hindi or Hinglish': {
        if (random.chance(0.1)) return { kind, text: random.pick(DEVANAGARI_BRANDS), category: undefined };
        const { form, home } = random.pick(hindiForms);
        return { kind, text: form, category: random.chance(0.4) ? home : undefined };
      }
      case 'category only':
        return { kind, text: '', category };
      case 'nothing':
        return { kind, text: '', category: undefined };
    }
  }

  return {
    nextQuery() {
      const { kind, text, category } = draw();
      const params = new URLSearchParams({
        ...(text ? { searchValue: text } : {}),
        ...(category ? { category: category.name } : {}),
        ...filters(category, text === ''),
      });
      return { kind, path: `/api/home/query-products?${params}`, text, category: category?.name ?? '' };
    },
    nextSuggestion() {
      let query = draw();
      while (query.text === '') query = draw();
      const letters = [...query.text];
      const typed = letters.slice(0, random.int(Math.min(2, letters.length), letters.length)).join('');
      const params = new URLSearchParams({ value: typed });
      // The header sends the category chosen beside the search box; most shoppers leave it at "all".
      if (query.category && random.chance(0.2)) params.set('category', query.category.name);
      return `/api/home/search-suggestions?${params}`;
    },
  };
}
