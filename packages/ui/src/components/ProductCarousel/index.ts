export {
  ProductCarousel,
  type ProductCarouselHeadingLevel,
  type ProductCarouselProps,
  ProductCarouselSkeleton,
  type ProductCarouselSkeletonProps,
  type ProductCarouselVisibleCount,
  productCarouselHeadingLevels,
  productCarouselVisibleCounts,
} from './ProductCarousel';
