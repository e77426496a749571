import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { CarouselButton } from '../../carousel/CarouselButton';
import * as carouselStyles from '../../carousel/carousel.css';
import { useCarousel } from '../../carousel/useCarousel';
import { currentMotionPreference } from '../../carousel/usePrefersReducedMotion';
import { format } from '../../messages/format';
import { useShellMessages } from '../../messages/LanguageProvider';
import { button } from '../../recipes/button.css';
import type { ProductCardLinkProps } from '../ProductCard';
import * as styles from './BannerCarousel.css';

/** A banner as the contract's Banner has it, with an optional text for its picture. */
export interface BannerCarouselBanner {
  _id: string;
  /** URL of the banner picture. */
  banner: string;
  /** Slug of the product the banner opens. */
  link: string;
  /** What the banner offers, read out as the link's name; "Offer 2 of 5" when left out. */
  label?: string;
  /**
   * The offer's headline and its line, as the picture letters them: written under the picture on a phone,
   * where the picture's own lettering is drawn at a third of its size.
   */
  title?: string;
  subtitle?: string;
}

/**
 * What the slideshow is doing: `playing` moves on its own, `held` waits while the pointer or the keyboard
 * focus is on it, `paused` was stopped with the pause button, `static` has one banner and nothing to move.
 */
export const bannerCarouselPlaybacks = ['playing', 'held', 'paused', 'static'] as const;
export type BannerCarouselPlayback = (typeof bannerCarouselPlaybacks)[number];

export interface BannerCarouselProps {
  banners: readonly BannerCarouselBanner[];
  /** Where a banner leads: /product/details/{link} in the storefront. */
  bannerHref: (banner: BannerCarouselBanner) => string;
  /** Draws each link, so an app can use its router's link; a plain <a> otherwise. */
  renderLink?: (props: ProductCardLinkProps) => ReactNode;
  /** Milliseconds each banner stays before the next one comes; read once, when the carousel mounts. */
  autoplayDelay?: number;
  /** The carousel's accessible name; "Offers" in the active language when left out. */
  label?: string;
}

type Rotation = 'playing' | 'paused';
type Presence = 'away' | 'within';

const defaultAutoplayDelay = 5000;

