import { canDecrease, canIncrease } from '@bazaar/domain';
import { useMessages } from '../../messages/LanguageProvider';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './QuantitySelector.css';

export interface QuantitySelectorProps {
  /** At least 1. */
  quantity: number;
  /** Units left: the most that can be chosen. */
  stock: number;
  onQuantityChange: (quantity: number) => void;
  /** Plus was pressed at the stock: the page tells the shopper "Out of Stock" (SPEC.md §5, §8). */
  onLimit: () => void;
}

/** − and + around the chosen quantity: − is ignored at 1, + stops at the stock (SPEC.md §4). */
export function QuantitySelector({ quantity, stock, onQuantityChange, onLimit }: QuantitySelectorProps) {
  const messages = useMessages();
  const atMinimum = !canDecrease(quantity);
  return (
    <fieldset
      className={sprinkles({
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'stretch',
        minWidth: '0',
        borderRadius: 'md',
        backgroundColor: 'surface',
        overflow: 'hidden',
        margin: 'none',
        padding: 'none',
        border: 'strong',
      })}
    >
      <legend className={visuallyHidden}>{messages.common.quantity}</legend>
      {/* aria-disabled, not disabled: the button keeps focus when a press brings the quantity down to 1. */}
      <button
        type="button"
        className={styles.step}
        aria-label={messages.product.decreaseQuantity}
        aria-disabled={atMinimum}
        onClick={() => {
          if (!atMinimum) onQuantityChange(quantity - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.value} aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.step}
        aria-label={messages.product.increaseQuantity}
        onClick={() => {
          if (canIncrease(quantity, stock)) onQuantityChange(quantity + 1);
          else onLimit();
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
