export {
  FeatureProducts,
  type FeatureProductsHeadingLevel,
  type FeatureProductsProps,
  FeatureProductsSkeleton,
  type FeatureProductsSkeletonProps,
  featureProductsHeadingLevels,
} from './FeatureProducts';
