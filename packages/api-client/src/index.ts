import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';
export type * from './types';

/** Returns the bearer token to send, or nothing when signed out. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Root of the API, ending in `/api` (for example `/api` in the browser, `http://localhost:3000/api` in Node). */
  baseUrl: string;
  /** Read on every request, so a sign-in or sign-out takes effect at once. */
  getToken?: TokenGetter;
  /** Replaces `globalThis.fetch`, for tests and server-side calls. */
  fetch?: (input: Request) => Promise<Response>;
}

export type ApiClient = Client<paths>;

/**
 * Adds `Authorization: Bearer <token>` when `getToken` returns a token. A request that already carries an
 * Authorization header keeps its own, so a call can use another token (a seller's, say) explicitly.
 */
export function bearerTokenMiddleware(getToken: TokenGetter): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('Authorization')) return undefined;
      const token = await getToken();
      if (!token) return undefined;
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The typed client of Bazaar's /api: `const { data, error } = await api.GET('/banners')`. */
export function createApiClient({ baseUrl, getToken, fetch }: ApiClientOptions): ApiClient {
  const client = createClient<paths>(fetch ? { baseUrl, fetch } : { baseUrl });
  if (getToken) client.use(bearerTokenMiddleware(getToken));
  return client;
}
