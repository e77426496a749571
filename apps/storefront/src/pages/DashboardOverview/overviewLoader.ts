import type { ApiClient, DashboardData } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { withoutData } from '../../session/signedOutRule';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../DashboardOrders/signedInCustomer';

export type OverviewResult = { status: 'ready'; data: DashboardData } | { status: 'signedOut' } | LoadFailure;

export interface OverviewLoaderData {
  /** A new number for every load: the page's waiting state starts over with each one. */
  key: number;
  /** Not awaited by the loader: the page shows at once and the figures arrive into it. */
  result: Promise<OverviewResult>;
}

async function loadOverview(client: ApiClient, signal: AbortSignal): Promise<OverviewResult> {
  const customer = await signedInCustomer(client, signal);
  if (customer.status !== 'signedIn') return customer;
  try {
    const { data, error, response } = await client.GET('/home/coustomer/get-dashboard-data/{userId}', {
      params: { path: { userId: customer.customerId } },
      signal,
    });
    if (!data) return withoutData({ response, error });
    return { status: 'ready', data };
  } catch {
    return withoutData(null);
  }
}

/** /dashboard: the customer's order counts and recent orders (GET get-dashboard-data). */
export function overviewLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): OverviewLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadOverview(client, request.signal) };
  };
}
