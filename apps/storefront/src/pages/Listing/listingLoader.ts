import type { ApiClient, PriceRange, Product, QueryProductsResponse } from '@bazaar/api-client';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { getCategories, getPriceRangeLatestProduct, queryProducts } from '../../api/catalog';
import { differsInViewOnly, type ListingKind, queryProductsParams, readListingQuery } from './listingParams';

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

/** Switching grid and list changes only the layout: the loaded products stay. */
export function shouldListingRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (differsInViewOnly(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