function renderAnchor({ href, className, children }: ProductCardLinkProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

function BannerPicture({ src, label, eager }: { src: string; label: string; eager: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    // SPEC.md §8: a picture that cannot be shown becomes a grey placeholder.
    return (
      <div className={`${carouselStyles.imagePlaceholder} ${styles.picture}`} role="img" aria-label={label} />
    );
  }
  return (
    <img
      className={styles.picture}
      src={src}
      alt={label}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the home page's largest paint: fetch it ahead of the other pictures.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}

/**
 * The home page's offers (SPEC.md §2.3): one banner at a time, in an endless loop that moves on its own.
 * It holds still while the pointer is over it or the keyboard focus is in it, stops for good with the pause
 * button, and starts paused for a visitor who asks for reduced motion. On a phone each banner has its
 * headline, its line and a "Shop now" of a finger's size under the picture.
 */
export function BannerCarousel({
  banners,
  bannerHref,
  renderLink = renderAnchor,
  autoplayDelay = defaultAutoplayDelay,
  label,
}: BannerCarouselProps) {
  const messages = useShellMessages();
  const trackId = useId();
  const count = banners.length;
  // Loaded with embla, when the carousel starts (useCarousel). stopOnInteraction: a swipe stops the plugin
  // and nothing in it starts again; the effects below decide.
  const [loadAutoplay] = useState(() => async () => {
    const { default: Autoplay } = await import('embla-carousel-autoplay');
    return [
      Autoplay({
        delay: autoplayDelay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ];
  });
  const { viewportRef, api, motion, selected, previous, next, goTo } = useCarousel(
    { loop: count > 1 },
    loadAutoplay,
  );
  const [rotation, setRotation] = useState<Rotation>(() =>
    currentMotionPreference() === 'reduce' ? 'paused' : 'playing',
  );
  const [pointer, setPointer] = useState<Presence>('away');
  const [focus, setFocus] = useState<Presence>('away');

  let playback: BannerCarouselPlayback = 'playing';
  if (count < 2) playback = 'static';
  else if (rotation === 'paused') playback = 'paused';
  else if (pointer === 'within' || focus === 'within') playback = 'held';

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playback === 'playing') autoplay.play(motion === 'reduce');
    else autoplay.stop();
  }, [api, playback, motion]);

  // After a swipe the plugin has stopped itself; carry on when the slideshow should still be playing.
  const playbackRef = useRef(playback);
  useEffect(() => {
    playbackRef.current = playback;
  }, [playback]);
  useEffect(() => {
    if (!api) return;
    const resume = () => {
      if (playbackRef.current === 'playing') api.plugins().autoplay?.play();
    };
    api.on('pointerUp', resume);
    return () => {
      api.off('pointerUp', resume);
    };
  }, [api]);

  if (count === 0) return null;

  // Keyboard focus only: a mouse click focuses a button too, and the pointer already holds the slideshow.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocus('within');
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      setFocus('away');
    }
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={messages.home.carousel}
      aria-label={label ?? messages.home.banners}
      data-playback={playback}
      // A mouse only: a finger's tap would otherwise hold the slideshow until the next tap elsewhere.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setPointer('within');
      }}
      onPointerLeave={() => setPointer('away')}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={`${carouselStyles.viewport} ${styles.viewport}`} ref={viewportRef}>
        {/* Announce the new banner only when it changed because someone asked (WAI-ARIA carousel pattern). */}
        <div id={trackId} className={styles.track} aria-live={playback === 'playing' ? 'off' : 'polite'}>
          {banners.map((banner, index) => {
            const number = index + 1;
            const label = banner.label ?? format(messages.home.bannerFallbackLabel, { number, total: count });
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide of the WAI-ARIA carousel pattern, not a form's fieldset
              <div
                key={banner._id}
                className={styles.slide}
                role="group"
                aria-roledescription={messages.home.slide}
                aria-label={format(messages.home.slideLabel, { number, total: count })}
                // Only the banner in view can be reached or read; the others wait their turn.
                inert={index !== selected}
              >
                {renderLink({
                  href: bannerHref(banner),
                  className: styles.link,
                  children: (
                    <>
                      <BannerPicture src={banner.banner} label={label} eager={index === 0} />
                      {/* Words the link's name (the picture's text) already says: not read twice. */}
                      <span className={styles.caption} aria-hidden="true">
                        {banner.title || banner.subtitle ? (
                          <span className={styles.captionText}>
                            {banner.title ? (
                              <span className={styles.captionTitle}>{banner.title}</span>
                            ) : null}
                            {banner.subtitle ? (
                              <span className={styles.captionSubtitle}>{banner.subtitle}</span>
                            ) : null}
                          </span>
                        ) : null}
                        <span className={`${button({ variant: 'primary' })} ${styles.shopNow}`}>
                          {messages.home.shopNow}
                        </span>
                      </span>
                    </>
                  ),
                })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <CarouselButton
            icon={rotation === 'playing' ? 'pause' : 'play'}
            label={rotation === 'playing' ? messages.common.pauseSlideshow : messages.common.playSlideshow}
            onClick={() => setRotation(rotation === 'playing' ? 'paused' : 'playing')}
          />
          <CarouselButton icon="previous" label={messages.common.previousSlide} onClick={previous} />
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner._id}
                type="button"
                className={styles.dot}
                aria-label={format(messages.common.goToSlide, { number: index + 1, total: count })}
                aria-controls={trackId}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <CarouselButton icon="next" label={messages.common.nextSlide} onClick={next} />
        </div>
      ) : null}
    </section>
  );
}

/** The banner's place while the home page loads: the same shape, so nothing jumps when it arrives. */
export function BannerCarouselSkeleton() {
  return <div className={`${carouselStyles.skeleton} ${styles.skeleton}`} aria-hidden="true" />;
}
