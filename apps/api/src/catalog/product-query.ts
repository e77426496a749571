import { PRODUCT_PAGE_SIZE } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';
import { findCategoryId } from './categories';
import { PRODUCT_COLUMNS, type Product, type ProductRow, toProduct } from './product-row';
import { planSearch, type SearchPlan, type SearchPlanner } from './search-terms';

export type PriceSort = 'low-to-high' | 'high-to-low';

/** The shop, listing and search pages' filters (SPEC §5, §2.4), already validated by the contract. */
export interface ProductFilters {
  /** Category name or slug; empty means every category. */
  category?: string | undefined;
  /** "r stars and up"; 0 means any rating. */
  rating?: number | undefined;
  lowPrice?: number | undefined;
  highPrice?: number | undefined;
  sortPrice?: PriceSort | '' | undefined;
  pageNumber?: number | undefined;
  searchValue?: string | undefined;
}

export interface ProductPage {
  products: Product[];
  totalProduct: number;
  parPage: number;
}

// Offsets are bigint in SQL; a page number beyond this cannot hold products and is answered empty.
const LAST_REACHABLE_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / PRODUCT_PAGE_SIZE);

/** The count on every row, and a product's columns unless the page is empty (one row of nulls then). */
type PageRow = Omit<ProductRow, 'id'> & { total: number; id: string | null };
const isProductRow = (row: PageRow): row is PageRow & ProductRow => row.id !== null;

/** Builds `$n` placeholders; only values go into params, never into the SQL text. */
export class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The conditions a search adds. A word that names a category matches that category's products too; when
 * the shopper has already chosen a category, such a word either names it (and every product there
 * matches the word) or does not (and only the text can match), which keeps the condition a plain
 * full-text one the index can answer.
 */
export interface SearchConditions {
  where: string[];
  /** The relevance of a match, for ordering by it; adds its parameter only when called. */
  rank: () => string;
}

function searchConditions(plan: SearchPlan, categoryId: string | null, params: Parameters): SearchConditions {
  if (plan.kind === 'similar-name') {
    const text = params.add(plan.text);
    // `<%` is pg_trgm's word-similarity operator; it uses products_name_trgm_idx.
    return { where: [`${text} <% lower(p.name)`], rank: () => `word_similarity(${text}, lower(p.name))` };
  }
  const textOnly: string[] = [];
  const where: string[] = [];
  for (const word of plan.words) {
    if (word.categoryIds.length === 0) textOnly.push(word.query);
    else if (categoryId === null) {
      where.push(
        `(p.search @@ ${params.add(word.query)}::tsquery OR p.category_id = ANY (${params.add(word.categoryIds)}::uuid[]))`,
      );
    } else if (!word.categoryIds.includes(categoryId)) textOnly.push(word.query);
  }
  // One tsquery for all plain words, so the full-text index is searched once.
  if (textOnly.length > 0) {
    where.unshift(`p.search @@ ${params.add(textOnly.map((query) => `( ${query} )`).join(' & '))}::tsquery`);
  }
  return { where, rank: () => `ts_rank(p.search, ${params.add(plan.rankQuery)}::tsquery)` };
}

/** 400 when the price bounds are the wrong way round: no product could match. */
export function checkPriceBounds(filters: ProductFilters): void {
  if (
    filters.lowPrice !== undefined &&
    filters.highPrice !== undefined &&
    filters.lowPrice > filters.highPrice
  ) {
    throw badRequest('lowPrice must not be above highPrice');
  }
}

/** What the filters name, looked up in the database first. */
export interface FilterLookups {
  /** The chosen category's id; null when none is chosen, or when the one named does not exist. */
  categoryId: string | null;
  /** How the search text is matched; null without text. */
  plan: SearchPlan | null;
}

/** Each filter's SQL conditions on products `p`; an empty list when the filter is not set. */
export interface FilterConditions {
  category: string[];
  rating: string[];
  price: string[];
  search: SearchConditions | null;
}

/**
 * The conditions of the filters, in the order their parameters are added: category, rating, price bounds,
 * search. A category that was named but does not exist matches nothing. The search's words that name a
 * category are matched as within `searchCategoryId` (by default the chosen one); the facets pass null
 * to set the category aside, which keeps the same products once the category condition is added.
 */
