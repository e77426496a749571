import type { Queryable } from '../db/database';
import { HttpError } from '../http/errors';

/**
 * The chat send limit (docs/chat.md): a customer may send `perMinute` messages at once, then one every
 * 60/perMinute seconds. The table chat_send_budgets holds, per customer, the moment up to which the budget is
 * spent; it lives in the database so every instance behind a balancer spends the same budget, and one
 * statement both checks and spends it, so concurrent sends cannot slip past it together.
 */

const MINUTE_SECONDS = 60;

/** A send refused by the limit: 429 over REST (with Retry-After), `{ error }` on the socket. */
export class SendLimitError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const wait = retryAfterSeconds === 1 ? '1 second' : `${retryAfterSeconds} seconds`;
    super(429, `You are sending messages too fast. Please wait ${wait}, then send again.`);
  }
}

/**
 * Spends one message of the customer's budget, or answers how many whole seconds to wait when none is left
 * (nothing is spent then). perMinute 0 means no limit.
 */
export async function spendSendBudget(
  db: Queryable,
  customerId: string,
  perMinute: number,
): Promise<number | null> {
  if (perMinute <= 0) return null;
  const interval = MINUTE_SECONDS / perMinute;
  // How far ahead of now the spent budget may already lie for one more message to go.
  const tolerance = MINUTE_SECONDS - interval;
  const { rows } = await db.query(
    `INSERT INTO chat_send_budgets AS b (customer_id, spent_until)
     VALUES ($1, now() + make_interval(secs => $2))
     ON CONFLICT (customer_id) DO UPDATE
       SET spent_until = greatest(b.spent_until, now()) + make_interval(secs => $2)
       WHERE greatest(b.spent_until, now()) <= now() + make_interval(secs => $3)
     RETURNING 1`,
    [customerId, interval, tolerance],
  );
  if (rows.length > 0) return null;
  const spent = await db.query<{ ahead: number }>(
    'SELECT extract(epoch FROM spent_until - now())::float8 AS ahead FROM chat_send_budgets WHERE customer_id = $1',
    [customerId],
  );
  const ahead = spent.rows[0]?.ahead ?? interval;
  return Math.max(1, Math.ceil(ahead - tolerance));
}
