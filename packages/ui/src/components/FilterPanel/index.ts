export {
  type FilterFacets,
  FilterPanel,
  type FilterPanelProps,
  type FilterPriceRange,
  isMinimumRating,
  isPriceSort,
  type MinimumRating,
  minimumRatings,
  PRICE_SLIDER_STEP,
  type PriceSort,
  priceSorts,
} from './FilterPanel';
export type { FilterPriceBucket } from './FilterPanelHistogram';
