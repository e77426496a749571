import type { ApiClient, Customer } from '@bazaar/api-client';
import { getCurrentCustomer } from '../api/account';
import { failureText } from '../api/failureText';
import { type ApiFailure, unreachableFailure } from '../api/result';

/** Why a request brought no data: the server's own words when it gave any (SPEC.md §7), and what failed. */
export type LoadFailure = Pick<ApiFailure, 'status' | 'serverMessage' | 'cause'>;

/** What a request without data means: the sign-in has ended, or the request failed and the sign-in stands. */
export type WithoutData = { status: 'signedOut' } | LoadFailure;

/**
 * The storefront's one rule for "signed out" (docs/architecture.md "Auth"): only a 401 means the sign-in has
 * ended. Anything else a request can come to without data — no answer (offline, the API down, a timeout),
 * a 5xx, a proxy's 502 with an empty body, any other refusal — is a failure the page shows with Retry, and
 * the kept token stays. The session's check at start, the dashboard's loaders and the rejected-token
 * middleware all decide by it.
 */
export function withoutData(failure: ApiFailure): WithoutData {
  if (failure.httpStatus !== null && endsTheSignIn(failure.httpStatus)) return { status: 'signedOut' };
  return { status: 'error', serverMessage: failure.serverMessage, cause: failure.cause };
}

/** The status that, alone, says the server no longer accepts the token. */
export function endsTheSignIn(response: Response | number): boolean {
  return (typeof response === 'number' ? response : response.status) === 401;
}

/** The words for a load failure: src/api's one `failureText`, under the name the dashboard's pages use. */
export const loadFailureText = failureText;

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
    const result = await getCurrentCustomer(client, token, signal);
    return result.status === 'ok'
      ? { status: 'signedIn', customer: result.data.customer }
      : withoutData(result);
  } catch {
    // Aborted: the caller has gone; what it reads is what an unanswered request would be.
    return withoutData(unreachableFailure());
  }
}
