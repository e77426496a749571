import type { ReactNode } from 'react';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { emptyState, emptyStateIcon } from '../../recipes/statePanel.css';
import { headingFace } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { Icon } from '../Icon';

export interface EmptyCartLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

function renderAnchor({ href, className, children }: EmptyCartLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export interface EmptyCartProps {
  /** Where "Shop Now" leads: /shops in the storefront (SPEC.md §2.7). */
  shopHref: string;
  renderLink?: (props: EmptyCartLinkProps) => ReactNode;
}

/** SPEC.md §2.7: "Your cart is empty" and a "Shop Now" link. */
export function EmptyCart({ shopHref, renderLink = renderAnchor }: EmptyCartProps) {
  const text = useMessages().cart;
  return (
    <div className={emptyState}>
      <span className={emptyStateIcon}>
        <Icon name="cart" size="lg" />
      </span>
      <p className={headingFace({ fontSize: 'xl', fontWeight: 'bold', margin: 'none' })}>{text.empty}</p>
      <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{text.emptyHint}</p>
      {renderLink({ href: shopHref, className: button({ variant: 'primary' }), children: text.shopNow })}
    </div>
  );
}
