import { type NumberFormat, numberFormat } from '../text/numberFormat';

export const INR_LOCALES = ['en-IN', 'hi-IN'] as const;
export type InrLocale = (typeof INR_LOCALES)[number];

/** whole: no paise shown (₹3,230); paise: always two digits of them (₹849.15, ₹1,999.20). */
type AmountKind = 'whole' | 'paise';

function formatterFor(locale: InrLocale, kind: AmountKind): NumberFormat {
  const digits = kind === 'whole' ? 0 : 2;
  // signDisplay 'negative' keeps a value that rounds to zero from showing as "-₹0".
  return numberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    signDisplay: 'negative',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * An amount in rupees as the shop shows it, with lakh and crore grouping (DESIGN.md §3). Prices are whole
 * rupees, so amounts are too and show without paise (₹1,23,456); paise appear only where an amount really
 * has them (₹1,23,456.50). 'hi-IN' is for the Hindi interface: it writes the same figures, Latin digits
 * included, so a price reads the same in either language.
 */
export function formatInr(amount: number, locale: InrLocale = 'en-IN'): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`amount must be a finite number, got ${amount}`);
  }
  // Decided on whole paise, so 0.1 + 0.2 shows ₹0.30 and 2999.999 shows ₹3,000 rather than ₹3,000.00.
  const paise = Math.round(amount * 100);
  return formatterFor(locale, paise % 100 === 0 ? 'whole' : 'paise').format(paise / 100);
}

/** Rupees to paise, the unit card payment providers take (DESIGN.md §3). Rounds to the nearest paisa. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees) || rupees < 0) {
    throw new RangeError(`rupees must be a finite amount ≥ 0, got ${rupees}`);
  }
  const paise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`amount too large to express in paise: ${rupees}`);
  }
  return paise;
}
