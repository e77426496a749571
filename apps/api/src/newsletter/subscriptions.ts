import { isValidEmail, normalizeEmail } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { badRequest } from '../http/errors';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

/** Adds an address to the footer newsletter, stored lower-cased so one inbox is one subscription. */
export async function subscribe(db: Queryable, email: string): Promise<SubscribeOutcome> {
  if (!isValidEmail(email)) throw badRequest('Please enter a valid e-mail address');
  const { rows } = await db.query(
    `INSERT INTO newsletter_subscribers (email) VALUES ($1)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [normalizeEmail(email)],
  );
  return rows.length > 0 ? 'subscribed' : 'already-subscribed';
}
