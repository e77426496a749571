import { pageCount } from '@bazaar/domain';
import type { ReactNode } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Pagination.css';
import { pageItems } from './pageItems';

export interface PaginationLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  'aria-label': string;
  'aria-current'?: 'page';
}

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  /** Items in all pages together. */
  total: number;
  pageSize: number;
  /**
   * Link mode: each page is a link to this address (a shop page keeps its page in the URL, so it can be
   * shared and Back works). Without it the pages are buttons that call `onPageChange`.
   */
  getHref?: (page: number) => string;
  /** Draws a page link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: PaginationLinkProps) => ReactNode;
  /** Button mode: called with the page asked for. */
  onPageChange?: (page: number) => void;
  /** Names the navigation landmark when a screen has more than one pager. */
  label?: string;
}

function renderAnchor({ children, ...props }: PaginationLinkProps): ReactNode {
  return <a {...props}>{children}</a>;
}

/**
 * Numbered pages with previous and next. Shows nothing when everything fits on one page (SPEC.md §2.4:
 * shown only when the total exceeds the page size).
 */
export function Pagination({
  page,
  total,
  pageSize,
  getHref,
  renderLink = renderAnchor,
  onPageChange,
  label,
}: PaginationProps) {
  const messages = useMessages().common;
  const pages = pageCount(total, pageSize);
  if (total <= pageSize || pages < 2) return null;
  const current = Math.min(Math.max(Math.trunc(page), 1), pages);

  const control = (target: number, children: ReactNode, name: string) => {
    const isCurrent = target === current;
    const unavailable = target < 1 || target > pages;
    if (unavailable) {
      // Previous on the first page, next on the last: shown, so the pager does not jump, but inert.
      return getHref ? (
        // biome-ignore lint/a11y/useValidAnchor: a link with nowhere to go, announced as unavailable
        <a role="link" aria-disabled="true" aria-label={name} className={styles.control}>
          {children}
        </a>
      ) : (
        <button type="button" disabled aria-label={name} className={styles.control}>
          {children}
        </button>
      );
    }
    if (getHref) {
      return renderLink({
        href: getHref(target),
        className: styles.control,
        children,
        'aria-label': name,
        ...(isCurrent ? { 'aria-current': 'page' as const } : {}),
      });
    }
    return (
      <button
        type="button"
        aria-label={name}
        aria-current={isCurrent ? 'page' : undefined}
        className={styles.control}
        onClick={() => {
          if (!isCurrent) onPageChange?.(target);
        }}
      >
        {children}
      </button>
    );
  };

  return (
    <nav
      className={sprinkles({ display: 'flex', justifyContent: 'center' })}
      aria-label={label ?? messages.pagination}
    >
      <ul className={styles.list}>
        <li>{control(current - 1, <span aria-hidden="true">‹</span>, messages.previousPage)}</li>
        {pageItems(current, pages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.position}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {control(item.page, item.page, format(messages.goToPage, { page: item.page }))}
            </li>
          ),
        )}
        <li>{control(current + 1, <span aria-hidden="true">›</span>, messages.nextPage)}</li>
      </ul>
    </nav>
  );
}
