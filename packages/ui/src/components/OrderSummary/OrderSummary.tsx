import { formatInr, numberFormat } from '@bazaar/domain';
import { useId } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import { smallNote } from '../../recipes/note.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { stack, tile } from '../../theme/layout';
import * as styles from './OrderSummary.css';

/**
 * available: there is something to buy. nothingToBuy: the cart holds only out-of-stock lines (or none).
 * quantityAboveStock: a line asks for more than is left and must be lowered first.
 */
export const orderSummaryCheckouts = ['available', 'nothingToBuy', 'quantityAboveStock'] as const;
export type OrderSummaryCheckout = (typeof orderSummaryCheckouts)[number];

export const orderSummaryHeadingLevels = [2, 3] as const;
export type OrderSummaryHeadingLevel = (typeof orderSummaryHeadingLevels)[number];

export interface OrderSummaryProps {
  /** Units that can be bought: the contract's buy_product_item. */
  items: number;
  /** Whole rupees at selling price, shipping excluded: the contract's price. */
  subtotal: number;
  /** Whole rupees: the contract's shipping_fee. */
  shippingFee: number;
  checkout: OrderSummaryCheckout;
  /** "Process to Checkout": the page goes to /shipping with the products, price, fee and items (SPEC.md §2.7). */
  onCheckout: () => void;
  headingLevel?: OrderSummaryHeadingLevel;
}

const countFormat = numberFormat('en-IN');

/** SPEC.md §2.7: items, subtotal, shipping and the total (price plus shipping fee, SPEC.md §9) in rupees. */
export function OrderSummary({
  items,
  subtotal,
  shippingFee,
  checkout,
  onCheckout,
  headingLevel = 2,
}: OrderSummaryProps) {
  const text = useMessages().cart;
  const headingId = useId();
  const noteId = useId();
  const Heading = `h${headingLevel}` as const;
  const note =
    checkout === 'nothingToBuy'
      ? text.nothingToBuy
      : checkout === 'quantityAboveStock'
        ? text.fixQuantities
        : null;

  return (
    <section
      className={tile({ gap: 'md', padding: 'lg', color: 'text', boxShadow: 'card' })}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className={sectionHeading({ size: 'lg' })}>
        {text.orderSummary}
      </Heading>
      <dl className={stack({ gap: 'sm', margin: 'none' })}>
        <div className={styles.row}>
          <dt>{text.items}</dt>
          <dd className={styles.value}>
            {items === 1 ? text.itemCountOne : format(text.itemCount, { count: countFormat.format(items) })}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>{text.subtotal}</dt>
          <dd className={styles.value}>{formatInr(subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{text.shippingFee}</dt>
          <dd className={styles.value}>
            {shippingFee === 0 && items > 0 ? text.free : formatInr(shippingFee)}
          </dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{text.total}</dt>
          <dd className={styles.value}>{formatInr(subtotal + shippingFee)}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
        disabled={checkout !== 'available'}
        aria-describedby={note ? noteId : undefined}
        onClick={onCheckout}
      >
        {text.processToCheckout}
      </button>
      {note ? (
        <p id={noteId} className={smallNote}>
          {note}
        </p>
      ) : null}
    </section>
  );
}
