import { type ReactNode, useId } from 'react';
import * as carouselStyles from '../../carousel/carousel.css';
import { useShellMessages } from '../../messages/LanguageProvider';
import { ProductCard, type ProductCardLinkProps, type ProductCardProduct } from '../ProductCard';
import * as styles from './FeatureProducts.css';

export const featureProductsHeadingLevels = [2, 3] as const;
export type FeatureProductsHeadingLevel = (typeof featureProductsHeadingLevels)[number];

export interface FeatureProductsProps {
  products: readonly ProductCardProduct[];
  /** Where a product leads: /product/details/{slug} in the storefront. */
  productHref: (product: ProductCardProduct) => string;
  /** Draws each card's link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** The level of the "Feature Products" heading; the cards' names sit one level below. */
  headingLevel?: FeatureProductsHeadingLevel;
}

/**
 * The home page's "Feature Products" grid (SPEC.md §2.3): 2 cards a row on a phone, 3 on a tablet, 4 on a
 * desktop. Renders nothing without products; the page says the catalogue is empty.
 */
export function FeatureProducts({
  products,
  productHref,
  renderLink,
  headingLevel = 2,
}: FeatureProductsProps) {
  const messages = useShellMessages();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  if (products.length === 0) return null;

  return (
    <section className={carouselStyles.shelf} aria-labelledby={titleId}>
      <div className={carouselStyles.header}>
        <Heading id={titleId} className={carouselStyles.title}>
          {messages.home.featureProducts}
        </Heading>
      </div>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.slug} className={styles.item}>
            <ProductCard
              product={product}
              href={productHref(product)}
              renderLink={renderLink}
              headingLevel={headingLevel === 2 ? 3 : 4}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface FeatureProductsSkeletonProps {
  /** How many grey cards to draw. */
  count?: number;
}

/** The grid's place while the page loads. */
export function FeatureProductsSkeleton({ count = 8 }: FeatureProductsSkeletonProps) {
  return (
    <div className={carouselStyles.shelf} aria-hidden="true">
      <div className={carouselStyles.header}>
        <div className={`${carouselStyles.skeleton} ${carouselStyles.skeletonTitle}`} />
      </div>
      <div className={styles.grid}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
          <div key={index} className={`${carouselStyles.skeleton} ${carouselStyles.skeletonCard}`} />
        ))}
      </div>
    </div>
  );
}
