import { PRODUCT_PAGE_SIZE } from '@bazaar/domain';
import { ProductGrid } from '@bazaar/ui/components/ProductGrid';
import { categoryName, format, type Messages, useMessages } from '@bazaar/ui/messages';
import { useSearchParams } from 'react-router-dom';
import { type ListingKind, type ListingQuery, readListingQuery } from '../hrefs/listingQuery';
import * as styles from './Listing.css';

/** The page title: "Shop", the category, or the search text (SPEC.md §2.4). */
export function listingTitle(kind: ListingKind, query: ListingQuery, messages: Messages): string {
  if (kind === 'shop') return messages.listing.shopTitle;
  if (kind === 'search' && query.searchValue !== null) {
    return format(messages.listing.searchResultsFor, { value: query.searchValue });
  }
  return query.category === null ? messages.listing.productsTitle : categoryName(messages, query.category);
}

const noHref = () => '';

/**
 * Before the first products arrive: the title, a spoken status and a page of placeholders. Kept apart from
 * the page so routes.tsx can name it statically: react-router shows a route's HydrateFallback during the
 * first load only when it is known before the lazy module has loaded.
 */
export function ListingLoading({ kind }: { kind: ListingKind }) {
  const messages = useMessages();
  const [searchParams] = useSearchParams();
  const query = readListingQuery(searchParams, kind);
  return (
    <div className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{listingTitle(kind, query, messages)}</h1>
      <p className={styles.status} role="status">
        {messages.listing.loadingProducts}
      </p>
      <ProductGrid
        products={[]}
        view={query.view}
        status="loading"
        getHref={noHref}
        placeholderCount={PRODUCT_PAGE_SIZE}
      />
    </div>
  );
}

export function ShopsLoading() {
  return <ListingLoading kind="shop" />;
}

export function ProductsLoading() {
  return <ListingLoading kind="category" />;
}

export function SearchLoading() {
  return <ListingLoading kind="search" />;
}
