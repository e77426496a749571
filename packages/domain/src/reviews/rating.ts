/** Ratings run from 0 to 5 (SPEC.md §3); a single review gives 1 to 5. */
export const MAX_RATING = 5;

/**
 * A mean rating to one decimal, halves rounded up (DESIGN.md §3: "mean of its reviews, one decimal").
 */
export function roundRating(mean: number): number {
  if (!Number.isFinite(mean) || mean < 0 || mean > MAX_RATING) {
    throw new RangeError(`rating must be from 0 to ${MAX_RATING}, got ${mean}`);
  }
  return Math.round(mean * 10) / 10;
}

/** A product's rating from its reviews' ratings; 0 when it has none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  let sum = 0;
  for (const rating of ratings) sum += rating;
  return roundRating(sum / ratings.length);
}

export interface StarFill {
  readonly full: number;
  /** 0 or 1. */
  readonly half: number;
  readonly empty: number;
}

/**
 * How the five stars of a rating are drawn, in steps of 0.5 (SPEC.md §9). A star is half filled once the
 * rating reaches its half, so 4.3 shows four stars and 4.5 four and a half: never more than earned.
 * Values outside 0–5 are drawn as the nearest end.
 */
export function starFill(rating: number): StarFill {
  const clamped = Number.isNaN(rating) ? 0 : Math.min(Math.max(rating, 0), MAX_RATING);
  const halves = Math.floor(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: MAX_RATING - full - half };
}

/** Width of a rating bar: floor(100 × count / total) percent, 0 when there are no reviews (SPEC.md §9). */
export function ratingBarPercent(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  return Math.min(100, Math.floor((100 * count) / total));
}
