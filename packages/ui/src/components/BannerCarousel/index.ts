export {
  BannerCarousel,
  type BannerCarouselBanner,
  type BannerCarouselPlayback,
  type BannerCarouselProps,
  BannerCarouselSkeleton,
  bannerCarouselPlaybacks,
} from './BannerCarousel';
