import type { Database } from '../db/database';
import type { HomeProducts, PriceRangeLatest } from './home';
import type { ProductListing } from './listing';
import type { ProductFilters } from './product-query';
import { RecentAnswers } from './recent-answers';
import type { SearchSuggestions } from './suggestions';

/** A catalogue answer younger than this is served as it is. */
export const CATALOG_FRESH_MS = 10_000;
/** Up to this age it is still served at once while a newer one is computed. */
export const CATALOG_STALE_MS = 120_000;
/** Newer answers are computed one at a time, starting at most this often. */
export const CATALOG_RENEW_EVERY_MS = 100;

export interface CatalogAnswers {
  productPages: RecentAnswers<ProductListing>;
  suggestions: RecentAnswers<SearchSuggestions>;
  home: RecentAnswers<HomeProducts>;
  priceRange: RecentAnswers<PriceRangeLatest>;
  /** After a write that changes products (a review changes a rating). */
  clear(): void;
}

// One set per database, shared by the route modules of one app (and so separate for each test shop).
const answersByDatabase = new WeakMap<Database, CatalogAnswers>();

export function catalogAnswers(db: Database): CatalogAnswers {
  let answers = answersByDatabase.get(db);
  if (!answers) {
    const timing = {
      freshMs: CATALOG_FRESH_MS,
      staleMs: CATALOG_STALE_MS,
      renewEveryMs: CATALOG_RENEW_EVERY_MS,
    };
    const productPages = new RecentAnswers<ProductListing>({ ...timing, maxEntries: 2000 });
    const suggestions = new RecentAnswers<SearchSuggestions>({ ...timing, maxEntries: 1000 });
    const home = new RecentAnswers<HomeProducts>({ ...timing, maxEntries: 1 });
    const priceRange = new RecentAnswers<PriceRangeLatest>({ ...timing, maxEntries: 1 });
    answers = {
      productPages,
      suggestions,
      home,
      priceRange,
      clear() {
        for (const recent of [productPages, suggestions, home, priceRange]) recent.clear();
      },
    };
    answersByDatabase.set(db, answers);
  }
  return answers;
}

/** Searches differing only in letter case or spacing share an answer. */
const normalizeText = (text: string | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

export function productPageKey(filters: ProductFilters): string {
  return JSON.stringify([
    (filters.category ?? '').trim(),
    filters.rating ?? 0,
    filters.lowPrice ?? null,
    filters.highPrice ?? null,
    filters.sortPrice ?? '',
    filters.pageNumber ?? 1,
    normalizeText(filters.searchValue),
  ]);
}

export function suggestionsKey(value: string, category: string | undefined): string {
  return JSON.stringify([normalizeText(value), (category ?? '').trim()]);
}
