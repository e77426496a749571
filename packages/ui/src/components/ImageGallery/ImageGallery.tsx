import { responsiveImage } from '@bazaar/domain';
import { ToggleGroup } from 'radix-ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CarouselButton } from '../../carousel/CarouselButton';
import * as carouselStyles from '../../carousel/carousel.css';
import { type CarouselApi, useCarousel } from '../../carousel/useCarousel';
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

/**
 * Plays the strip when `autoplay` allows and it has somewhere to go, as `playOnInit` would; stops it otherwise.
 * The plugin set itself up only for a strip that scrolls, and playing one that does not would throw.
 */
function playIfAllowed(api: CarouselApi, autoplay: boolean) {
  const player = api.plugins().autoplay;
  if (autoplay && api.scrollSnapList().length > 1) player?.play();
  else player?.stop();
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
  // Loaded with embla, once the strip's first thumbnail and the main picture are shown (useCarousel), so the
  // product page's first scripts do not carry the carousel's engine. It starts stopped: the effect below plays
  // it when `autoplay` allows, so a change of `autoplay` does not start the strip again.
  const [loadAutoplay] = useState(() => async () => {
    const { default: Autoplay } = await import('embla-carousel-autoplay');
    return [
      Autoplay({
        delay: AUTOPLAY_DELAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: true,
        stopOnFocusIn: true,
      }),
    ];
  });
  const { viewportRef, api, reach, snapCount, previous, next, whenStarted } = useCarousel(
    { align: 'start', containScroll: 'trimSnaps', duration: reducedMotion ? 0 : TRANSITION_SPEED },
    loadAutoplay,
  );
  const [playing, setPlaying] = useState(false);
  // Whether the strip plays after the engine starts again (a resize, other thumbnails): the pause and play
  // buttons' last choice, or `autoplay` until one is pressed.
  const choice = useRef<'play' | 'pause' | null>(null);
  const autoplayRef = useRef(autoplay);

  useEffect(() => {
    if (!api) return;
    // Autoplay announces play and stop before isPlaying() changes, so each event says which it is.
    const measure = () => setPlaying(api.plugins().autoplay?.isPlaying() ?? false);
    const played = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    // A resize starts the engine and its plugins again, stopped: carry on as a new strip would.
    const restarted = () => {
      playIfAllowed(api, choice.current === null ? autoplayRef.current : choice.current === 'play');
      measure();
    };
    measure();
    api
      .on('reInit', restarted)
      .on('select', measure)
      .on('autoplay:play', played)
      .on('autoplay:stop', stopped);
    return () => {
      api
        .off('reInit', restarted)
        .off('select', measure)
        .off('autoplay:play', played)
        .off('autoplay:stop', stopped);
    };
  }, [api]);

  useEffect(() => {
    autoplayRef.current = autoplay;
    choice.current = null;
    if (api) playIfAllowed(api, autoplay);
  }, [api, autoplay]);

  let state: StripState = 'static';
  if (api && snapCount > 1) state = playing ? 'playing' : 'paused';

  // Arrow keys move focus between thumbnails (radix roving focus), which Embla does not follow on its own:
  // bring a thumbnail that gets focus into view, and stop the strip moving under the keyboard. Focus before
  // the engine has started starts it.
  const onFocusThumbnail = useCallback(
    (index: number) =>
      whenStarted((ready) => {
        ready.plugins().autoplay?.stop();
        if (ready.slidesInView().includes(index)) return;
        ready.rootNode().scrollLeft = 0;
        // One thumbnail a step: snap n starts at thumbnail n, up to the last snap that still fills the strip.
        ready.scrollTo(Math.min(index, ready.scrollSnapList().length - 1));
      }),
    [whenStarted],
  );

  const togglePlaying = () => {
    const player = api?.plugins().autoplay;
    if (!player) return;
    choice.current = player.isPlaying() ? 'pause' : 'play';
    if (player.isPlaying()) player.stop();
    else player.play();
  };

  return (
    <div className={styles.strip}>
      {state !== 'static' ? (
        <CarouselButton
          icon="previous"
          label={messages.common.previousSlide}
          disabled={reach === 'start' || reach === 'fits'}
          onClick={previous}
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
            disabled={reach === 'end' || reach === 'fits'}
            onClick={next}
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
