import type { Database } from '../db/database';
import { CATALOG_CHANGES, isSyncToken } from './catalog-changes';
import type { HomeProducts, PriceRangeLatest } from './home';
import type { ProductListing } from './listing';
import type { ProductFilters } from './product-query';
import { RecentAnswers } from './recent-answers';
import type { LiveCatalogIndex } from './search-index/live-index';
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
  /** After a write that changes what they show (followCatalogChanges does it on every instance). */
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

/**
 * Forgets this instance's recent answers whenever any instance commits a write that changes what they show
 * (catalog-changes.ts): a review, an order or a cancellation changing stock, a product changed. The
 * notification reaches every instance listening a few milliseconds after the commit, so no instance serves
 * a listing older than the write once that has passed. With a search index, the answers are forgotten
 * once more when the index has applied the change: one computed from the index in between could otherwise
 * be kept. Answers until the returned function is called.
 */
export async function followCatalogChanges(
  db: Database,
  live: LiveCatalogIndex | undefined,
): Promise<() => Promise<void>> {
  const answers = catalogAnswers(db);
  const stopApplied = live?.onApplied(() => answers.clear());
  try {
    const unlisten = await db.listen(CATALOG_CHANGES, (payload) => {
      // A RESYNC (the listening connection came back) clears too: what was announced meanwhile is lost.
      if (!isSyncToken(payload)) answers.clear();
    });
    return async () => {
      stopApplied?.();
      await unlisten();
    };
  } catch (error) {
    stopApplied?.();
    throw error;
  }
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
