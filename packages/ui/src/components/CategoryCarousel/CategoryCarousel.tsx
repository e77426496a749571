import { type ReactNode, useState } from 'react';
import { CarouselShelf, CarouselShelfSkeleton } from '../../carousel/CarouselShelf';
import * as carouselStyles from '../../carousel/carousel.css';
import { categoryName } from '../../messages/categoryName';
import { useShellMessages } from '../../messages/LanguageProvider';
import type { ProductCardLinkProps } from '../ProductCard';
import * as styles from './CategoryCarousel.css';

/** A category as the contract has it: its name and picture. */
export interface CategoryCarouselCategory {
  name: string;
  /** URL of the category picture. */
  image: string;
}

export const categoryCarouselHeadingLevels = [2, 3] as const;
export type CategoryCarouselHeadingLevel = (typeof categoryCarouselHeadingLevels)[number];

export interface CategoryCarouselProps {
  categories: readonly CategoryCarouselCategory[];
  /** Where a category leads: /products?category={name} in the storefront. */
  categoryHref: (category: CategoryCarouselCategory) => string;
  /** Draws each link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** The heading; "Top Category" in the active language when left out. */
  title?: string;
  /** The level of the heading in the page outline. */
  headingLevel?: CategoryCarouselHeadingLevel;
}

function renderAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function CategoryPicture({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // The name under the picture names the link, so the picture itself is not read out.
  if (failedSrc === src) {
    // SPEC.md §8: a picture that cannot be shown becomes a grey placeholder.
    return <div className={`${carouselStyles.imagePlaceholder} ${styles.picture}`} aria-hidden="true" />;
  }
  return (
    <img
      className={styles.picture}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * "Top Category" (SPEC.md §2.3, §9): a row of categories, 6 in view on a desktop, 4 on a tablet and 3 on
 * a phone, moved a page at a time with the previous and next buttons or by swiping.
 */
export function CategoryCarousel({
  categories,
  categoryHref,
  renderLink = renderAnchor,
  title,
  headingLevel = 2,
}: CategoryCarouselProps) {
  const messages = useShellMessages();

  if (categories.length === 0) return null;

  return (
    <CarouselShelf title={title ?? messages.home.topCategory} headingLevel={headingLevel}>
      {categories.map((category) => (
        <li key={category.name} className={`${carouselStyles.slide} ${styles.slide}`}>
          {renderLink({
            href: categoryHref(category),
            className: styles.link,
            children: (
              <>
                <CategoryPicture src={category.image} />
                <span className={styles.name}>{categoryName(messages, category.name)}</span>
              </>
            ),
          })}
        </li>
      ))}
    </CarouselShelf>
  );
}

const skeletonCount = 6;

/** The row's place while the page loads. */
export function CategoryCarouselSkeleton() {
  return (
    <CarouselShelfSkeleton titleClassName={styles.skeletonTitle}>
      {Array.from({ length: skeletonCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own
        <div key={index} className={`${carouselStyles.slide} ${styles.slide}`}>
          <div className={`${carouselStyles.skeleton} ${styles.picture}`} />
        </div>
      ))}
    </CarouselShelfSkeleton>
  );
}
