import type { ApiClient, DashboardData } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
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
    if (response.status === 401) return { status: 'signedOut' };
    // A proxy's 502 with an empty body gives neither data nor error: that is a failure too.
    if (!data) return { status: 'error', serverMessage: error?.error ?? null, cause: 'server' };
    return { status: 'ready', data };
  } catch {
    return { status: 'error', serverMessage: null, cause: 'unreachable' };
  }
}

/** /dashboard: the customer's order counts and recent orders (GET get-dashboard-data). */
export function overviewLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): OverviewLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadOverview(client, request.signal) };
  };
}
