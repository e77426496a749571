import { cardDisplayPrice, formatInr } from '@bazaar/domain';
import { useState } from 'react';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ProductCard.css';

/**
 * The product's first picture with the "Out of stock" badge, as every product view shows it (the card and the
 * listing's list row). Goes inside the view's own positioned frame, which carries `data-availability` above.
 */
export function ProductCardPicture({
  name,
  src,
  outOfStock,
  loading = 'lazy',
}: {
  name: string;
  src: string | undefined;
  outOfStock: boolean;
  /** `eager` for a picture among the first the page shows: lazy loading would hold back its paint. */
  loading?: 'eager' | 'lazy';
}) {
  const messages = useShellMessages().productCard;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <>
      {src !== undefined && failedSrc !== src ? (
        <img
          className={styles.image}
          src={src}
          alt={name}
          loading={loading}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        // SPEC.md §8: a picture that cannot be shown becomes a grey placeholder.
        <div
          className={styles.placeholder}
          role="img"
          aria-label={format(messages.imageUnavailable, { productName: name })}
        />
      )}
      {outOfStock ? <span className={styles.stockBadge}>{messages.outOfStock}</span> : null}
    </>
  );
}

/** The selling price, and the struck-through price and percent when discounted (SPEC.md §9 card rule). */
export function ProductCardPrices({ price, discount }: { price: number; discount: number }) {
  const messages = useShellMessages().productCard;
  return (
    <p className={styles.prices}>
      <span className={styles.sellingPrice}>
        <span className={visuallyHidden}>{messages.sellingPrice}: </span>
        {/* SPEC.md §9: cards show price − price × discount / 100 with two decimals. */}
        {formatInr(cardDisplayPrice(price, discount))}
      </span>
      {discount > 0 ? (
        <>
          <s className={styles.originalPrice}>
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
