import { type ApiClient, createApiClient } from '@bazaar/api-client';
import { emptyFailureMiddleware } from './api/emptyFailureMiddleware';
import { endsTheSignIn } from './session/signedOutRule';
import { sharingGets } from './sharedGets';

/** A middleware of the typed client (openapi-fetch's), named through the client so no extra import is needed. */
type ClientMiddleware = Parameters<ApiClient['use']>[0];

/** Where the login token lives (SPEC.md §3, DESIGN.md §3). */
export const TOKEN_KEY = 'customerToken';

/** The kept login token, or null (none, or storage blocked by the browser). */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The client every loader uses (through src/api): same-origin /api, signed in with the token kept by login (SPEC.md §3).
 * `fetchImpl` is where its requests go (the routed app answers some from its document: documentAnswers.ts).
 */
export function createStorefrontClient(fetchImpl?: (request: Request) => Promise<Response>): ApiClient {
  const client = createApiClient({
    baseUrl: '/api',
    getToken: storedToken,
    fetch: sharingGets(fetchImpl),
  });
  client.use(emptyFailureMiddleware());
  return client;
}

/**
 * Calls `onRejected` when the server answers 401 to a request that carried the kept token: the session has
 * ended (expired, logged out elsewhere, password changed on another device). The session installs it on the
 * client, so every call of every page signs the visitor out the same way. A 401 to a request with another
 * token (one replaced while the request was on its way) or with none (a wrong password at login) is the
 * caller's own answer and ends nothing.
 */
export function rejectedTokenMiddleware(onRejected: () => void): ClientMiddleware {
  return {
    onResponse({ request, response }) {
      if (!endsTheSignIn(response)) return undefined;
      const token = storedToken();
      if (token !== null && request.headers.get('Authorization') === `Bearer ${token}`) onRejected();
      return undefined;
    },
  };
}
