import type { components } from '@bazaar/api-client';
import { type PriceBucketCount, priceBucketIndex, priceBuckets } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { findCategoryId } from './categories';
import { checkPriceBounds, filterConditions, Parameters, type ProductFilters } from './product-query';
import { planSearch, type SearchPlanner } from './search-terms';

export type ProductFacets = components['schemas']['ProductFacets'];
type CategoryFacet = components['schemas']['CategoryFacet'];
type RatingFacet = components['schemas']['RatingFacet'];

/** The rating facet's buckets, in the order the contract lists them. */
const RATING_FACETS = [4, 3, 2, 1] as const satisfies readonly RatingFacet['atLeast'][];

/** Every row of the facets' statement; which columns are set depends on `facet`. */
type FacetRow = {
  facet: 'category' | 'rating' | 'price' | 'span';
  name: string | null;
  slug: string | null;
  /** rating: the stars; price: the low end of a group of prices; span: the lowest price. */
  low: number | null;
  /** span: the highest price. */
  high: number | null;
  /** price: the width of the groups (a power of ten). */
  grain: number | null;
  count: number | null;
};

/** Names ordered as the contract says: by UTF-16 code units, the same in every runtime and database. */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The counts beside the filter panel's choices (openapi.yaml ProductFacets): per category, per minimum
 * rating and a histogram of prices, each facet applying every filter but its own.
 *
 * One statement: the products matching the search text (as without a category, so that a word naming a
 * category keeps matching that category's products) and at least two of the three other filters are
 * collected once with a flag per filter, then counted three ways. The price histogram's buckets depend on
 * the lowest and highest price, known only inside the statement, so prices are counted in groups a power
 * of ten wide — at most a tenth of the range over eight, so every bucket of priceBuckets() (whose width is
 * at least that range over eight, and a multiple of the power of ten below it) is a whole number of
 * groups — and the groups are added up into the buckets here.
 */
export async function queryFacets(
  db: Queryable,
  filters: ProductFilters,
  planOf: SearchPlanner = (text) => planSearch(db, text),
): Promise<ProductFacets> {
  checkPriceBounds(filters);
  const category = filters.category?.trim();
  const categoryId = category ? await findCategoryId(db, category) : null;
  const text = filters.searchValue?.trim();
  const plan = text ? await planOf(text) : null;

  const params = new Parameters();
  const conditions = filterConditions(filters, { categoryId, plan }, params, null);
  const all = (list: string[]) => (list.length === 0 ? 'TRUE' : list.join(' AND '));
  const inCategory = all(conditions.category);
  const inRating = all(conditions.rating);
  const inPrice = all(conditions.price);
  const where = [
    ...(conditions.search?.where ?? []),
    `((${inCategory} AND ${inRating}) OR (${inCategory} AND ${inPrice}) OR (${inRating} AND ${inPrice}))`,
  ];

  const sql = `
    WITH matches AS MATERIALIZED (
      SELECT p.category_id, p.rating, p.selling_price,
             ${inCategory} AS in_category, ${inRating} AS in_rating, ${inPrice} AS in_price
        FROM products p
       WHERE ${where.join(' AND ')}
    ), span AS (
      SELECT min(selling_price) AS low, max(selling_price) AS high,
             (10 ^ (length(((max(selling_price) - min(selling_price)) / 8)::text) - 1))::int AS grain
        FROM matches
       WHERE in_category AND in_rating
    ), ratings AS (
      SELECT ${RATING_FACETS.map((stars) => `count(*) FILTER (WHERE rating >= ${stars}) AS r${stars}`).join(', ')}
        FROM matches
       WHERE in_category AND in_price
    )
    SELECT 'category' AS facet, c.name, c.slug, NULL::int AS low, NULL::int AS high, NULL::int AS grain, g.n AS count
      FROM (SELECT category_id, count(*) AS n FROM matches WHERE in_rating AND in_price GROUP BY category_id) g
      JOIN categories c ON c.id = g.category_id
    UNION ALL
    SELECT 'rating', NULL, NULL, v.stars, NULL, NULL, v.n
      FROM ratings, LATERAL (VALUES ${RATING_FACETS.map((stars) => `(${stars}, r${stars})`).join(', ')}) v(stars, n)
    UNION ALL
    SELECT 'span', NULL, NULL, span.low, span.high, span.grain, NULL FROM span WHERE span.low IS NOT NULL
    UNION ALL
    SELECT 'price', NULL, NULL, m.selling_price / span.grain * span.grain, NULL, span.grain, count(*)
      FROM matches m, span
     WHERE m.in_category AND m.in_rating
     GROUP BY 4, 6`;
  const { rows } = await db.query<FacetRow>(sql, params.values);

  const categories: CategoryFacet[] = rows
    .filter((row) => row.facet === 'category')
    .map((row) => ({ name: row.name ?? '', slug: row.slug ?? '', count: row.count ?? 0 }))
    .sort((a, b) => b.count - a.count || byCodeUnits(a.name, b.name));

  const ratings: RatingFacet[] = RATING_FACETS.map((atLeast) => ({
    atLeast,
    count: rows.find((row) => row.facet === 'rating' && row.low === atLeast)?.count ?? 0,
  }));

  const span = rows.find((row) => row.facet === 'span');
  const buckets = priceBuckets(span?.low ?? null, span?.high ?? null);
  const prices: PriceBucketCount[] = buckets.map((bucket) => ({ ...bucket, count: 0 }));
  const width = (buckets[0]?.high ?? 0) - (buckets[0]?.low ?? 0);
  for (const row of rows) {
    if (row.facet !== 'price' || row.low === null) continue;
    // A group must lie within one bucket; a wider group would be a fault in the grain above.
    if (width > 0 && row.grain !== null && width % row.grain !== 0) {
      throw new Error(`price groups of ${row.grain} do not fit buckets of ${width}`);
    }
    const bucket = prices[priceBucketIndex(buckets, row.low)];
    if (bucket) bucket.count += row.count ?? 0;
  }
  return { categories, ratings, prices };
}
