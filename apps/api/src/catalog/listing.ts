import type { Database } from '../db/database';
import { type ProductFacets, queryFacets } from './product-facets';
import { type ProductFilters, type ProductPage, queryProducts } from './product-query';
import { queryProductsByIndex } from './search-index/indexed-query';
import { liveIndexOf } from './search-index/live-index';

/** GET /home/query-products's answer: one page of the matching products and the facets of the filters. */
export type ProductListing = ProductPage & { facets: ProductFacets };

/**
 * The shop, listing and search pages' products and facets: from the instance's in-memory index when it
 * is built (search-index/), from SQL otherwise. Both answer the same
 * (test/catalog/search-index-equivalence.test.ts).
 */
export async function listProducts(db: Database, filters: ProductFilters): Promise<ProductListing> {
  const live = liveIndexOf(db);
  const fromIndex = live ? await queryProductsByIndex(db, live, filters) : null;
  if (fromIndex) return fromIndex;
  // The index's plans, when it has them: a search it leaves to SQL (names similar to a text whose words
  // are all unknown) is not planned again, twice, by statements.
  const planOf = live ? (text: string) => live.plan(text) : undefined;
  // On PostgreSQL the two run on two connections at once; PGlite runs them one after the other.
  const [page, facets] = await Promise.all([
    queryProducts(db, filters, planOf),
    queryFacets(db, filters, planOf),
  ]);
  return { ...page, facets };
}
