export {
  ReviewList,
  type ReviewListLinkProps,
  type ReviewListProps,
  type ReviewListReview,
} from './ReviewList';
