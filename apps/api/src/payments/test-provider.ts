import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { conflict, HttpError, notFound } from '../http/errors';
import type { NewPaymentIntent, PaymentIntent, PaymentProvider } from './provider';
import { type CardOutcome, cardOutcome, type TestCard } from './test-cards';

interface TestIntentRow {
  [column: string]: unknown;
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  order_id: string;
  status: string;
  last_error_message: string | null;
}

const COLUMNS = 'id, client_secret, amount, currency, order_id, status, last_error_message';

function toIntent(row: TestIntentRow): PaymentIntent {
  const { status } = row;
  // The table's CHECK allows only these three; anything else means the schema and the code diverged.
  if (status !== 'requires_payment_method' && status !== 'succeeded' && status !== 'canceled') {
    throw new Error(`test payment intent ${row.id} has an unknown status`);
  }
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: row.currency,
    status,
    orderId: row.order_id,
    lastError: row.last_error_message,
  };
}

/** Random letters and digits; 24 hex characters are 96 bits, too many to guess an intent id. */
const token = () => randomBytes(12).toString('hex');

/**
 * The offline provider (the default, DESIGN §3): it follows Stripe's PaymentIntent lifecycle and test cards
 * without any network. Its intents are rows of test_payment_intents, so they survive a restart and every
 * API instance sees the same ones.
 */
export class TestProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(private readonly db: Database) {}

  async createIntent({ orderId, amount }: NewPaymentIntent): Promise<PaymentIntent> {
    const id = `pi_test_${token()}`;
    const { rows } = await this.db.query<TestIntentRow>(
      `INSERT INTO test_payment_intents (id, client_secret, amount, currency, order_id)
       VALUES ($1, $2, $3, 'inr', $4)
       RETURNING ${COLUMNS}`,
      [id, `${id}_secret_${token()}`, amount, orderId],
    );
    const row = rows[0];
    if (!row) throw new Error('test payment intent was not created');
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const { rows } = await this.db.query<TestIntentRow>(
      `SELECT ${COLUMNS} FROM test_payment_intents WHERE id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? toIntent(row) : null;
  }

  /**
   * Pays the intent with a well-formed card (the caller checked it with cardProblem). As with Stripe, a
   * declined card leaves the intent in requires_payment_method with the reason, ready for another card;
   * a succeeded or cancelled intent cannot be paid again (409). The row is locked so that two attempts at
   * once cannot both charge.
   */
  async confirmWithCard(
    id: string,
    card: TestCard,
  ): Promise<{ intent: PaymentIntent; outcome: CardOutcome }> {
    return this.db.transaction(async (tx) => {
      const { rows } = await tx.query<TestIntentRow>(
        `SELECT ${COLUMNS} FROM test_payment_intents WHERE id = $1 FOR UPDATE`,
        [id],
      );
      const current = rows[0];
      if (!current) throw notFound('No payment has this id');
      if (current.status === 'succeeded') throw conflict('This payment has already succeeded');
      if (current.status === 'canceled') {
        throw conflict('This payment was cancelled because its order was cancelled');
      }
      const outcome = cardOutcome(card.cardNumber);
      const { rows: updated } = await tx.query<TestIntentRow>(
        `UPDATE test_payment_intents
            SET status = $2, last_error_code = $3, last_error_message = $4, updated_at = now()
          WHERE id = $1
      RETURNING ${COLUMNS}`,
        outcome.kind === 'succeeded'
          ? [id, 'succeeded', null, null]
          : [id, 'requires_payment_method', outcome.code, outcome.message],
      );
      const row = updated[0];
      if (!row) throw new Error('test payment intent vanished while locked');
      return { intent: toIntent(row), outcome };
    });
  }
}

/** The refusal a declined test card gets: 402 with the reason, as the contract says. */
export const declined = (message: string) => new HttpError(402, message);

/**
 * Cancels the not-yet-succeeded test intents of orders the shop has cancelled, as Stripe cancels an intent:
 * from then on the intent cannot be paid, so no money is taken for an order whose stock went back. Runs in
 * the caller's transaction (the unpaid-order sweep).
 */
export async function cancelTestIntentsOfOrders(tx: Queryable, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx.query(
    `UPDATE test_payment_intents
        SET status = 'canceled', updated_at = now()
      WHERE order_id = ANY($1::uuid[]) AND status <> 'succeeded'`,
    [orderIds],
  );
  await tx.query(
    `UPDATE payments
        SET status = 'canceled', updated_at = now()
      WHERE order_id = ANY($1::uuid[]) AND provider = 'test' AND status <> 'succeeded'`,
    [orderIds],
  );
}
