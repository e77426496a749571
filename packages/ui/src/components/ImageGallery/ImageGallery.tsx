import { responsiveImage } from '@bazaar/domain';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ToggleGroup } from 'radix-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CarouselButton } from '../../carousel/CarouselButton';
import * as carouselStyles from '../../carousel/carousel.css';
import { usePrefersReducedMotion } from '../../carousel/usePrefersReducedMotion';
import { format } from '../../messages/format';
import { useMessages } from '../../messages/LanguageProvider';
import { coverImage } from '../../recipes/media.css';
import { stack } from '../../theme/layout';
import { sprinkles } from '../../theme/sprinkles.css';
import * as styles from './ImageGallery.css';

export interface ImageGalleryProps {
  /** Picture URLs, main picture first. Give the gallery `key={slug}` so another product starts at its first. */
  images: readonly string[];
  /** Names the pictures for screen readers. */
  productName: string;
  /** Moves the thumbnail strip on its own (SPEC.md §9); off when the visitor asks for reduced motion. */
  autoplay?: boolean;
}

/**
 * Embla's duration is a speed, not milliseconds: 20 settles a thumbnail step in about half a second, the
 * 500 ms transition of SPEC.md §9. Reduced motion makes every step instant.
 */
const TRANSITION_SPEED = 20;
/** SPEC.md is silent on the autoplay delay; three seconds leaves time to read a thumbnail. */
const AUTOPLAY_DELAY_MS = 3000;

/** playing and paused only when the strip has more thumbnails than it shows at once. */
type StripState = 'static' | 'playing' | 'paused';

interface StripPosition {
  canScrollPrevious: boolean;
  canScrollNext: boolean;
}

/** The main picture and a strip of thumbnails that choose it; a picture that fails becomes a grey frame. */
export function ImageGallery({ images, productName, autoplay = true }: ImageGalleryProps) {
  const messages = useMessages();
  const reducedMotion = usePrefersReducedMotion() === 'reduce';
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const total = images.length;
  const current = Math.min(selected, Math.max(total - 1, 0));
  const src = images[current];

  const markFailed = (url: string) =>
    setFailed((previous) => (previous.has(url) ? previous : new Set(previous).add(url)));

  return (
    <section className={stack({ gap: 'md', minWidth: '0' })} aria-label={messages.product.images}>
      <div
        className={sprinkles({
          boxSizing: 'border-box',
          position: 'relative',
          overflow: 'hidden',
          borderRadius: 'lg',
          backgroundColor: 'surfaceSunken',
          border: 'hairline',
          aspectRatio: 'square',
        })}
      >
        {src !== undefined && !failed.has(src) ? (
          <img
            className={sprinkles({ display: 'block', width: 'full', height: 'full', objectFit: 'contain' })}
            {...responsiveImage(src, 'gallery')}
            alt={
              total > 1
                ? format(messages.product.mainImage, { productName, number: current + 1, total })
                : productName
            }
            // The product page's largest paint: ahead of the thumbnails and the carousels below.
            fetchPriority="high"
            decoding="async"
            onError={() => markFailed(src)}
          />
        ) : (
          // SPEC.md §8: a picture that cannot be shown becomes a grey placeholder.
          <div
            className={carouselStyles.imagePlaceholder}
            role="img"
            aria-label={format(messages.productCard.imageUnavailable, { productName })}
          />
        )}
      </div>
      {total > 1 ? (
        <ImageGalleryThumbnails
          images={images}
          selected={current}
          onSelect={setSelected}
          failed={failed}
          onFailed={markFailed}
          autoplay={autoplay && !reducedMotion}
          reducedMotion={reducedMotion}
        />
      ) : null}
    </section>
  );
}

interface ImageGalleryThumbnailsProps {
  images: readonly string[];
  selected: number;
  onSelect: (index: number) => void;
  failed: ReadonlySet<string>;
  onFailed: (url: string) => void;
  autoplay: boolean;
  reducedMotion: boolean;
}

