import { cardDisplayPrice, formatInr } from '@bazaar/domain';
import { type ReactNode, useId, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { RatingStars } from '../RatingStars';
import * as styles from './ProductCard.css';

/** The product fields a card shows; the contract's Product has these and more. */
export interface ProductCardProduct {
  name: string;
  slug: string;
  brand: string;
  /** Whole rupees. */
  price: number;
  /** Whole percent, 0 when there is none. */
  discount: number;
  /** 0 to 5; 0 means no reviews yet. */
  rating: number;
  images: readonly string[];
  /** Units left; a card without it says nothing about stock. */
  stock?: number;
}

export interface ProductCardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export const productCardHeadingLevels = [2, 3, 4] as const;
export type ProductCardHeadingLevel = (typeof productCardHeadingLevels)[number];

export interface ProductCardProps {
  product: ProductCardProduct;
  /** Where the card leads, e.g. /product/details/{slug}. */
  href: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** The level of the product name's heading in the page outline. */
  headingLevel?: ProductCardHeadingLevel;
}

function renderAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function ProductCard({
  product,
  href,
  renderLink = renderAnchor,
  headingLevel = 3,
}: ProductCardProps) {
  // Texts follow the LanguageProvider above; without one the card speaks English.
  const messages = useMessages().productCard;
  const headingId = useId();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as const;
  const src = product.images[0];
  const outOfStock = product.stock !== undefined && product.stock <= 0;
  const hasDiscount = product.discount > 0;

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-availability={outOfStock ? 'out-of-stock' : 'in-stock'}
    >
      <div className={styles.media}>
        {src !== undefined && failedSrc !== src ? (
          <img
            className={styles.image}
            src={src}
            alt={product.name}
            loading="lazy"
            decoding="async"
            onError={() => setFailedSrc(src)}
          />
        ) : (
          // SPEC.md §8: a picture that cannot be shown becomes a grey placeholder.
          <div
            className={styles.placeholder}
            role="img"
            aria-label={format(messages.imageUnavailable, { productName: product.name })}
          />
        )}
        {outOfStock ? <span className={styles.stockBadge}>{messages.outOfStock}</span> : null}
      </div>
      <div className={styles.body}>
        <Heading id={headingId} className={styles.name}>
          {renderLink({ href, className: styles.link, children: product.name })}
        </Heading>
        <p className={styles.brand}>{product.brand}</p>
        <p className={styles.prices}>
          <span className={styles.sellingPrice}>
            <span className={visuallyHidden}>{messages.sellingPrice}: </span>
            {/* SPEC.md §9: cards show price − price × discount / 100 with two decimals. */}
            {formatInr(cardDisplayPrice(product.price, product.discount))}
          </span>
          {hasDiscount ? (
            <>
              <s className={styles.originalPrice}>
                <span className={visuallyHidden}>{messages.originalPrice}: </span>
                {formatInr(product.price)}
              </s>
              <span className={styles.discountBadge}>
                <span aria-hidden="true">-{product.discount}%</span>
                <span className={visuallyHidden}>
                  {format(messages.discountOff, { percent: product.discount })}
                </span>
              </span>
            </>
          ) : null}
        </p>
        <div className={styles.rating}>
          <RatingStars rating={product.rating} />
        </div>
      </div>
    </article>
  );
}
