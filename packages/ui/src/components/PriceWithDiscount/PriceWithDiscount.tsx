import { cardDisplayPrice, formatInr, sellingPrice } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './PriceWithDiscount.css';

export { priceSizes } from './PriceWithDiscount.css';
export type PriceSize = NonNullable<styles.PriceVariants['size']>;

/**
 * SPEC.md §9's two readings of a discounted price: the product page (and every total) floors the discount;
 * a card listing other products shows price − price × discount / 100 with its paise.
 */
export const priceRules = ['product-page', 'card'] as const;
export type PriceRule = (typeof priceRules)[number];

export interface PriceWithDiscountProps {
  /** Whole rupees, before the discount. */
  price: number;
  /** Whole percent, 0 when there is none. */
  discount: number;
  size?: PriceSize;
  /** product-page for the product on show; card where other products are listed beside cards. */
  rule?: PriceRule;
}

/**
 * The price a buyer pays, by default as the product page shows it, price − floor(price × discount / 100)
 * (SPEC.md §9), with the original price struck through and the discount when there is one.
 */
export function PriceWithDiscount({
  price,
  discount,
  size = 'md',
  rule = 'product-page',
}: PriceWithDiscountProps) {
  const messages = useMessages().product;
  return (
    <p className={styles.prices}>
      <span className={styles.sellingPrice({ size })}>
        <span className={visuallyHidden}>{messages.sellingPrice}: </span>
        {formatInr(rule === 'card' ? cardDisplayPrice(price, discount) : sellingPrice(price, discount))}
      </span>
      {discount > 0 ? (
        <>
          <s className={styles.originalPrice({ size })}>
            <span className={visuallyHidden}>{messages.originalPrice}: </span>
            {formatInr(price)}
          </s>
          <span className={styles.discountBadge}>
            <span aria-hidden="true">-{discount}%</span>
            <span className={visuallyHidden}>{format(messages.discountOff, { percent: discount })}</span>
          </span>
        </>
      ) : null}
    </p>
  );
}
