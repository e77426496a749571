import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';
import { findCategoryId } from './categories';
import { type KeptProducts, productsById } from './search-index/kept-products';
import type { LiveCatalogIndex } from './search-index/live-index';
import { planSearch } from './search-terms';

export type SearchSuggestions = components['schemas']['SearchSuggestions'];

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;

// As-you-type: the last word is usually unfinished, so two letters already match as a prefix.
const SUGGESTION_MIN_PREFIX = 2;

/**
 * Suggestions for the text typed so far: products whose name matches every word (as a prefix, or
 * corrected when misspelt), best-rated first, within the category when one is chosen; and the
 * categories some word names.
 */
export async function searchSuggestions(
  db: Queryable,
  value: string,
  category: string | undefined,
  live?: LiveCatalogIndex,
): Promise<SearchSuggestions> {
  const none: SearchSuggestions = { products: [], categories: [] };
  const options = { minPrefix: SUGGESTION_MIN_PREFIX, lastWordUnfinished: true };
  const plan = live ? await live.plan(value, options) : await planSearch(db, value, options);
  if (!plan) return none;
  const index = live?.current;
  if (index) {
    const chosen = category?.trim();
    const within = chosen ? index.findCategoryId(chosen) : null;
    if (plan.kind === 'words') {
      const categories = index.categoriesAmong(
        plan.words.flatMap((word) => word.categoryIds),
        SUGGESTED_CATEGORIES,
      );
      if (chosen && !within) return { products: [], categories };
      const ids = index.suggest(plan.words, within, SUGGESTED_PRODUCTS);
      return { products: await suggestedProducts(db, ids, index.keptProducts), categories };
    }
    if (chosen && !within) return none;
    // Names similar to a misspelt text, worked out in memory unless only the statement can tell.
    const ids = index.suggestSimilar(plan.text, within, SUGGESTED_PRODUCTS);
    if (ids) return { products: await suggestedProducts(db, ids, index.keptProducts), categories: [] };
  }

  const categoryIds =
    plan.kind === 'words' ? [...new Set(plan.words.flatMap((word) => word.categoryIds))] : [];
  const { rows: categories } = await db.query<{ name: string; slug: string }>(
    `SELECT name, slug FROM categories WHERE id = ANY ($1::uuid[]) ORDER BY position, name LIMIT $2`,
    [categoryIds, SUGGESTED_CATEGORIES],
  );

  let within: string | null = null;
  const chosen = category?.trim();
  if (chosen) {
    within = await findCategoryId(db, chosen);
    if (!within) return { products: [], categories };
  }

  // Names only: a suggestion is read as a product name, so a match in its description would puzzle.
  // The expression is the one of products_name_search_idx (migration 002).
  const match =
    plan.kind === 'words'
      ? `to_tsvector('simple', p.name) @@ $1::tsquery`
      : // pg_trgm word similarity on names (products_name_trgm_idx) when no word is usable as such.
        `$1 <% lower(p.name)`;
  const order = plan.kind === 'words' ? '' : 'word_similarity($1, lower(p.name)) DESC,';
  const query = plan.kind === 'words' ? plan.words.map((word) => `( ${word.query} )`).join(' & ') : plan.text;
  const { rows: products } = await db.query<{ name: string; slug: string; category: string }>(
    `SELECT p.name, p.slug, c.name AS category
       FROM products p
       JOIN categories c ON c.id = p.category_id
      WHERE ${match} AND ($2::uuid IS NULL OR p.category_id = $2::uuid)
      ORDER BY ${order} p.rating DESC, p.review_count DESC, p.id
      LIMIT $3`,
    [query, within, SUGGESTED_PRODUCTS],
  );
  return { products, categories };
}

/** Name, slug and category of the products with these ids, in this order. */
async function suggestedProducts(
  db: Queryable,
  ids: string[],
  kept: KeptProducts,
): Promise<SearchSuggestions['products']> {
  const products = await productsById(db, ids, kept);
  return products.map(({ name, slug, category }) => ({ name, slug, category }));
}
