/** Shown when a failure carries no text of its own (a network error without a message, say). */
export const FALLBACK_FAILURE_TEXT = 'Something went wrong. Please try again.';

/**
 * The text a shopper reads for a failed actor. The storefront's actors reject with an `Error` whose message
 * is the server's `error` field (DESIGN.md §3: every 4xx/5xx body is `{ "error": "…" }`), so that text is
 * shown as it is.
 */
export function failureText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return FALLBACK_FAILURE_TEXT;
}
