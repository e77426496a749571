import { PRODUCT_PAGE_SIZE, priceBuckets } from '@bazaar/domain';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { ProductListing } from '../listing';
import type { ProductFacets } from '../product-facets';
import type { ProductFilters } from '../product-query';
import type { FacetCounts, ListingOrder } from './catalog-index';
import { productsById } from './kept-products';
import type { LiveCatalogIndex } from './live-index';

// Beyond this page no product can be reached (product-query.ts answers it empty, with the total).
const LAST_REACHABLE_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / PRODUCT_PAGE_SIZE);

/**
 * queryProducts' answer from the in-memory index: the index picks the page's ids and counts the matches,
 * the database gives the page's rows (but those of products shown lately, which the index keeps:
 * kept-products.ts). Null when the index cannot answer (not built yet, or a search whose words are all
 * unusable, which the SQL path answers by trigram similarity of names).
 */
export async function queryProductsByIndex(
  db: Queryable,
  live: LiveCatalogIndex,
  filters: ProductFilters,
): Promise<ProductListing | null> {
  const index = live.current;
  if (!index) return null;
  if (
    filters.lowPrice !== undefined &&
    filters.highPrice !== undefined &&
    filters.lowPrice > filters.highPrice
  ) {
    throw badRequest('lowPrice must not be above highPrice');
  }
  const text = filters.searchValue?.trim();
  const plan = text ? await live.plan(text) : null;
  if (plan?.kind === 'similar-name') {
    // Names similar to the text, which SQL finds and ranks by trigrams, unless no name is (similar-names.ts).
    if (index.hasNameSimilarTo(plan.text) !== false) return null;
    return { products: [], totalProduct: 0, parPage: PRODUCT_PAGE_SIZE, facets: NOTHING_FOUND };
  }
  const words = plan ? plan.words : null;

  const category = filters.category?.trim();
  const categoryId = category ? index.findCategoryId(category) : null;
  const facets = contractFacets(
    index.facets(
      {
        categoryId: category && !categoryId ? undefined : categoryId,
        rating: filters.rating ?? 0,
        lowPrice: filters.lowPrice,
        highPrice: filters.highPrice,
        words,
      },
      priceBuckets,
    ),
  );
  if (category && !categoryId) return { products: [], totalProduct: 0, parPage: PRODUCT_PAGE_SIZE, facets };

  const sort = filters.sortPrice;
  const order: ListingOrder =
    sort === 'low-to-high' || sort === 'high-to-low' ? sort : words ? 'relevance' : 'newest';
  const pageNumber = filters.pageNumber ?? 1;
  const reachable = pageNumber <= LAST_REACHABLE_PAGE;
  const answer = index.query({
    categoryId,
    rating: filters.rating ?? 0,
    lowPrice: filters.lowPrice,
    highPrice: filters.highPrice,
    words,
    order,
    offset: reachable ? (pageNumber - 1) * PRODUCT_PAGE_SIZE : 0,
    limit: reachable ? PRODUCT_PAGE_SIZE : 0,
  });
  const products = await productsById(db, answer.ids, index.keptProducts);
  return { products, totalProduct: answer.total, parPage: PRODUCT_PAGE_SIZE, facets };
}

/** The facets of a search that finds nothing: no category, no rating, no price to count. */
const NOTHING_FOUND: ProductFacets = contractFacets({ categories: [], ratings: [0, 0, 0, 0], prices: [] });

function contractFacets({ categories, ratings, prices }: FacetCounts): ProductFacets {
  const [four, three, two, one] = ratings;
  return {
    categories,
    ratings: [
      { atLeast: 4, count: four },
      { atLeast: 3, count: three },
      { atLeast: 2, count: two },
      { atLeast: 1, count: one },
    ],
    prices,
  };
}
