import type { ApiClient } from '@bazaar/api-client';
import { DashboardOverviewPage } from './DashboardOverview';
import { overviewLoader } from './overviewLoader';

/** /dashboard (SPEC.md §2.10): the overview of the customer's orders. */
export function route(client: ApiClient) {
  return { Component: DashboardOverviewPage, loader: overviewLoader(client) };
}
