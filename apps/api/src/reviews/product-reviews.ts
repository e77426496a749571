import type { components } from '@bazaar/api-client';
import { MAX_RATING, REVIEW_PAGE_SIZE } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';

export type ReviewsPage = components['schemas']['ReviewsResponse'];

// Offsets are bigint in SQL; a page number beyond this cannot hold reviews and is answered empty.
const LAST_REACHABLE_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / REVIEW_PAGE_SIZE);

type ReviewRow = {
  id: string;
  name: string;
  review: string;
  rating: number;
  created_at: Date | string;
  product_id: string;
};

/**
 * One page of a product's reviews, newest first (SPEC §9: pages of 10), with the total and the number of
 * reviews per star count, 5 stars first (SPEC §3 rating_review).
 */
export async function productReviews(db: Queryable, productId: string, pageNo: number): Promise<ReviewsPage> {
  const { rows: products } = await db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  if (products.length === 0) throw notFound('This product does not exist');

  const page =
    pageNo > LAST_REACHABLE_PAGE
      ? { rows: [] }
      : await db.query<ReviewRow>(
          `SELECT id, name, review, rating, created_at, product_id
             FROM reviews
            WHERE product_id = $1
            ORDER BY created_at DESC, id DESC
            LIMIT $2 OFFSET $3`,
          [productId, REVIEW_PAGE_SIZE, (pageNo - 1) * REVIEW_PAGE_SIZE],
        );
  const { rows: counts } = await db.query<{ rating: number; sum: number }>(
    `SELECT rating, count(*)::int AS sum FROM reviews WHERE product_id = $1 GROUP BY rating`,
    [productId],
  );

  const sumOf = new Map(counts.map((row) => [row.rating, row.sum]));
  const rating_review = Array.from({ length: MAX_RATING }, (_, i) => {
    const stars = MAX_RATING - i;
    return { rating: stars, sum: sumOf.get(stars) ?? 0 };
  });
  return {
    reviews: page.rows.map((row) => ({
      _id: row.id,
      name: row.name,
      review: row.review,
      rating: row.rating,
      date: new Date(row.created_at).toISOString(),
      productId: row.product_id,
    })),
    totalReview: rating_review.reduce((total, entry) => total + entry.sum, 0),
    rating_review,
  };
}
