import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { Icon } from '../Icon';
import * as styles from './WishlistToggle.css';

/** Whether the product is in the shopper's wishlist. */
export const wishlistToggleStates = ['notSaved', 'saved'] as const;
export type WishlistToggleState = (typeof wishlistToggleStates)[number];

/** idle, or pending while the add or remove is with the server. */
export const wishlistToggleStatuses = ['idle', 'pending'] as const;
export type WishlistToggleStatus = (typeof wishlistToggleStatuses)[number];

export { wishlistToggleSizes } from './WishlistToggle.css';
export type WishlistToggleSize = NonNullable<styles.ToggleVariants['size']>;

export interface WishlistToggleProps {
  /** Names the button, so a page of cards has one distinct name per heart. */
  productName: string;
  state: WishlistToggleState;
  status?: WishlistToggleStatus;
  /** Pressed while not saved: the page adds it (or sends a signed-out visitor to /login, DESIGN.md §4). */
  onAdd: () => void;
  /** Pressed while saved: the page removes the wishlist entry. */
  onRemove: () => void;
  /** sm on a product card, md on the product page. */
  size?: WishlistToggleSize;
}

/**
 * The heart: a toggle button, aria-pressed when the product is in the wishlist. Its name stays the same in both
 * states ("Save {product} to the wishlist"), as a toggle's must (WAI-ARIA APG), and the pressed state says
 * whether it is saved. While pending it ignores presses and keeps focus.
 */
export function WishlistToggle({
  productName,
  state,
  status = 'idle',
  onAdd,
  onRemove,
  size = 'md',
}: WishlistToggleProps) {
  const text = useMessages().wishlist;
  const pending = status === 'pending';
  return (
    <button
      type="button"
      className={styles.toggle({ size })}
      aria-pressed={state === 'saved'}
      aria-disabled={pending}
      aria-busy={pending}
      aria-label={format(text.toggle, { productName })}
      data-status={status}
      onClick={() => {
        if (pending) return;
        if (state === 'saved') onRemove();
        else onAdd();
      }}
    >
      <Icon name="heart" size={size === 'sm' ? 'md' : 'lg'} className={styles.heart} />
    </button>
  );
}
