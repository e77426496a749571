import type { ApiClient } from '@bazaar/api-client';
import { Delivery } from './Delivery';

/** /delivery: a static page, so nothing to load. */
export function route(_client: ApiClient) {
  return { Component: Delivery };
}
