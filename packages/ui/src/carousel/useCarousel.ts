import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { type MotionPreference, usePrefersReducedMotion } from './usePrefersReducedMotion';

// embla-carousel-react exposes these types only through its hook's signature.
type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type CarouselPlugin = NonNullable<Parameters<typeof useEmblaCarousel>[1]>[number];

/** Which ways the carousel can still move: all of it in view, at the first page, between, at the last. */
export type CarouselReach = 'fits' | 'start' | 'middle' | 'end';

export interface CarouselPosition {
  /** The index of the selected snap (the slide, when one slide fills the view). */
  selected: number;
  snapCount: number;
  reach: CarouselReach;
}

function reachOf(api: EmblaCarouselType): CarouselReach {
  const back = api.canScrollPrev();
  const forward = api.canScrollNext();
  if (back && forward) return 'middle';
  if (forward) return 'start';
  if (back) return 'end';
  return 'fits';
}

function positionOf(api: EmblaCarouselType): CarouselPosition {
  return {
    selected: api.selectedScrollSnap(),
    snapCount: api.scrollSnapList().length,
    reach: reachOf(api),
  };
}

const initialPosition: CarouselPosition = { selected: 0, snapCount: 0, reach: 'fits' };

/**
 * An embla carousel with the state its controls need. Moves jump instead of gliding when the visitor asks
 * for reduced motion.
 */
export function useCarousel(options: CarouselOptions, plugins?: CarouselPlugin[]) {
  const motion: MotionPreference = usePrefersReducedMotion();
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [position, setPosition] = useState<CarouselPosition>(initialPosition);

  useEffect(() => {
    if (!api) return;
    const update = () => setPosition(positionOf(api));
    update();
    // reInit: a resize past a breakpoint changes how many slides are in view, so the pages change too.
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const jump = motion === 'reduce';
  const previous = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const next = useCallback(() => api?.scrollNext(jump), [api, jump]);
  const goTo = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);

  return { viewportRef, api, motion, ...position, previous, next, goTo };
}
