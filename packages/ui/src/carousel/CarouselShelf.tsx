import { type ReactNode, useId } from 'react';
import { useShellMessages } from '../messages/LanguageProvider';
import { CarouselButton } from './CarouselButton';
import * as carouselStyles from './carousel.css';
import { useCarousel } from './useCarousel';

export interface CarouselShelfProps {
  title: string;
  /** The level of the title in the page outline. */
  headingLevel: 2 | 3;
  /** The slides, each an <li> with `carouselStyles.slide` and its own width. */
  children: ReactNode;
}

/**
 * A titled row that moves a page at a time (SPEC.md §2.3, §9): the heading, the previous and next buttons
 * while not everything is in view, and the track that can also be swiped. The category and product
 * carousels differ only in their slides; sharing the row keeps their buttons, names and announcements the
 * same. Internal: not exported from the package.
 */
export function CarouselShelf({ title, headingLevel, children }: CarouselShelfProps) {
  const messages = useShellMessages();
  const titleId = useId();
  const { viewportRef, reach, previous, next } = useCarousel({ align: 'start', slidesToScroll: 'auto' });
  const Heading = `h${headingLevel}` as const;

  return (
    <section
      className={carouselStyles.shelf}
      aria-labelledby={titleId}
      aria-roledescription={messages.home.carousel}
      data-reach={reach}
    >
      <div className={carouselStyles.header}>
        <Heading id={titleId} className={carouselStyles.title}>
          {title}
        </Heading>
        {reach === 'fits' ? null : (
          <div className={carouselStyles.buttons}>
            <CarouselButton
              icon="previous"
              label={messages.common.previousSlide}
              onClick={previous}
              disabled={reach === 'start'}
            />
            <CarouselButton
              icon="next"
              label={messages.common.nextSlide}
              onClick={next}
              disabled={reach === 'end'}
            />
          </div>
        )}
      </div>
      <div className={carouselStyles.viewport} ref={viewportRef}>
        <ul className={carouselStyles.track}>{children}</ul>
      </div>
    </section>
  );
}

export interface CarouselShelfSkeletonProps {
  /** Sizes the grey bar that stands in for the title. */
  titleClassName: string;
  /** The placeholder slides. */
  children: ReactNode;
}

/** CarouselShelf's place while the page loads: a grey title bar above a row of placeholder slides. */
export function CarouselShelfSkeleton({ titleClassName, children }: CarouselShelfSkeletonProps) {
  return (
    <div className={carouselStyles.shelf} aria-hidden="true">
      <div className={carouselStyles.header}>
        <div className={`${carouselStyles.skeleton} ${titleClassName}`} />
      </div>
      <div className={carouselStyles.viewport}>
        <div className={carouselStyles.track}>{children}</div>
      </div>
    </div>
  );
}
