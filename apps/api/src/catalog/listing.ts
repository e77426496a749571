import type { Database } from '../db/database';
import { type ProductFilters, type ProductPage, queryProducts } from './product-query';
import { queryProductsByIndex } from './search-index/indexed-query';
import { liveIndexOf } from './search-index/live-index';

/**
 * The shop, listing and search pages' products: from the instance's in-memory index when it is built
 * (search-index/), from SQL otherwise. Both answer the same (test/catalog/search-index-equivalence.test.ts).
 */
export async function listProducts(db: Database, filters: ProductFilters): Promise<ProductPage> {
  const live = liveIndexOf(db);
  const fromIndex = live ? await queryProductsByIndex(db, live, filters) : null;
  return fromIndex ?? queryProducts(db, filters);
}
