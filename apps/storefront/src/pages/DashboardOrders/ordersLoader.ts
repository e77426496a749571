import type { ApiClient, Order } from '@bazaar/api-client';
import { isOrderFilter, type OrderFilter } from '@bazaar/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getOrders } from '../../api/orders';
import { unreachableFailure } from '../../api/result';
import {
  type LoadFailure,
  nextLoadKey,
  requireToken,
  signedInCustomer,
} from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';

/** The filter and the page live in the URL (`?status=…&page=…`), so a list can be shared and Back works. */
export const STATUS_PARAM = 'status';
export const PAGE_PARAM = 'page';

export interface OrdersQuery {
  filter: OrderFilter;
  page: number;
}

/** The filter and page asked for; anything unknown is the first page of all orders. */
export function ordersQueryOf(searchParams: URLSearchParams): OrdersQuery {
  const status = searchParams.get(STATUS_PARAM);
  const page = Number(searchParams.get(PAGE_PARAM));
  return {
    filter: isOrderFilter(status) ? status : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a filter and page: defaults left out, so plain /dashboard/my-orders is the first page. */
export function ordersHref({ filter, page }: OrdersQuery): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set(STATUS_PARAM, filter);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `/dashboard/my-orders?${query}` : '/dashboard/my-orders';
}

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
    const query = ordersQueryOf(new URL(request.url).searchParams);
    return { ...query, key: nextLoadKey(), result: loadOrders(client, query, request.signal) };
  };
}
