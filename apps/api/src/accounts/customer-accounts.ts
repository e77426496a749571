import { normalizeEmail } from '@bazaar/domain';
import { endOtherSessions, endSession, startSession } from '../auth/sessions';
import type { Principal, TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import { hashPassword } from '../db/password';
import { badRequest, unauthorized } from '../http/errors';
import type { SuccessOf } from '../http/handler';
import { assertAcceptablePassword, emailFromInput, passwordMatches, WRONG_CREDENTIALS } from './credentials';
import { findCustomerByEmail, findCustomerById, insertCustomer, setCustomerPasswordHash } from './customers';

type AuthResponse = SuccessOf<'customerLogin'>;

export interface Accounts {
  db: Database;
  tokens: TokenService;
  /**
   * Told the ids of the sessions just ended, after the change is committed, so their open chat sockets close
   * at once on every instance (chat/chat-server.ts) rather than at their next event.
   */
  sessionsEnded: (sids: readonly string[]) => void;
}

/** Creates the account and signs it in: one transaction, so there is never an account without its session. */
export async function registerCustomer(
  { db, tokens }: Accounts,
  input: { name: string; email: string; password: string },
): Promise<AuthResponse> {
  const name = input.name.trim();
  if (name.length === 0) throw badRequest('Enter your name');
  const email = emailFromInput(input.email);
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const token = await db.transaction(async (tx) => {
    const customer = await insertCustomer(tx, { name, email, passwordHash });
    return startSession(tx, tokens, { ...customer, role: 'customer' });
  });
  return { token, message: 'Your account is ready, welcome to Bazaar' };
}

export async function signInCustomer(
  { db, tokens }: Accounts,
  input: { email: string; password: string },
): Promise<AuthResponse> {
  // A malformed address cannot belong to an account; it gets the same answer as any other unknown one.
  const customer = await findCustomerByEmail(db, normalizeEmail(input.email));
  const matches = await passwordMatches(input.password, customer?.password_hash);
  if (!customer || !matches) throw unauthorized(WRONG_CREDENTIALS);
  const { id, name, email } = customer;
  const token = await startSession(db, tokens, { id, name, email, role: 'customer' });
  return { token, message: 'Signed in' };
}

export async function signOutCustomer(
  { db, sessionsEnded }: Accounts,
  who: Principal,
): Promise<SuccessOf<'customerLogout'>> {
  sessionsEnded(await endSession(db, who.sid));
  return { message: 'Signed out' };
}

/** Read from the table rather than the token, so a name changed since sign-in shows. */
export async function currentCustomer(
  { db }: Accounts,
  who: Principal,
): Promise<SuccessOf<'getCurrentCustomer'>> {
  const customer = await findCustomerById(db, who.id);
  if (!customer) throw unauthorized('Your account no longer exists, please register again');
  return { customer: { id: customer.id, name: customer.name, email: customer.email } };
}

/**
 * Sets a new password after checking the old one. Every session of the customer ends, including the one the
 * request came with, and a new one starts for this device: whoever held a copy of any earlier token
 * (a stolen one included) is signed out, and the shopper stays signed in here with the answered token.
 */
export async function changeCustomerPassword(
  { db, tokens, sessionsEnded }: Accounts,
  who: Principal,
  input: { old_password: string; new_password: string; confirm_password: string },
): Promise<AuthResponse> {
  if (input.new_password !== input.confirm_password) {
    throw badRequest('The new password and its confirmation do not match');
  }
  assertAcceptablePassword(input.new_password);
  if (input.new_password === input.old_password) {
    throw badRequest('The new password must be different from the current one');
  }
  const customer = await findCustomerById(db, who.id);
  if (!customer) throw unauthorized('Your account no longer exists, please register again');
  if (!(await passwordMatches(input.old_password, customer.password_hash))) {
    throw badRequest('The current password is not correct');
  }
  const passwordHash = await hashPassword(input.new_password);
  const { token, ended } = await db.transaction(async (tx) => {
    await setCustomerPasswordHash(tx, customer.id, passwordHash);
    const { id, name, email } = customer;
    const ended = [...(await endOtherSessions(tx, id, who.sid)), ...(await endSession(tx, who.sid))];
    return { token: await startSession(tx, tokens, { id, name, email, role: 'customer' }), ended };
  });
  sessionsEnded(ended);
  return { token, message: 'Your password has been changed' };
}
