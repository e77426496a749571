import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { dashedNotice } from '../../recipes/notice.css';
import { sprinkles } from '../../theme/sprinkles.css';
import type { ProductCardLinkProps } from '../ProductCard';
import { ProductCard } from '../ProductCard';
import { ProductListItem, type ProductListItemProduct } from '../ProductListItem';
import type { ProductView } from '../ViewToggle';
import * as styles from './ProductGrid.css';

/**
 * `loading`: nothing to show yet, placeholders. `updating`: the products shown are being replaced (a filter
 * or page changed), they stay but are marked busy. `ready`: the products are current.
 */
export const productGridStatuses = ['loading', 'updating', 'ready'] as const;
export type ProductGridStatus = (typeof productGridStatuses)[number];

/**
 * Pictures loaded at once rather than lazily: the first row of four cards on a desktop, the first two rows
 * on a phone. One of them is usually the page's largest paint, which lazy loading would hold back.
 */
const eagerPictures = 4;

export interface ProductGridProps {
  products: readonly ProductListItemProduct[];
  view: ProductView;
  status?: ProductGridStatus;
  /** Where a product leads, e.g. /product/details/{slug}. */
  getHref: (product: ProductListItemProduct) => string;
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** Controls for each product outside its link, e.g. the wishlist heart. */
  renderActions?: (product: ProductListItemProduct) => ReactNode;
  /** Level of each product name's heading. */
  headingLevel?: 2 | 3 | 4;
  /** What the empty state says; "No products match these filters." by default. */
  emptyMessage?: string;
  /** Offered in the empty state as "Clear all filters"; left out when there is nothing to clear. */
  onClearFilters?: () => void;
  /** Placeholders while loading: a page of products. */
  placeholderCount?: number;
  /** Names the list for assistive technology. */
  'aria-label'?: string;
}

/** A page of products as cards (grid view) or rows with a description (list view), SPEC.md §2.4. */
export function ProductGrid({
  products,
  view,
  status = 'ready',
  getHref,
  renderLink,
  renderActions,
  headingLevel = 3,
  emptyMessage,
  onClearFilters,
  placeholderCount = 12,
  'aria-label': ariaLabel,
}: ProductGridProps) {
  const messages = useMessages().listing;

  if (status === 'loading') {
    return (
      <div className={styles.root} data-status={status}>
        <ul className={styles.grid} data-view={view} aria-busy="true" aria-label={ariaLabel}>
          {Array.from({ length: placeholderCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
            <li key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </ul>
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className={styles.root} data-status={status}>
        <div className={dashedNotice} aria-busy={status === 'updating'}>
          <p className={sprinkles({ fontSize: 'lg', fontWeight: 'bold', margin: 'none' })}>
            {emptyMessage ?? messages.noResults}
          </p>
          {onClearFilters ? (
            <>
              <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{messages.noResultsHint}</p>
              <button type="button" className={button({ variant: 'secondary' })} onClick={onClearFilters}>
                {messages.clearFilters}
              </button>
            </>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root} data-status={status}>
      <ul className={styles.grid} data-view={view} aria-busy={status === 'updating'} aria-label={ariaLabel}>
        {products.map((product, index) => (
          <li key={product.slug} className={sprinkles({ minWidth: '0' })}>
            {view === 'grid' ? (
              <ProductCard
                product={product}
                href={getHref(product)}
                renderLink={renderLink}
                headingLevel={headingLevel}
                actions={renderActions?.(product)}
                imageLoading={index < eagerPictures ? 'eager' : 'lazy'}
              />
            ) : (
              <ProductListItem
                product={product}
                href={getHref(product)}
                renderLink={renderLink}
                headingLevel={headingLevel}
                actions={renderActions?.(product)}
                imageLoading={index < eagerPictures ? 'eager' : 'lazy'}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
