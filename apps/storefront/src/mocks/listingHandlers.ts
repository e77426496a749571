import type { QueryProductsResponse } from '@bazaar/api-client';
import { http } from './http';
import { listingCategories, priceRangeLatest, queryShopProducts } from './listing';

export interface ListingMocks {
  /** The handlers a listing page needs: products, price range with latest products, categories. */
  handlers: ReturnType<typeof http.get>[];
  /** The query parameters of every GET /home/query-products the page made, oldest first. */
  queries: URLSearchParams[];
}

/**
 * MSW handlers for /shops, /products and /products/search. The products answer follows the query (see
 * queryShopProducts) unless `products` gives a fixed answer; every query is recorded for the play function.
 */
export function listingMocks(products?: QueryProductsResponse): ListingMocks {
  const queries: URLSearchParams[] = [];
  return {
    queries,
    handlers: [
      http.get('/home/query-products', ({ request, response }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        return response(200).json(products ?? queryShopProducts(params));
      }),
      http.get('/home/price-range-latest-product', ({ response }) => response(200).json(priceRangeLatest)),
      http.get('/home/get-categorys', ({ response }) => response(200).json(listingCategories)),
    ],
  };
}

/** The catalogue calls of a listing, answered normally, for stories that change the products call alone. */
export function listingCatalogueHandlers(): ReturnType<typeof http.get>[] {
  return [
    http.get('/home/price-range-latest-product', ({ response }) => response(200).json(priceRangeLatest)),
    http.get('/home/get-categorys', ({ response }) => response(200).json(listingCategories)),
  ];
}

/** The last GET /home/query-products query as a plain object, to compare with what the page should send. */
export function lastQuery(queries: URLSearchParams[]): Record<string, string> {
  return Object.fromEntries(queries.at(-1) ?? []);
}
