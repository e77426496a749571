import { randomBytes } from 'node:crypto';
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblem,
} from '@bazaar/domain';
import { hashPassword, verifyPassword } from '../db/password';
import { badRequest } from '../http/errors';

// A hash of a random password nobody knows. Checking a password against it when the e-mail address is
// unknown makes a failed login take as long as a wrong password, so the timing does not tell which it was.
let decoyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash; with no account (hash undefined) the same work is done and
 * the answer is false.
 */
export async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  const matches = await verifyPassword(password, storedHash ?? (await decoyHash));
  return storedHash !== undefined && matches;
}

/** The same message for an unknown e-mail address and a wrong password: no hint which one it was. */
export const WRONG_CREDENTIALS = 'The e-mail address or the password is wrong';

/** The stored form of an e-mail address a shopper typed, or 400 when it cannot receive mail. */
export function emailFromInput(value: string): string {
  const email = normalizeEmail(value);
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) {
    throw badRequest('Enter a valid e-mail address, for example name@example.in');
  }
  return email;
}

const passwordMessages: Record<PasswordProblem, string> = {
  required: 'Enter a password',
  tooShort: `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `The password must have at most ${PASSWORD_MAX_LENGTH} characters`,
};

/** 400 with a readable reason when a new password breaks the domain's rule. */
export function assertAcceptablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(passwordMessages[problem]);
}
