import type { ApiClient } from '@bazaar/api-client';
import { Terms } from './Terms';

/** /terms: a static page, so nothing to load. */
export function route(_client: ApiClient) {
  return { Component: Terms };
}
