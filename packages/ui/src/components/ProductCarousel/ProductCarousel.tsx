import type { ReactNode } from 'react';
import { CarouselShelf, CarouselShelfSkeleton } from '../../carousel/CarouselShelf';
import * as carouselStyles from '../../carousel/carousel.css';
import { ProductCard, type ProductCardLinkProps, type ProductCardProduct } from '../ProductCard';
import * as styles from './ProductCarousel.css';

/**
 * How many cards stand side by side on a desktop: 4 by default, the width of the home page's Feature
 * Products grid; 3 for a narrower column. Tablets show 3 and phones 2 either way.
 */
export const productCarouselVisibleCounts = [3, 4] as const;
export type ProductCarouselVisibleCount = (typeof productCarouselVisibleCounts)[number];

export const productCarouselHeadingLevels = [2, 3] as const;
export type ProductCarouselHeadingLevel = (typeof productCarouselHeadingLevels)[number];

export interface ProductCarouselProps {
  /** The carousel's heading, e.g. "Latest Product" or "Related Products". */
  title: string;
  products: readonly ProductCardProduct[];
  /** Where a product leads: /product/details/{slug} in the storefront. */
  productHref: (product: ProductCardProduct) => string;
  /** Draws each card's link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** Cards in view on a desktop (SPEC.md §9: related products show up to 4). */
  visibleCount?: ProductCarouselVisibleCount;
  /** The level of the title; the cards' names sit one level below. */
  headingLevel?: ProductCarouselHeadingLevel;
}

/**
 * A titled row of product cards (SPEC.md §2.3 Latest, Top Rated and Discount Product; §2.6 Related
 * Products). The buttons move it a group at a time, as many cards as are in view (the original's groups
 * of three), and it can be swiped. Keyboard users can also tab through the cards: the row follows the focus.
 */
export function ProductCarousel({
  title,
  products,
  productHref,
  renderLink,
  visibleCount = 4,
  headingLevel = 2,
}: ProductCarouselProps) {
  const cardHeadingLevel = headingLevel === 2 ? 3 : 4;

  if (products.length === 0) return null;

  return (
    <CarouselShelf title={title} headingLevel={headingLevel}>
      {products.map((product) => (
        <li key={product.slug} className={`${carouselStyles.slide} ${styles.slide[visibleCount]}`}>
          <ProductCard
            product={product}
            href={productHref(product)}
            renderLink={renderLink}
            headingLevel={cardHeadingLevel}
          />
        </li>
      ))}
    </CarouselShelf>
  );
}

export interface ProductCarouselSkeletonProps {
  visibleCount?: ProductCarouselVisibleCount;
}

/** The row's place while the page loads: a title bar and a page of grey cards. */
export function ProductCarouselSkeleton({ visibleCount = 4 }: ProductCarouselSkeletonProps) {
  return (
    <CarouselShelfSkeleton titleClassName={carouselStyles.skeletonTitle}>
      {Array.from({ length: visibleCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
        <div key={index} className={`${carouselStyles.slide} ${styles.slide[visibleCount]}`}>
          <div className={`${carouselStyles.skeleton} ${carouselStyles.skeletonCard}`} />
        </div>
      ))}
    </CarouselShelfSkeleton>
  );
}
