import type { ApiClient, PriceRange, Product, QueryProductsResponse } from '@bazaar/api-client';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getCategories } from '../api/catalog';
import { getPriceRangeLatestProduct, type QueryProductsParams, queryProducts } from '../api/products';
import { isCustomerChange } from '../customer/customerChanges';
import {
  differsInViewOnly,
  type ListingKind,
  type ListingQuery,
  readListingQuery,
} from '../hrefs/listingQuery';

/** The GET /home/query-products parameters for a listing: only what is chosen is sent. */
export function queryProductsParams(query: ListingQuery): QueryProductsParams {
  const params: QueryProductsParams = { pageNumber: query.page };
  if (query.category !== null) params.category = query.category;
  if (query.rating !== null) params.rating = query.rating;
  if (query.price !== null) {
    params.lowPrice = query.price.low;
    if (query.price.high !== Number.MAX_SAFE_INTEGER) params.highPrice = query.price.high;
  }
  if (query.sort !== null) params.sortPrice = query.sort;
  if (query.searchValue !== null) params.searchValue = query.searchValue;
  return params;
}

export type ListingLoaderData =
  | {
      status: 'ready';
      result: QueryProductsResponse;
      priceRange: PriceRange;
      latestProducts: Product[];
      categories: string[];
    }
  | {
      status: 'error';
      /** The server's own words when it gave any (SPEC.md §7: failures use the server's error field). */
      serverMessage: string | null;
      cause: 'server' | 'unreachable';
    };

/**
 * Loads one page of a listing with what its filters need: the matching products (GET /home/query-products
 * with the URL's filters), the slider's bounds and the "Latest Product" list, and the category names. The
 * three calls run together; any failure becomes a state the page shows, not a thrown error.
 */
export function listingLoader(client: ApiClient, kind: ListingKind) {
  return async ({ request }: LoaderFunctionArgs): Promise<ListingLoaderData> => {
    const query = readListingQuery(new URL(request.url).searchParams, kind);
    const { signal } = request;
    // A navigation away aborts the requests and rejects; the router discards the load anyway.
    const [products, range, categories] = await Promise.all([
      queryProducts(client, queryProductsParams(query), signal),
      getPriceRangeLatestProduct(client, signal),
      getCategories(client, signal),
    ]);
    if (products.status === 'error') return products;
    if (range.status === 'error') return range;
    if (categories.status === 'error') return categories;
    return {
      status: 'ready',
      result: products.data,
      priceRange: range.data.priceRange,
      latestProducts: range.data.latest_product,
      categories: categories.data.categorys.map((category) => category.name),
    };
  };
}

/** Switching grid and list changes only the layout, a heart only the wishlist: the loaded products stay. */
export function shouldListingRevalidate({
  currentUrl,
  nextUrl,
  json,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (differsInViewOnly(currentUrl, nextUrl)) return false;
  // A heart changes the wishlist, which the frame loads again: the products stay.
  if (isCustomerChange(json)) return false;
  return defaultShouldRevalidate;
}
