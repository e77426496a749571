export {
  RatingBreakdown,
  type RatingBreakdownEntry,
  type RatingBreakdownProps,
} from './RatingBreakdown';
