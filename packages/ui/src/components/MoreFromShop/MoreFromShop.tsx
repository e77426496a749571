import { responsiveImage } from '@bazaar/domain';
import { type ReactNode, useId, useState } from 'react';
import * as carouselStyles from '../../carousel/carousel.css';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { stretchedLink } from '../../recipes/link.css';
import { coverImage } from '../../recipes/media.css';
import { sectionHeading } from '../../recipes/sectionHeading.css';
import { stack, tile } from '../../theme/layout';
import { PriceWithDiscount } from '../PriceWithDiscount';
import { RatingStars } from '../RatingStars';
import * as styles from './MoreFromShop.css';

/** The product fields a row shows; the contract's Product has these and more. */
export interface MoreFromShopProduct {
  name: string;
  slug: string;
  /** Whole rupees. */
  price: number;
  /** Whole percent, 0 when there is none. */
  discount: number;
  rating: number;
  images: readonly string[];
}

export interface MoreFromShopLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export const moreFromShopHeadingLevels = [2, 3] as const;
export type MoreFromShopHeadingLevel = (typeof moreFromShopHeadingLevels)[number];

export interface MoreFromShopProps {
  shopName: string;
  /** Other products of the same shop; the panel is left out when there are none. */
  products: readonly MoreFromShopProduct[];
  /** Where a product leads: /product/details/{slug} in the storefront. */
  productHref: (product: MoreFromShopProduct) => string;
  /** Draws each link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: MoreFromShopLinkProps) => ReactNode;
  headingLevel?: MoreFromShopHeadingLevel;
}

function renderAnchor({ href, className, children }: MoreFromShopLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** SPEC.md §2.6: a panel of other products from the shop that sells this one. */
export function MoreFromShop({
  shopName,
  products,
  productHref,
  renderLink = renderAnchor,
  headingLevel = 2,
}: MoreFromShopProps) {
  const messages = useMessages().product;
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (products.length === 0) return null;
  return (
    <section className={tile({ gap: 'md', padding: 'lg', color: 'text' })} aria-labelledby={titleId}>
      <Heading id={titleId} className={sectionHeading({ wrap: true })}>
        {format(messages.fromShop, { shopName })}
      </Heading>
      <ul className={stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' })}>
        {products.map((product) => (
          <li key={product.slug} className={styles.item}>
            <MoreFromShopPicture src={product.images[0]} />
            <div className={stack({ gap: 'xxs', minWidth: '0' })}>
              <p className={styles.name}>
                {renderLink({ href: productHref(product), className: stretchedLink, children: product.name })}
              </p>
              {/* Listed like the related products' cards beside it, so priced as they are. */}
              <PriceWithDiscount price={product.price} discount={product.discount} />
              <RatingStars rating={product.rating} size="sm" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The row's picture repeats its name, so it is decoration; a failed one becomes the grey frame. */
function MoreFromShopPicture({ src }: { src: string | undefined }) {
  const [state, setState] = useState<'shown' | 'failed'>('shown');
  return (
    <div className={styles.media}>
      {src !== undefined && state !== 'failed' ? (
        <img
          className={coverImage}
          {...responsiveImage(src, 'thumbnail')}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setState('failed')}
        />
      ) : (
        <div className={carouselStyles.imagePlaceholder} />
      )}
    </div>
  );
}
