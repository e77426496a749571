import { FilterPanel } from '@bazaar/ui/components/FilterPanel';
import { FilterToggle } from '@bazaar/ui/components/FilterToggle';
import { LatestProductsAside } from '@bazaar/ui/components/LatestProductsAside';
import { Pagination, type PaginationLinkProps } from '@bazaar/ui/components/Pagination';
import { ProductCount } from '@bazaar/ui/components/ProductCount';
import { ProductGrid } from '@bazaar/ui/components/ProductGrid';
import { ViewToggle } from '@bazaar/ui/components/ViewToggle';
import { format, useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import { visuallyHidden } from '@bazaar/ui/theme';
import { useEffect, useId, useRef } from 'react';
import {
  Link,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from 'react-router-dom';
import {
  atPage,
  changeFilters,
  clearFilters,
  hasFilters,
  inView,
  type ListingKind,
  listingParam,
  readListingQuery,
} from '../hrefs/listingQuery';
import { productHref } from '../hrefs/site';
import { renderRouterLink } from '../renderRouterLink';
import * as styles from './Listing.css';
import { ListingLoading, listingTitle } from './ListingLoading';
import type { ListingLoaderData } from './listingLoader';
import { useListingHearts } from './useListingHearts';

const detailsHref = (product: { slug: string }) => productHref(product.slug);

function hrefWith(pathname: string, params: URLSearchParams): string {
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

function renderPageLink({ href, children, ...props }: PaginationLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/**
 * The URL the page is showing, or the one it is loading when a filter, the sort or the page just changed:
 * the controls show the new choice at once while the products load.
 */
function useShownParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  if (navigation.location && navigation.location.pathname === location.pathname) {
    return new URLSearchParams(navigation.location.search);
  }
  return searchParams;
}

/** /shops, /products?category= and /products/search?category=&value= (SPEC.md §2.4): one page, three routes. */
export function Listing({ kind }: { kind: ListingKind }) {
  const data = useLoaderData<ListingLoaderData>();
  const revalidator = useRevalidator();
  const messages = useMessages();

  if (revalidator.state === 'loading') return <ListingLoading kind={kind} />;
  if (data.status === 'error') {
    const message =
      data.serverMessage ??
      (data.cause === 'unreachable' ? messages.errors.unreachable : messages.errors.generic);
    return <ListingError kind={kind} message={message} onRetry={() => revalidator.revalidate()} />;
  }
  return <ListingReady kind={kind} data={data} />;
}

function ListingReady({
  kind,
  data,
}: {
  kind: ListingKind;
  data: Extract<ListingLoaderData, { status: 'ready' }>;
}) {
  const messages = useMessages();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const params = useShownParams();
  const query = readListingQuery(params, kind);
  const updating = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { result } = data;
  const { renderHeart, outcomes } = useListingHearts(result.products);
  const resultsHeadingId = useId();

  // After moving to another page, take the reader (and the keyboard) to the top of the new products.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = readListingQuery(new URLSearchParams(location.search), kind).page;
  const previousPage = useRef(shownPage);
  useEffect(() => {
    if (previousPage.current !== shownPage) resultsHeading.current?.focus();
    previousPage.current = shownPage;
  }, [shownPage]);

  const setFilters = (changes: Parameters<typeof changeFilters>[1]) =>
    setSearchParams(changeFilters(params, changes), { preventScrollReset: true });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{listingTitle(kind, query, messages)}</h1>
      <div className={styles.layout}>
        <div className={styles.filters}>
          <FilterToggle>
            <FilterPanel
              categories={data.categories}
              category={query.category}
              onCategoryChange={(category) => setFilters({ [listingParam.category]: category })}
              priceBounds={data.priceRange}
              price={query.price}
              onPriceChange={({ low, high }) =>
                setFilters({ [listingParam.lowPrice]: String(low), [listingParam.highPrice]: String(high) })
              }
              rating={query.rating}
              onRatingChange={(rating) =>
                setFilters({ [listingParam.rating]: rating === null ? null : String(rating) })
              }
              sort={query.sort}
              onSortChange={(sort) => setFilters({ [listingParam.sort]: sort })}
              facets={result.facets}
            />
          </FilterToggle>
        </div>

        <section className={styles.results} aria-labelledby={resultsHeadingId}>
          <h2 id={resultsHeadingId} className={visuallyHidden} tabIndex={-1} ref={resultsHeading}>
            {messages.listing.results}
          </h2>
          <div className={styles.toolbar}>
            <ProductCount count={result.totalProduct} />
            <ViewToggle
              view={query.view}
              onViewChange={(view) => setSearchParams(inView(params, view), { preventScrollReset: true })}
            />
          </div>
          <ProductGrid
            products={result.products}
            view={query.view}
            status={updating ? 'updating' : 'ready'}
            getHref={detailsHref}
            renderLink={renderRouterLink}
            renderActions={renderHeart}
            headingLevel={3}
            aria-label={messages.listing.results}
            emptyMessage={
              query.searchValue === null
                ? undefined
                : format(messages.listing.noSearchResults, { value: query.searchValue })
            }
            onClearFilters={
              hasFilters(query)
                ? () => setSearchParams(clearFilters(params), { preventScrollReset: true })
                : undefined
            }
          />
          <Pagination
            page={query.page}
            total={result.totalProduct}
            pageSize={result.parPage}
            getHref={(page) => hrefWith(location.pathname, atPage(params, page))}
            renderLink={renderPageLink}
          />
        </section>

        <div className={styles.latest}>
          <LatestProductsAside
            products={data.latestProducts}
            getHref={detailsHref}
            renderLink={renderRouterLink}
            headingLevel={2}
          />
        </div>
      </div>
      {outcomes}
    </div>
  );
}

function ListingError({
  kind,
  message,
  onRetry,
}: {
  kind: ListingKind;
  message: string;
  onRetry: () => void;
}) {
  const messages = useMessages();
  const [searchParams] = useSearchParams();
  const query = readListingQuery(searchParams, kind);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{listingTitle(kind, query, messages)}</h1>
      <div className={styles.problem} role="alert">
        <p className={styles.problemTitle}>{messages.listing.loadFailed}</p>
        <p className={styles.problemText}>{message}</p>
        <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
          {messages.common.retry}
        </button>
      </div>
    </div>
  );
}

// One component per route: a route's Component is rendered without props, so each fixes its kind here.
export function ShopsListing() {
  return <Listing kind="shop" />;
}

export function ProductsListing() {
  return <Listing kind="category" />;
}

export function SearchListing() {
  return <Listing kind="search" />;
}
