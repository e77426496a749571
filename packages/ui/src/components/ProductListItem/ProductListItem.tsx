import { LIST_DESCRIPTION_WORDS, truncateWords } from '@bazaar/domain';
import { type ReactNode, useId } from 'react';
import type { ProductCardLinkProps, ProductCardProduct } from '../ProductCard';
import { ProductCardPicture, ProductCardPrices } from '../ProductCard/ProductCardParts';
import { RatingStars } from '../RatingStars';
import * as styles from './ProductListItem.css';

/** What a list row shows: the card's fields and the description. */
export interface ProductListItemProduct extends ProductCardProduct {
  description: string;
}

export const productListItemHeadingLevels = [2, 3, 4] as const;
export type ProductListItemHeadingLevel = (typeof productListItemHeadingLevels)[number];

export interface ProductListItemProps {
  product: ProductListItemProduct;
  /** Where the row leads, e.g. /product/details/{slug}. */
  href: string;
  /** Draws the link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  headingLevel?: ProductListItemHeadingLevel;
  /** Controls beside the row, e.g. the wishlist heart; kept outside the link. */
  actions?: ReactNode;
  /** `eager` for a row among the first the page shows; lazy otherwise. */
  imageLoading?: 'eager' | 'lazy';
}

function renderAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A product in the listing's list view: picture beside name, price, rating and a short description. */
export function ProductListItem({
  product,
  href,
  renderLink = renderAnchor,
  headingLevel = 3,
  actions,
  imageLoading,
}: ProductListItemProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stock !== undefined && product.stock <= 0;
  // SPEC.md §9: list view cuts the description to 12 words.
  const description = truncateWords(product.description, LIST_DESCRIPTION_WORDS);

  return (
    <article
      className={styles.item}
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
          <RatingStars rating={product.rating} size="sm" />
        </div>
        {description.text.trim() !== '' ? (
          <p className={styles.description}>
            {description.text}
            {description.truncated ? '…' : null}
          </p>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
