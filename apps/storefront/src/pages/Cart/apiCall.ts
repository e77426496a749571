/** What a cart or wishlist call came to: its data, or why it failed in words the page can show. */
export type CallResult<T> =
  | { status: 'ok'; data: T }
  | {
      status: 'failed';
      /** The server's own words when it gave any (SPEC.md §7: failures use the server's error field). */
      serverMessage: string | null;
      /** The HTTP status, or null when the server could not be reached. */
      httpStatus: number | null;
    };

/** What the typed client answers: data, or the contract's error body, and the response. */
export interface ClientAnswer<T> {
  data?: T;
  error?: { error: string };
  response: Response;
}

/**
 * Runs one typed client call and turns every outcome into a CallResult: a refusal, a proxy's empty 502
 * (neither data nor error) and an unreachable server are all failures the page shows. A call aborted because
 * the page went away is rethrown, so nobody shows a failure nobody asked about.
 */
export async function apiCall<T>(
  call: () => Promise<ClientAnswer<T>>,
  signal?: AbortSignal,
): Promise<CallResult<T>> {
  try {
    const { data, error, response } = await call();
    if (data !== undefined) return { status: 'ok', data };
    return { status: 'failed', serverMessage: error?.error ?? null, httpStatus: response.status };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    return { status: 'failed', serverMessage: null, httpStatus: null };
  }
}

/** The words for a failure: the server's, or the shop's own for an unreachable or silent server. */
export function failureText(
  failure: Extract<CallResult<unknown>, { status: 'failed' }>,
  errors: { unreachable: string; generic: string },
): string {
  return failure.serverMessage ?? (failure.httpStatus === null ? errors.unreachable : errors.generic);
}
