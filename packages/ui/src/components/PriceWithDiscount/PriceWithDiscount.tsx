import { formatInr, sellingPrice } from '@bazaar/domain';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import * as styles from '../../recipes/price.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export { type PriceSize, priceSizes } from '../../recipes/price.css';

export interface PriceWithDiscountProps {
  /** Whole rupees, before the discount. */
  price: number;
  /** Whole percent, 0 when there is none. */
  discount: number;
  size?: styles.PriceSize;
}

/**
 * The price a buyer pays, price − floor(price × discount / 100), the same on the product page, beside cards
 * and in the cart as in the order (DESIGN.md §3), with the original price struck through and the discount
 * when there is one.
 */
export function PriceWithDiscount({ price, discount, size = 'md' }: PriceWithDiscountProps) {
  const messages = useMessages().product;
  return (
    <p className={styles.prices}>
      <span className={styles.sellingPrice[size]}>
        <span className={visuallyHidden}>{messages.sellingPrice}: </span>
        {formatInr(sellingPrice(price, discount))}
      </span>
      {discount > 0 ? (
        <>
          <s className={styles.originalPrice[size]}>
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
