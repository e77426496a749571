import type { ApiClient } from '@bazaar/api-client';
import { NotFound } from './NotFound';

/** Any address no other route matches. */
export function route(_client: ApiClient) {
  return { Component: NotFound };
}
