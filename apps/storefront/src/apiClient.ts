import { type ApiClient, createApiClient } from '@bazaar/api-client';
import { sharingGets } from './sharedGets';

/** The client every loader uses: same-origin /api, signed in with the token kept by login (SPEC.md §3). */
export function createStorefrontClient(): ApiClient {
  return createApiClient({
    baseUrl: '/api',
    getToken: () => localStorage.getItem('customerToken'),
    fetch: sharingGets(),
  });
}
