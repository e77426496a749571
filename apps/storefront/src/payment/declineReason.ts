/**
 * A declined test card ends on /order/confirm's failure screen (the order stays unpaid, with Pay Now). The
 * provider's reason goes along in sessionStorage, under the payment intent it belongs to, rather than in the
 * URL: a link someone else crafted cannot put words on Bazaar's page.
 */
const DECLINE_KEY = 'paymentDecline';

export function rememberDecline(paymentIntent: string, reason: string): void {
  try {
    sessionStorage.setItem(DECLINE_KEY, JSON.stringify({ paymentIntent, reason }));
  } catch {
    // Storage blocked: the failure screen still shows, without the reason.
  }
}

/** The reason kept for this payment intent, if any. */
export function declineReasonFor(paymentIntent: string | null): string | null {
  if (paymentIntent === null) return null;
  try {
    const raw = sessionStorage.getItem(DECLINE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const entry: { paymentIntent?: unknown; reason?: unknown } = value;
    return entry.paymentIntent === paymentIntent && typeof entry.reason === 'string' ? entry.reason : null;
  } catch {
    return null;
  }
}
