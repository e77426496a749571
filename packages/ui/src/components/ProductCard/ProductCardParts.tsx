import { formatInr, type PictureSize, responsiveImage, sellingPrice } from '@bazaar/domain';
import { type ReactNode, useId, useState } from 'react';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { stretchedLink } from '../../recipes/link.css';
import { smallNote } from '../../recipes/note.css';
import * as priceStyles from '../../recipes/price.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { RatingStars, type RatingStarsSize } from '../RatingStars';
import type { ProductCardHeadingLevel, ProductCardLinkProps, ProductCardProduct } from './ProductCard';
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
  size = 'card',
}: {
  name: string;
  src: string | undefined;
  outOfStock: boolean;
  /** `eager` for a picture among the first the page shows: lazy loading would hold back its paint. */
  loading?: 'eager' | 'lazy';
  /** How wide the view shows it (a card's column, a line's thumbnail): a photo's srcset is chosen by it. */
  size?: PictureSize;
}) {
  const messages = useShellMessages().productCard;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <>
      {src !== undefined && failedSrc !== src ? (
        <img
          className={styles.image}
          {...responsiveImage(src, size)}
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

/**
 * The selling price, the one the order charges (DESIGN.md §3: one price everywhere), and the struck-through
 * price and percent when discounted.
 */
export function ProductCardPrices({ price, discount }: { price: number; discount: number }) {
  const messages = useShellMessages().productCard;
  return (
    <p className={priceStyles.prices}>
      <span className={priceStyles.sellingPrice.md}>
        <span className={visuallyHidden}>{messages.sellingPrice}: </span>
        {formatInr(sellingPrice(price, discount))}
      </span>
      {discount > 0 ? (
        <>
          <s className={priceStyles.originalPrice.md}>
            <span className={visuallyHidden}>{messages.originalPrice}: </span>
            {formatInr(price)}
          </s>
          <span className={priceStyles.discountBadge}>
            <span aria-hidden="true">-{discount}%</span>
            <span className={visuallyHidden}>{format(messages.discountOff, { percent: discount })}</span>
          </span>
        </>
      ) : null}
    </p>
  );
}

function renderPlainAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The layout a product view gives ProductCardArticle's frame; the parts inside look the same in every view. */
export interface ProductCardArticleClasses {
  article: string;
  media: string;
  body: string;
  name: string;
  actions: string;
}

export interface ProductCardArticleProps {
  product: ProductCardProduct;
  href: string;
  /** A plain <a> when left out. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  headingLevel: ProductCardHeadingLevel;
  actions?: ReactNode;
  imageLoading?: 'eager' | 'lazy';
  /** How wide this view shows the picture; a card's column unless said. */
  pictureSize?: PictureSize;
  ratingSize?: RatingStarsSize;
  classes: ProductCardArticleClasses;
  /** What only this view shows, after the rating (the list row's description). */
  children?: ReactNode;
}

/**
 * A product as the listing shows it in either view (the grid's card, the list's row): an article named by
 * its heading, the picture with its stock badge, the name as the link stretched over the whole article,
 * brand, prices, rating, and controls kept outside the link. One piece, so the two views cannot drift apart
 * in what they say or in how a screen reader reads them; each view brings only its layout.
 */
export function ProductCardArticle({
  product,
  href,
  renderLink = renderPlainAnchor,
  headingLevel,
  actions,
  imageLoading,
  pictureSize,
  ratingSize,
  classes,
  children,
}: ProductCardArticleProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const outOfStock = product.stock !== undefined && product.stock <= 0;

  return (
    <article
      className={classes.article}
      aria-labelledby={headingId}
      data-availability={outOfStock ? 'out-of-stock' : 'in-stock'}
    >
      <div className={classes.media}>
        <ProductCardPicture
          name={product.name}
          src={product.images[0]}
          outOfStock={outOfStock}
          loading={imageLoading}
          size={pictureSize}
        />
      </div>
      <div className={classes.body}>
        <Heading id={headingId} className={classes.name}>
          {renderLink({ href, className: stretchedLink, children: product.name })}
        </Heading>
        <p className={smallNote}>{product.brand}</p>
        <ProductCardPrices price={product.price} discount={product.discount} />
        <div className={styles.rating}>
          <RatingStars rating={product.rating} size={ratingSize} />
        </div>
        {children}
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </article>
  );
}
