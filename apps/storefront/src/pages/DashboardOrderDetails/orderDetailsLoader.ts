import type { ApiClient, Order } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { withoutData } from '../../session/signedOutRule';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../DashboardOrders/signedInCustomer';

export type OrderDetailsResult =
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'signedOut' }
  | LoadFailure;

export interface OrderDetailsLoaderData {
  /** A new number for every load: the page's waiting state starts over with each one. */
  key: number;
  /** Not awaited by the loader: the page shows at once and the order arrives into it. */
  result: Promise<OrderDetailsResult>;
}

async function loadOrder(
  client: ApiClient,
  orderId: string,
  signal: AbortSignal,
): Promise<OrderDetailsResult> {
  // The server checks whose order it is; asking who is signed in first tells an ended sign-in apart.
  const customer = await signedInCustomer(client, signal);
  if (customer.status !== 'signedIn') return customer;
  try {
    const { data, error, response } = await client.GET('/home/coustomer/get-order-details/{orderId}', {
      params: { path: { orderId } },
      signal,
    });
    // Another customer's order (403) looks exactly like none at all, so no order id can be probed; an id the
    // contract rejects (400, not a uuid) cannot be an order either.
    if (response.status === 404 || response.status === 403 || response.status === 400) {
      return { status: 'notFound' };
    }
    if (!data) return withoutData({ response, error });
    return { status: 'ready', order: data.order };
  } catch {
    return withoutData(null);
  }
}

/** /dashboard/order/details/:orderId: one of the customer's orders (GET get-order-details). */
export function orderDetailsLoader(client: ApiClient) {
  return ({ request, params }: LoaderFunctionArgs): OrderDetailsLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadOrder(client, params.orderId ?? '', request.signal) };
  };
}
