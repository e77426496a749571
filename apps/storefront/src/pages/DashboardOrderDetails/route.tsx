import type { ApiClient } from '@bazaar/api-client';
import { NotFound } from '../NotFound/NotFound';

/** Placeholder until this page is built: the not-found page, so the address answers honestly. */
export function route(_client: ApiClient) {
  return { Component: NotFound };
}
