import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { textLink } from '../../recipes/link.css';
import { cluster } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './Breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  /** Where the item leads; the last item is the current page and is never a link. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BreadcrumbProps {
  /** From the home page down to the current page, e.g. Home › category › product name. */
  items: readonly BreadcrumbItem[];
  /** Draws a link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
}

function renderAnchor({ href, className, children }: BreadcrumbLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** Where the page sits in the shop: a labelled navigation list whose last entry is the page itself. */
export function Breadcrumb({ items, renderLink = renderAnchor }: BreadcrumbProps) {
  const messages = useMessages().common;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={messages.breadcrumb}>
      <ol
        className={cluster({
          flexWrap: 'wrap',
          gap: 'xs',
          listStyle: 'none',
          fontSize: 'sm',
          lineHeight: 'snug',
          margin: 'none',
          padding: 'none',
        })}
      >
        {items.map((item, index) => (
          // Labels can repeat (a category named like its product); the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail never reorders
          <li key={index} className={styles.item}>
            {index === lastIndex || item.href === undefined ? (
              <span
                className={sprinkles({ color: 'textMuted', overflowWrap: 'anywhere' })}
                aria-current={index === lastIndex ? 'page' : undefined}
              >
                {item.label}
              </span>
            ) : (
              renderLink({
                href: item.href,
                className: textLink({ weight: 'regular' }),
                children: item.label,
              })
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
