import type { ApiClient } from '@bazaar/api-client';
import { Contact } from './Contact';

/** /contact: a static page, so nothing to load. */
export function route(_client: ApiClient) {
  return { Component: Contact };
}
