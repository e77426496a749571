import type { ApiClient, DashboardData } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getDashboardData } from '../../api/orders';
import { unreachableFailure } from '../../api/result';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';

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
    const result = await getDashboardData(client, customer.customerId, signal);
    if (result.status === 'error') return withoutData(result);
    return { status: 'ready', data: result.data };
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/** /dashboard: the customer's order counts and recent orders (GET get-dashboard-data). */
export function overviewLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): OverviewLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadOverview(client, request.signal) };
  };
}
