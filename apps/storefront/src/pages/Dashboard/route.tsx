import type { ApiClient } from '@bazaar/api-client';
import { DashboardFrame } from './DashboardFrame';

/**
 * /dashboard's frame (SPEC.md §2.10): the sign-in guard and the side menu around its pages. No loader: its
 * one call (logout) changes the session, so the frame makes it with the session's client (useApiClient).
 */
export function route(_client: ApiClient) {
  return { Component: DashboardFrame };
}
