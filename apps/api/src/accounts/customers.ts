import type { Queryable } from '../db/database';
import { conflict } from '../http/errors';

/** The customers table: the only module that reads or writes it. E-mail addresses arrive normalised. */

export type CustomerProfile = {
  id: string;
  name: string;
  email: string;
};

type CustomerWithHash = CustomerProfile & { password_hash: string };

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === UNIQUE_VIOLATION;
}

export async function findCustomerByEmail(
  db: Queryable,
  email: string,
): Promise<CustomerWithHash | undefined> {
  const { rows } = await db.query<CustomerWithHash>(
    'SELECT id, name, email, password_hash FROM customers WHERE email = $1',
    [email],
  );
  return rows[0];
}

export async function findCustomerById(db: Queryable, id: string): Promise<CustomerWithHash | undefined> {
  const { rows } = await db.query<CustomerWithHash>(
    'SELECT id, name, email, password_hash FROM customers WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** Creates the account; 409 when the e-mail address is taken (the unique index decides, so no race). */
export async function insertCustomer(
  db: Queryable,
  customer: { name: string; email: string; passwordHash: string },
): Promise<CustomerProfile> {
  try {
    const { rows } = await db.query<CustomerProfile>(
      'INSERT INTO customers (name, email, password_hash) VALUES ($1, $2, $3) RETURNING id, name, email',
      [customer.name, customer.email, customer.passwordHash],
    );
    const created = rows[0];
    if (!created) throw new Error('customer was not created');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this e-mail address already exists');
    throw error;
  }
}

export async function setCustomerPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}
