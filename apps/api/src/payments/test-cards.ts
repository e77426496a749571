/**
 * The offline test provider's cards, after Stripe's test cards: the same numbers give the same outcome, so a
 * shopper (or a test) that learned one provider knows the other.
 */

export interface TestCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome = { kind: 'succeeded' } | { kind: 'declined'; code: string; message: string };

export const SUCCEEDING_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';
export const INSUFFICIENT_FUNDS_CARD = '4000000000009995';

const OUTCOMES: Readonly<Record<string, CardOutcome>> = {
  [SUCCEEDING_CARD]: { kind: 'succeeded' },
  [DECLINED_CARD]: { kind: 'declined', code: 'generic_decline', message: 'Your card was declined.' },
  [INSUFFICIENT_FUNDS_CARD]: {
    kind: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** Any real-looking number that is not a test card: declined, as Stripe declines real cards in test mode. */
const NOT_A_TEST_CARD: CardOutcome = {
  kind: 'declined',
  code: 'card_declined',
  message:
    'Your card was declined: this shop takes test payments only. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000 0002 and 4000 0000 0000 9995 to see a declined payment.',
};

/** The Luhn checksum every card number carries; a typo in one digit breaks it. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with the card as typed (a 400 for the shopper to fix), or null when it is well formed.
 * The contract already holds the number to 13–19 digits, the month to 1–12 and the CVC to 3–4 digits; the
 * checks repeat what a direct caller could otherwise get past.
 */
export function cardProblem(card: TestCard, now: Date = new Date()): string | null {
  if (!/^[0-9]{13,19}$/.test(card.cardNumber) || !passesLuhn(card.cardNumber)) {
    return 'Your card number is not valid: check it for a mistyped digit';
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return 'The expiry month must be between 1 and 12';
  }
  // A card is valid to the last day of its expiry month; months are compared in UTC.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonth = card.expYear * 12 + (card.expMonth - 1);
  if (!Number.isInteger(card.expYear) || expiryMonth < thisMonth) {
    return 'Your card has expired: check the expiry date';
  }
  if (!/^[0-9]{3}$/.test(card.cvc)) return 'The security code (CVC) must be 3 digits';
  return null;
}

/** The outcome of charging a well-formed card (see cardProblem). */
export function cardOutcome(cardNumber: string): CardOutcome {
  return OUTCOMES[cardNumber] ?? NOT_A_TEST_CARD;
}
