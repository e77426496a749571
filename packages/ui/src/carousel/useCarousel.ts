import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type MotionPreference, usePrefersReducedMotion } from './usePrefersReducedMotion';

export type CarouselOptions = EmblaOptionsType;
export type CarouselPlugin = EmblaPluginType;
/** A started carousel: what its controls and plugins are reached through. */
export type CarouselApi = EmblaCarouselType;

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

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves once the carousel's first picture is on screen and the browser is idle. Asked for as the carousel
 * mounted, the engine was under way before that picture was painted, and on a slow phone the page's largest
 * paint (the home page's first banner) waited for it: Lighthouse's simulated LCP was about 0.5 s later.
 * A picture that cannot be decoded, or waits below the fold, holds it back three seconds at most.
 */
async function firstPictureShown(viewport: HTMLElement): Promise<void> {
  // This carousel's first picture, and the page's own first (a carousel lower down shares the one engine).
  const pictures = [
    viewport.querySelector('img'),
    ...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'),
  ];
  const decoded = Promise.all(pictures.map((picture) => picture?.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  // The frame that draws it, then the one after: the first has been presented by then.
  await frame();
  await frame();
  await idle();
}

/**
 * embla itself loads once a carousel is on screen and its first picture shown (or the visitor moves it), not
 * with the page's first scripts: until it starts, the track is drawn by the stylesheet alone exactly as embla
 * first shows it (the first slide in view), so the first paint does not wait for it. Every carousel shares
 * the one download.
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
  // Starts the engine at once: the visitor moved the carousel before its first picture was shown.
  const startNow = useRef<(() => void) | null>(null);
  // Options are plain values: the carousel starts again only when one of them changes, not on every render.
  const optionsKey = JSON.stringify(options);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `optionsKey` stands for `options`.
  useEffect(() => {
    if (!viewport) return;
    let current = true;
    let started: EmblaCarouselType | undefined;
    const moved = new Promise<void>((resolve) => {
      startNow.current = resolve;
    });
    Promise.race([firstPictureShown(viewport), moved])
      .then(() => Promise.all([loadEmbla(), loadPlugins()]))
      .then(
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
      startNow.current = null;
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
  // Before embla has started, the latest move waits for it, and asking for one starts it at once.
  const whenStarted = useCallback(
    (make: (api: EmblaCarouselType) => void) => {
      if (api) make(api);
      else {
        waiting.current = make;
        startNow.current?.();
      }
    },
    [api],
  );
  const previous = useCallback(() => whenStarted((ready) => ready.scrollPrev(jump)), [whenStarted, jump]);
  const next = useCallback(() => whenStarted((ready) => ready.scrollNext(jump)), [whenStarted, jump]);
  const goTo = useCallback(
    (index: number) => whenStarted((ready) => ready.scrollTo(index, jump)),
    [whenStarted, jump],
  );

  return { viewportRef: setViewport, api, motion, ...position, previous, next, goTo, whenStarted };
}
