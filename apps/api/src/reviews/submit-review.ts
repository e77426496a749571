import { roundRating } from '@bazaar/domain';
import type { Database } from '../db/database';
import { notFound, unauthorized } from '../http/errors';

export interface ReviewInput {
  customerId: string;
  productId: string;
  rating: number;
  review: string;
}

export type ReviewOutcome = 'created' | 'replaced';

/**
 * Saves a customer's review of a product (DESIGN §3): one per customer and product, a second replacing the
 * first; the name is the account's. The product's rating (mean of its reviews, one decimal) and
 * review_count change in the same transaction, with the product row locked so that two reviews saved at
 * once cannot each compute the mean without the other.
 */
export async function submitReview(db: Database, input: ReviewInput): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const { rows: products } = await tx.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [
      input.productId,
    ]);
    if (products.length === 0) throw notFound('This product does not exist');

    const { rows: customers } = await tx.query<{ name: string }>('SELECT name FROM customers WHERE id = $1', [
      input.customerId,
    ]);
    const customer = customers[0];
    if (!customer) throw unauthorized();

    // The product lock above serialises this customer's reviews of it too, so this answer stays true.
    const { rows: earlier } = await tx.query(
      'SELECT 1 FROM reviews WHERE product_id = $1 AND customer_id = $2',
      [input.productId, input.customerId],
    );
    await tx.query(
      `INSERT INTO reviews (product_id, customer_id, name, rating, review)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (product_id, customer_id) DO UPDATE
         SET name = EXCLUDED.name, rating = EXCLUDED.rating, review = EXCLUDED.review, created_at = now()`,
      [input.productId, input.customerId, customer.name, input.rating, input.review.trim()],
    );

    const { rows: totals } = await tx.query<{ total: number; count: number }>(
      'SELECT coalesce(sum(rating), 0)::int AS total, count(*)::int AS count FROM reviews WHERE product_id = $1',
      [input.productId],
    );
    const { total = 0, count = 0 } = totals[0] ?? {};
    // Migration 008's trigger announces the new rating on catalog_changes in this transaction, so every
    // instance's search index and cached listings follow once it commits (catalog/catalog-changes.ts).
    await tx.query('UPDATE products SET rating = $2, review_count = $3 WHERE id = $1', [
      input.productId,
      count > 0 ? roundRating(total / count) : 0,
      count,
    ]);
    return earlier.length > 0 ? 'replaced' : 'created';
  });
}
