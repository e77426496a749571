import {
  type FilterPriceRange,
  isMinimumRating,
  isPriceSort,
  type MinimumRating,
  type PriceSort,
} from '@bazaar/ui/components/FilterPanel';
import { isProductView, type ProductView } from '@bazaar/ui/components/ViewToggle';
import { SEARCH_PARAM } from './site';

/** The three screens that list products (SPEC.md §2.1, §2.4). */
export type ListingKind = 'shop' | 'category' | 'search';

/**
 * Everything a listing shows, read from its URL so a link can be shared and Back works. Names follow the
 * query the shop sends (SPEC.md §5); `searchValue` is the search text, `value` in the address of
 * /products/search (SPEC.md §2.2).
 */
export interface ListingQuery {
  category: string | null;
  rating: MinimumRating | null;
  price: FilterPriceRange | null;
  sort: PriceSort | null;
  page: number;
  view: ProductView;
  searchValue: string | null;
}

export const listingParam = {
  category: SEARCH_PARAM.category,
  rating: 'rating',
  lowPrice: 'lowPrice',
  highPrice: 'highPrice',
  sort: 'sortPrice',
  page: 'pageNumber',
  view: 'view',
  searchValue: SEARCH_PARAM.searchValue,
} as const;

/** The parameters that narrow the products; changing one goes back to page 1. */
export const filterParams = [
  listingParam.category,
  listingParam.rating,
  listingParam.lowPrice,
  listingParam.highPrice,
  listingParam.sort,
] as const;

function wholeNumber(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return null;
  return Number(text.trim());
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return value === '' ? null : value;
}

/**
 * Reads a listing's URL. URLSearchParams skips empty pairs, so the header's doubled form
 * `?category=…&&value=…` (SPEC.md §2.2) reads the same as the standard one (DESIGN.md §4). Values that make
 * no sense (rating=9, pageNumber=-1) are ignored rather than sent on.
 */
export function readListingQuery(params: URLSearchParams, kind: ListingKind): ListingQuery {
  const rating = wholeNumber(params.get(listingParam.rating));
  const low = wholeNumber(params.get(listingParam.lowPrice));
  const high = wholeNumber(params.get(listingParam.highPrice));
  const sort = params.get(listingParam.sort);
  const page = wholeNumber(params.get(listingParam.page));
  const view = params.get(listingParam.view);
  let price: FilterPriceRange | null = null;
  if (low !== null || high !== null) {
    const from = low ?? 0;
    const to = high ?? Number.MAX_SAFE_INTEGER;
    price = { low: Math.min(from, to), high: Math.max(from, to) };
  }
  return {
    category: text(params, listingParam.category),
    rating: isMinimumRating(rating) ? rating : null,
    price,
    sort: isPriceSort(sort) ? sort : null,
    page: page !== null && page >= 1 ? page : 1,
    view: isProductView(view) ? view : 'grid',
    searchValue: kind === 'search' ? text(params, listingParam.searchValue) : null,
  };
}

/** `params` with some parameters set or removed (null); page 1 again unless the page itself is set. */
export function changeFilters(
  params: URLSearchParams,
  changes: Partial<Record<(typeof filterParams)[number], string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === undefined) next.delete(name);
    else next.set(name, value);
  }
  next.delete(listingParam.page);
  return next;
}

/** `params` with every filter removed; the search text and the view stay. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of filterParams) next.delete(name);
  next.delete(listingParam.page);
  return next;
}

export function hasFilters(query: ListingQuery): boolean {
  return query.category !== null || query.rating !== null || query.price !== null || query.sort !== null;
}

/** `params` at `page`; page 1 is the address without a page number. */
export function atPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(listingParam.page);
  else next.set(listingParam.page, String(page));
  return next;
}

/** `params` in `view`; grid is the address without a view. The page stays: the same products, laid out anew. */
export function inView(params: URLSearchParams, view: ProductView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'grid') next.delete(listingParam.view);
  else next.set(listingParam.view, view);
  return next;
}

/** Whether two listing URLs differ in their layout only: the products are the same, nothing to load. */
export function differsInViewOnly(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || current.search === next.search) return false;
  const withoutView = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(listingParam.view);
    params.sort();
    return params.toString();
  };
  return withoutView(current) === withoutView(next);
}
