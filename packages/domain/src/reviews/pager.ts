import { pageCount, REVIEW_PAGE_SIZE } from '../paging/pages';

/** The review pager appears only when there are more reviews than this (SPEC.md §9). */
export const REVIEW_PAGER_MIN_REVIEWS = 5;

/**
 * How many page buttons the review pager shows: none up to 5 reviews, otherwise floor(totalReview / 3)
 * (SPEC.md §9), but never more buttons than there are pages of 10.
 */
export function reviewPagerCount(totalReview: number): number {
  if (!(totalReview > REVIEW_PAGER_MIN_REVIEWS)) return 0;
  return Math.min(Math.floor(totalReview / 3), pageCount(totalReview, REVIEW_PAGE_SIZE));
}
