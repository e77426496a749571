import type { ApiClient } from '@bazaar/api-client';
import { Privacy } from './Privacy';

/** /privacy: a static page, so nothing to load. */
export function route(_client: ApiClient) {
  return { Component: Privacy };
}
