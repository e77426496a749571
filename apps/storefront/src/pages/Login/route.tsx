import type { ApiClient } from '@bazaar/api-client';
import { Login } from './Login';

/**
 * /login (SPEC.md §2.5). No loader: the page's calls change the session, so it makes them
 * with the session's client (useApiClient) as the visitor acts.
 */
export function route(_client: ApiClient) {
  return { Component: Login };
}
