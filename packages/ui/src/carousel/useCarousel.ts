import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MotionPreference, usePrefersReducedMotion } from './usePrefersReducedMotion';

export type CarouselOptions = EmblaOptionsType;
export type CarouselPlugin = EmblaPluginType;

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

let embla: Promise<typeof import('embla-carousel')> | null = null;

/**
 * embla itself loads once a carousel is on screen, not with the page's first scripts: until it starts, the
 * track is drawn by the stylesheet alone exactly as embla first shows it (the first slide in view), so the
 * first paint does not wait for it. Every carousel shares the one download.
 */
function loadEmbla() {
  embla ??= import('embla-carousel').catch((error: unknown) => {
    // A failed download (offline) is tried again by the next carousel that mounts.
    embla = null;
    throw error;
  });
  return embla;
}

const noPlugins = async (): Promise<CarouselPlugin[]> => [];

/**
 * An embla carousel with the state its controls need. Moves jump instead of gliding when the visitor asks
 * for reduced motion. `loadPlugins` (kept the same between renders) gives the plugins when embla starts, so
 * their code too waits for a carousel; a move asked for before embla has started is made once it has.
 */
export function useCarousel(
  options: CarouselOptions,
  loadPlugins: () => Promise<CarouselPlugin[]> = noPlugins,
) {
  const motion: MotionPreference = usePrefersReducedMotion();
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  const [position, setPosition] = useState<CarouselPosition>(initialPosition);
  const waiting = useRef<((api: EmblaCarouselType) => void) | null>(null);
  // Options are plain values: the carousel starts again only when one of them changes, not on every render.
  const optionsKey = JSON.stringify(options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `optionsKey` stands for `options`.
  useEffect(() => {
    if (!viewport) return;
    let current = true;
    let started: EmblaCarouselType | undefined;
    Promise.all([loadEmbla(), loadPlugins()]).then(
      ([{ default: EmblaCarousel }, plugins]) => {
        if (!current) return;
        started = EmblaCarousel(viewport, options, plugins);
        waiting.current?.(started);
        waiting.current = null;
        setApi(started);
      },
      // Offline: the track still scrolls by touch and the links still work.
      () => {},
    );
    return () => {
      current = false;
      started?.destroy();
      setApi(undefined);
    };
  }, [viewport, optionsKey, loadPlugins]);

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
  // Before embla has started, the latest move waits for it.
  const move = useCallback(
    (make: (api: EmblaCarouselType) => void) => {
      if (api) make(api);
      else waiting.current = make;
    },
    [api],
  );
  const previous = useCallback(() => move((ready) => ready.scrollPrev(jump)), [move, jump]);
  const next = useCallback(() => move((ready) => ready.scrollNext(jump)), [move, jump]);
  const goTo = useCallback((index: number) => move((ready) => ready.scrollTo(index, jump)), [move, jump]);

  return { viewportRef: setViewport, api, motion, ...position, previous, next, goTo };
}
