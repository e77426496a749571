export {
  CategoryCarousel,
  type CategoryCarouselCategory,
  type CategoryCarouselHeadingLevel,
  type CategoryCarouselProps,
  CategoryCarouselSkeleton,
  categoryCarouselHeadingLevels,
} from './CategoryCarousel';
