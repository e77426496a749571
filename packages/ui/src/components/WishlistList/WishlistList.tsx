import { type ReactNode, useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { productName, squareMedia } from '../../recipes/media.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { emptyState, emptyStateIcon } from '../../recipes/statePanel.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { Icon } from '../Icon';
import { LoadProblem } from '../LoadProblem/LoadProblem';
import { ProductCardPicture, ProductCardPrices } from '../ProductCard/ProductCardParts';
import { RatingStars } from '../RatingStars';
import * as styles from './WishlistList.css';

/** One saved product: the contract's WishlistItem. `_id` is the wishlist entry's id, for the remove call. */
export interface WishlistEntry {
  _id: string;
  userId: string;
  productId: string;
  name: string;
  /** Whole rupees, before the discount. */
  price: number;
  image: string;
  /** Whole percent. */
  discount: number;
  rating: number;
  slug: string;
}

export interface WishlistLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

function renderAnchor({ href, className, children }: WishlistLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** loading before the first answer; error when it failed (`message` is the server's text); ready with the list. */
export type WishlistListState =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'ready'; wishlists: readonly WishlistEntry[] };

export const wishlistListStatuses = [
  'loading',
  'error',
  'ready',
] as const satisfies readonly WishlistListState['status'][];

export interface WishlistListProps {
  state: WishlistListState;
  /** Wishlist entry ids (`_id`) whose removal is with the server. */
  pendingIds?: readonly string[];
  /** The page calls remove-wishlist-product with `entry._id`. */
  onRemove: (entry: WishlistEntry) => void;
  onRetry?: () => void;
  /** A product's page: /product/details/{slug} in the storefront. */
  productHref: (entry: WishlistEntry) => string;
  /** Where "Shop Now" leads: /shops. */
  shopHref: string;
  renderLink?: (props: WishlistLinkProps) => ReactNode;
  /** Level of each product name's heading. */
  headingLevel?: 2 | 3;
}

/** SPEC.md §2.10: the dashboard's wishlist, newest first, as cards that can be removed one by one. */
export function WishlistList({
  state,
  pendingIds = [],
  onRemove,
  onRetry,
  productHref,
  shopHref,
  renderLink = renderAnchor,
  headingLevel = 2,
}: WishlistListProps) {
  const messages = useMessages();
  const text = messages.wishlist;

  if (state.status === 'loading') {
    return (
      <div aria-busy="true">
        <p className={visuallyHidden} role="status">
          {text.loading}
        </p>
        <ul className={styles.grid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className={styles.skeleton} />
          ))}
        </ul>
      </div>
    );
  }

  if (state.status === 'error') {
    return <LoadProblem title={text.loadFailed} message={state.message} onRetry={onRetry} />;
  }

  if (state.wishlists.length === 0) {
    return (
      <div className={emptyState}>
        <span className={emptyStateIcon}>
          <Icon name="heart" size="lg" />
        </span>
        <p className={sectionHeading({ size: 'xl' })}>{text.empty}</p>
        <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{text.emptyHint}</p>
        {renderLink({ href: shopHref, className: button({ variant: 'primary' }), children: text.shopNow })}
      </div>
    );
  }

  return (
    <ul className={styles.grid} aria-label={text.title}>
      {state.wishlists.map((entry) => (
        <li key={entry._id} className={sprinkles({ display: 'flex', minWidth: '0' })}>
          <WishlistCard
            entry={entry}
            pending={pendingIds.includes(entry._id)}
            href={productHref(entry)}
            renderLink={renderLink}
            headingLevel={headingLevel}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}

function WishlistCard({
  entry,
  pending,
  href,
  renderLink,
  headingLevel,
  onRemove,
}: {
  entry: WishlistEntry;
  pending: boolean;
  href: string;
  renderLink: (props: WishlistLinkProps) => ReactNode;
  headingLevel: 2 | 3;
  onRemove: (entry: WishlistEntry) => void;
}) {
  const messages = useMessages();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      aria-busy={pending}
      data-status={pending ? 'pending' : 'idle'}
    >
      <div className={squareMedia}>
        <ProductCardPicture
          name={entry.name}
          src={entry.image === '' ? undefined : entry.image}
          outOfStock={false}
        />
      </div>
      <div className={stack({ alignItems: 'flex-start', gap: 'xs', flex: 'fill', padding: 'md' })}>
        <Heading id={headingId} className={productName.md}>
          {renderLink({ href, className: styles.link, children: entry.name })}
        </Heading>
        <ProductCardPrices price={entry.price} discount={entry.discount} />
        <RatingStars rating={entry.rating} />
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-label={format(messages.wishlist.remove, { productName: entry.name })}
          aria-disabled={pending}
          onClick={() => {
            if (!pending) onRemove(entry);
          }}
        >
          {messages.common.remove}
        </button>
      </div>
    </article>
  );
}
