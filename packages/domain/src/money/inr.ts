export const INR_LOCALES = ['en-IN', 'hi-IN'] as const;
export type InrLocale = (typeof INR_LOCALES)[number];

const formatters = new Map<InrLocale, Intl.NumberFormat>();

function formatterFor(locale: InrLocale): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    // signDisplay 'negative' keeps a value that rounds to zero from showing as "-₹0.00".
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      signDisplay: 'negative',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * An amount in rupees as the shop shows it: ₹1,23,456.00 (lakh and crore grouping, two decimals).
 * 'hi-IN' is for the Hindi interface; it keeps Latin digits.
 */
export function formatInr(amount: number, locale: InrLocale = 'en-IN'): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`amount must be a finite number, got ${amount}`);
  }
  return formatterFor(locale).format(amount);
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