function ImageGalleryThumbnails({
  images,
  selected,
  onSelect,
  failed,
  onFailed,
  autoplay,
  reducedMotion,
}: ImageGalleryThumbnailsProps) {
  const messages = useMessages();
  const options = useMemo<EmblaOptionsType>(
    () => ({ align: 'start', containScroll: 'trimSnaps', duration: reducedMotion ? 0 : TRANSITION_SPEED }),
    [reducedMotion],
  );
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: autoplay,
        stopOnInteraction: true,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }),
    ],
    [autoplay],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel(options, plugins);
  const [state, setState] = useState<StripState>('static');
  const [position, setPosition] = useState<StripPosition>({ canScrollPrevious: false, canScrollNext: false });

  useEffect(() => {
    if (!emblaApi) return;
    // Autoplay announces play and stop before isPlaying() changes, so each event says which it is.
    const follow = (api: EmblaCarouselType, playing = api.plugins().autoplay?.isPlaying() ?? false) => {
      setPosition({ canScrollPrevious: api.canScrollPrev(), canScrollNext: api.canScrollNext() });
      const scrollable = api.scrollSnapList().length > 1;
      setState(scrollable ? (playing ? 'playing' : 'paused') : 'static');
    };
    const measure = (api: EmblaCarouselType) => follow(api);
    const played = (api: EmblaCarouselType) => follow(api, true);
    const stopped = (api: EmblaCarouselType) => follow(api, false);
    measure(emblaApi);
    emblaApi
      .on('reInit', measure)
      .on('select', measure)
      .on('resize', measure)
      .on('autoplay:play', played)
      .on('autoplay:stop', stopped);
    return () => {
      emblaApi
        .off('reInit', measure)
        .off('select', measure)
        .off('resize', measure)
        .off('autoplay:play', played)
        .off('autoplay:stop', stopped);
    };
  }, [emblaApi]);

  // Arrow keys move focus between thumbnails (radix roving focus), which Embla does not follow on its own:
  // bring a thumbnail that gets focus into view, and stop the strip moving under the keyboard.
  const onFocusThumbnail = useCallback(
    (index: number) => {
      if (!emblaApi) return;
      emblaApi.plugins().autoplay?.stop();
      if (emblaApi.slidesInView().includes(index)) return;
      emblaApi.rootNode().scrollLeft = 0;
      // One thumbnail a step: snap n starts at thumbnail n, up to the last snap that still fills the strip.
      emblaApi.scrollTo(Math.min(index, emblaApi.scrollSnapList().length - 1));
    },
    [emblaApi],
  );

  const togglePlaying = () => {
    const player = emblaApi?.plugins().autoplay;
    if (!player) return;
    if (player.isPlaying()) player.stop();
    else player.play();
  };

  return (
    <div className={styles.strip}>
      {state !== 'static' ? (
        <CarouselButton
          icon="previous"
          label={messages.common.previousSlide}
          disabled={!position.canScrollPrevious}
          onClick={() => emblaApi?.scrollPrev()}
        />
      ) : null}
      <div className={styles.viewport} ref={viewportRef}>
        <ToggleGroup.Root
          type="single"
          className={styles.track}
          aria-label={messages.product.thumbnails}
          value={String(selected)}
          // A second press on the shown picture would empty the choice; one picture is always shown.
          onValueChange={(value) => {
            if (value !== '') onSelect(Number(value));
          }}
          loop={false}
        >
          {images.map((url, index) => (
            <div
              // The same URL may appear twice; the position is what the thumbnail selects.
              // biome-ignore lint/suspicious/noArrayIndexKey: pictures keep their order
              key={index}
              className={styles.slide}
            >
              <ToggleGroup.Item
                value={String(index)}
                onFocus={() => onFocusThumbnail(index)}
                className={styles.thumbnail}
                aria-label={format(messages.product.showImage, { number: index + 1 })}
              >
                {failed.has(url) ? (
                  // The grey frame inside a thumbnail button, which may only hold inline elements: a block span.
                  <span
                    className={`${carouselStyles.imagePlaceholder} ${sprinkles({ display: 'block' })}`}
                    aria-hidden="true"
                  />
                ) : (
                  <img
                    className={coverImage}
                    {...responsiveImage(url, 'thumbnail')}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    onError={() => onFailed(url)}
                  />
                )}
              </ToggleGroup.Item>
            </div>
          ))}
        </ToggleGroup.Root>
      </div>
      {state !== 'static' ? (
        <>
          <CarouselButton
            icon="next"
            label={messages.common.nextSlide}
            disabled={!position.canScrollNext}
            onClick={() => emblaApi?.scrollNext()}
          />
          <CarouselButton
            icon={state === 'playing' ? 'pause' : 'play'}
            label={state === 'playing' ? messages.common.pauseSlideshow : messages.common.playSlideshow}
            onClick={togglePlaying}
          />
        </>
      ) : null}
    </div>
  );
}
