/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

// A practical shape check, not RFC 5322: one @, no spaces, a dotted domain without empty labels.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether the value looks like an e-mail address someone could receive mail at. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(email);
}

/** The form an address is stored and compared in: trimmed, lower case, so one inbox is one account. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
