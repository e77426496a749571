import { type ReactNode, useId } from 'react';
import { RatingStars } from '../RatingStars';
import * as styles from './ProductCard.css';
import { ProductCardPicture, ProductCardPrices } from './ProductCardParts';

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
  /** Controls drawn over the picture's corner, above the card's link (the wishlist heart). */
  actions?: ReactNode;
  /** `eager` for a card among the first the page shows (the first row of a listing); lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
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
  actions,
  imageLoading,
}: ProductCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stock !== undefined && product.stock <= 0;

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-availability={outOfStock ? 'out-of-stock' : 'in-stock'}
    >
      <div className={styles.media}>
        <ProductCardPicture
          name={product.name}
          src={product.images[0]}
          outOfStock={outOfStock}
          loading={imageLoading}
        />
      </div>
      <div className={styles.body}>
        <Heading id={headingId} className={styles.name}>
          {renderLink({ href, className: styles.link, children: product.name })}
        </Heading>
        <p className={styles.brand}>{product.brand}</p>
        <ProductCardPrices price={product.price} discount={product.discount} />
        <div className={styles.rating}>
          <RatingStars rating={product.rating} />
        </div>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