export function filterConditions(
  filters: ProductFilters,
  lookups: FilterLookups,
  params: Parameters,
  searchCategoryId: string | null = lookups.categoryId,
): FilterConditions {
  const category: string[] = [];
  if (lookups.categoryId) category.push(`p.category_id = ${params.add(lookups.categoryId)}`);
  else if (filters.category?.trim()) category.push('FALSE');
  const rating = filters.rating ? [`p.rating >= ${params.add(filters.rating)}`] : [];
  const price: string[] = [];
  if (filters.lowPrice !== undefined) price.push(`p.selling_price >= ${params.add(filters.lowPrice)}`);
  if (filters.highPrice !== undefined) price.push(`p.selling_price <= ${params.add(filters.highPrice)}`);
  const search = lookups.plan ? searchConditions(lookups.plan, searchCategoryId, params) : null;
  return { category, rating, price, search };
}

/**
 * One page of the products matching the filters, and how many match in all: the category and the search
 * words are looked up first, then one statement answers both the page and the total.
 */
export async function queryProducts(
  db: Queryable,
  filters: ProductFilters,
  planOf: SearchPlanner = (text) => planSearch(db, text),
): Promise<ProductPage> {
  checkPriceBounds(filters);
  const empty: ProductPage = { products: [], totalProduct: 0, parPage: PRODUCT_PAGE_SIZE };
  const params = new Parameters();

  const category = filters.category?.trim();
  const categoryId = category ? await findCategoryId(db, category) : null;
  if (category && !categoryId) return empty;
  const text = filters.searchValue?.trim();
  const plan = text ? await planOf(text) : null;

  const conditions = filterConditions(filters, { categoryId, plan }, params);
  const { search } = conditions;
  const where = [...conditions.category, ...conditions.rating, ...conditions.price, ...(search?.where ?? [])];

  // Relevance when searching, newest first otherwise (SPEC §5); the id last so pages never overlap.
  // The rank is computed only when it orders the page: it reads every match's text.
  const byPrice = filters.sortPrice === 'low-to-high' || filters.sortPrice === 'high-to-low';
  const rank = search && !byPrice ? search.rank() : '0';
  const order =
    filters.sortPrice === 'low-to-high'
      ? 'selling_price ASC, id ASC'
      : filters.sortPrice === 'high-to-low'
        ? 'selling_price DESC, id ASC'
        : search
          ? 'rank DESC, rating DESC, review_count DESC, id ASC'
          : 'created_at DESC, id DESC';
  const byOrder = (alias: string) => order.replace(/(^|, )/g, `$1${alias}.`);

  const pageNumber = filters.pageNumber ?? 1;
  const offset = pageNumber > LAST_REACHABLE_PAGE ? null : (pageNumber - 1) * PRODUCT_PAGE_SIZE;
  const limit = params.add(offset === null ? 0 : PRODUCT_PAGE_SIZE);
  const skip = params.add(offset ?? 0);
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';

  // With search text the matches come from the full-text index: they are collected once (ids and sort
  // keys), then counted and paged. Without it, the count and the page are separate scans so that the
  // page can be read in order straight off an index (created_at, or category and selling price).
  const sql = search
    ? `WITH matches AS MATERIALIZED (
         SELECT p.id, p.selling_price, p.created_at, p.rating, p.review_count, ${rank} AS rank
           FROM products p ${filter}
       )
       SELECT total.n AS total, page.*
         FROM (SELECT count(*) AS n FROM matches) total
         LEFT JOIN LATERAL (
           SELECT ${PRODUCT_COLUMNS}
             FROM (SELECT * FROM matches m ORDER BY ${byOrder('m')} LIMIT ${limit} OFFSET ${skip}) m
             JOIN products p ON p.id = m.id
             JOIN categories c ON c.id = p.category_id
             JOIN sellers s ON s.id = p.seller_id
            ORDER BY ${byOrder('m')}
         ) page ON true`
    : `SELECT total.n AS total, page.*
         FROM (SELECT count(*) AS n FROM products p ${filter}) total
         LEFT JOIN LATERAL (
           SELECT ${PRODUCT_COLUMNS}
             FROM (SELECT p.* FROM products p ${filter} ORDER BY ${byOrder('p')} LIMIT ${limit} OFFSET ${skip}) p
             JOIN categories c ON c.id = p.category_id
             JOIN sellers s ON s.id = p.seller_id
            ORDER BY ${byOrder('p')}
         ) page ON true`;
  const { rows } = await db.query<PageRow>(sql, params.values);
  return {
    products: rows.filter(isProductRow).map(toProduct),
    totalProduct: Number(rows[0]?.total ?? 0),
    parPage: PRODUCT_PAGE_SIZE,
  };
}
