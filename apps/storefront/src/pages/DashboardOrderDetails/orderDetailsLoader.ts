import type { ApiClient, Order } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getOrderDetails } from '../../api/orders';
import { unreachableFailure } from '../../api/result';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';

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
    const result = await getOrderDetails(client, orderId, signal);
    if (result.status === 'ok') return { status: 'ready', order: result.data.order };
    // Another customer's order (403) looks exactly like none at all, so no order id can be probed; an id the
    // contract rejects (400, not a uuid) cannot be an order either.
    if (result.httpStatus === 404 || result.httpStatus === 403 || result.httpStatus === 400) {
      return { status: 'notFound' };
    }
    return withoutData(result);
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/** /dashboard/order/details/:orderId: one of the customer's orders (GET get-order-details). */
export function orderDetailsLoader(client: ApiClient) {
  return ({ request, params }: LoaderFunctionArgs): OrderDetailsLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadOrder(client, params.orderId ?? '', request.signal) };
  };
}
