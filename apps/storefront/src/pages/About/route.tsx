import type { ApiClient } from '@bazaar/api-client';
import { About } from './About';

/** /about: a static page, so nothing to load. */
export function route(_client: ApiClient) {
  return { Component: About };
}
