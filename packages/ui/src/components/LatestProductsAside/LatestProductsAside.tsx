import { formatInr, responsiveImage, sellingPrice } from '@bazaar/domain';
import { type ReactNode, useId, useState } from 'react';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { coverImage, imagePlaceholder } from '../../recipes/media.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import type { ProductCardLinkProps, ProductCardProduct } from '../ProductCard';
import { RatingStars } from '../RatingStars';
import * as styles from './LatestProductsAside.css';

export type LatestProduct = Pick<
  ProductCardProduct,
  'name' | 'slug' | 'price' | 'discount' | 'rating' | 'images'
>;

export interface LatestProductsAsideProps {
  products: readonly LatestProduct[];
  getHref: (product: LatestProduct) => string;
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** The level of the "Latest Product" heading in the page outline. */
  headingLevel?: 2 | 3;
}

function renderAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function Thumbnail({ product }: { product: LatestProduct }) {
  const messages = useMessages().productCard;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = product.images[0];
  if (src === undefined || failedSrc === src) {
    return (
      <div
        className={imagePlaceholder}
        role="img"
        aria-label={format(messages.imageUnavailable, { productName: product.name })}
      />
    );
  }
  // The name is the link right beside it: the picture adds nothing for a screen reader.
  return (
    <img
      className={coverImage}
      {...responsiveImage(src, 'thumbnail')}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * The "Latest Product" list beside a listing (SPEC.md §2.4): a list rather than a carousel, so every
 * product is reachable without controls. Shows nothing when there are none.
 */
export function LatestProductsAside({
  products,
  getHref,
  renderLink = renderAnchor,
  headingLevel = 2,
}: LatestProductsAsideProps) {
  const messages = useMessages();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (products.length === 0) return null;

  return (
    <aside className={stack({ gap: 'md' })} aria-labelledby={titleId}>
      <Heading id={titleId} className={sectionHeading({ size: 'lg' })}>
        {messages.listing.latestProduct}
      </Heading>
      <ul className={stack({ gap: 'sm', listStyle: 'none', margin: 'none', padding: 'none' })}>
        {products.map((product) => (
          <li key={product.slug} className={styles.item}>
            <div
              className={sprinkles({
                overflow: 'hidden',
                borderRadius: 'sm',
                backgroundColor: 'surfaceSunken',
                aspectRatio: 'square',
              })}
            >
              <Thumbnail product={product} />
            </div>
            <div className={stack({ gap: 'xxs', minWidth: '0' })}>
              {renderLink({ href: getHref(product), className: styles.link, children: product.name })}
              <p className={styles.price}>
                <span className={visuallyHidden}>{messages.productCard.sellingPrice}: </span>
                {formatInr(sellingPrice(product.price, product.discount))}
              </p>
              <RatingStars rating={product.rating} size="sm" />
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
