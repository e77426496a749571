import type { ApiClient, Order } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getOrders } from '../../api/orders';
import { unreachableFailure } from '../../api/result';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../../customer/signedInCustomer';
import { type OrdersQuery, readOrdersQuery } from '../../hrefs/dashboard';
import { withoutData } from '../../session/signedOutRule';

export type OrdersResult =
  | { status: 'ready'; orders: Order[]; totalOrder: number }
  | { status: 'signedOut' }
  | LoadFailure;

export interface OrdersLoaderData extends OrdersQuery {
  /** A new number for every load: the page's waiting state starts over with each one. */
  key: number;
  /** Not awaited by the loader: the page shows at once and the orders arrive into it. */
  result: Promise<OrdersResult>;
}

async function loadOrders(client: ApiClient, query: OrdersQuery, signal: AbortSignal): Promise<OrdersResult> {
  const customer = await signedInCustomer(client, signal);
  if (customer.status !== 'signedIn') return customer;
  try {
    const result = await getOrders(client, customer.customerId, query.filter, query.page, signal);
    if (result.status === 'error') return withoutData(result);
    return { status: 'ready', orders: result.data.orders, totalOrder: result.data.totalOrder };
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/** /dashboard/my-orders: one page of the customer's orders under the status filter (GET get-orders). */
export function ordersLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): OrdersLoaderData => {
    requireToken(request);
    const query = readOrdersQuery(new URL(request.url).searchParams);
    return { ...query, key: nextLoadKey(), result: loadOrders(client, query, request.signal) };
  };
}
