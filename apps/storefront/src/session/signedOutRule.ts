import type { ApiClient, Customer } from '@bazaar/api-client';

/** Why a request brought no data: the server's own words when it gave any (SPEC.md §7), and what failed. */
export interface LoadFailure {
  status: 'error';
  serverMessage: string | null;
  /** `unreachable`: no answer at all (offline, the API down, a timeout); `server`: an answer without data. */
  cause: 'server' | 'unreachable';
}

/** What a request without data means: the sign-in has ended, or the request failed and the sign-in stands. */
export type WithoutData = { status: 'signedOut' } | LoadFailure;

/** The part of openapi-fetch's answer the rule reads; null when the request never got an answer. */
export interface AnswerWithoutData {
  response: Response;
  error?: { error: string } | undefined;
}

/**
 * The storefront's one rule for "signed out" (docs/architecture.md "Auth"): only a 401 means the sign-in has
 * ended. Anything else a request can come to without data — no answer (offline, the API down, a timeout),
 * a 5xx, a proxy's 502 with an empty body, any other refusal — is a failure the page shows with Retry, and
 * the kept token stays. The session's check at start, the dashboard's loaders and the rejected-token
 * middleware all decide by it.
 */
export function withoutData(answer: AnswerWithoutData | null): WithoutData {
  if (answer === null) return { status: 'error', serverMessage: null, cause: 'unreachable' };
  if (endsTheSignIn(answer.response)) return { status: 'signedOut' };
  return { status: 'error', serverMessage: answer.error?.error ?? null, cause: 'server' };
}

/** The status that, alone, says the server no longer accepts the token. */
export function endsTheSignIn(response: Response): boolean {
  return response.status === 401;
}

/** The words for a failure: the server's, or the shop's own for an unreachable or silent server. */
export function loadFailureText(
  failure: Omit<LoadFailure, 'status'>,
  errors: { unreachable: string; generic: string },
): string {
  return failure.serverMessage ?? (failure.cause === 'unreachable' ? errors.unreachable : errors.generic);
}

/**
 * Who the kept `token` signs in (`GET /customer/me`), by the rule above: the customer, signed out (401), or
 * a failure that leaves the sign-in standing. The session's check and the dashboard's loaders both ask this.
 */
export async function checkToken(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<{ status: 'signedIn'; customer: Customer } | WithoutData> {
  try {
    const { data, error, response } = await client.GET('/customer/me', {
      headers: { Authorization: `Bearer ${token}` },
      ...(signal ? { signal } : {}),
    });
    return data ? { status: 'signedIn', customer: data.customer } : withoutData({ response, error });
  } catch {
    return withoutData(null);
  }
}
