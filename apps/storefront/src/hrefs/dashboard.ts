import { isOrderFilter, matchPagePath, type OrderFilter, PAGE_PATHS, type PagePath } from '@bazaar/domain';
import type { DashboardPage } from '@bazaar/ui/components/DashboardLayout';
import { fill, withQuery } from './address';

// The customer's dashboard: My Orders with its filter and page, an order, the chat, and which menu entry
// an address belongs to (the menu's own entries are in site.ts, which the header needs too).

// ---------------------------------------------------------------------------------------------------------
// Dashboard

/** My Orders' filter and page live in the URL (`?status=…&page=…`), so a list can be shared and Back works. */
export const ORDERS_STATUS_PARAM = 'status';
export const ORDERS_PAGE_PARAM = 'page';

export interface OrdersQuery {
  filter: OrderFilter;
  page: number;
}

/** The filter and page asked for; anything unknown is the first page of all orders. */
export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const status = params.get(ORDERS_STATUS_PARAM);
  const page = Number(params.get(ORDERS_PAGE_PARAM));
  return {
    filter: isOrderFilter(status) ? status : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a filter and page: defaults left out, so plain /dashboard/my-orders is the first page. */
export function myOrdersHref({ filter, page }: OrdersQuery = { filter: 'all', page: 1 }): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set(ORDERS_STATUS_PARAM, filter);
  if (page > 1) params.set(ORDERS_PAGE_PARAM, String(page));
  return withQuery(PAGE_PATHS.myOrders, params);
}

/** One order's page in My Orders. */
export function orderDetailsHref(orderId: string): string {
  return fill(PAGE_PATHS.orderDetails, { orderId });
}

/** The chat: with one seller's conversation open, or the list of conversations (null). */
export function chatHref(sellerId: string | null): string {
  return fill(PAGE_PATHS.chat, { sellerId });
}

// ---------------------------------------------------------------------------------------------------------
// Reading an address

const dashboardPageByPath: Partial<Record<PagePath, DashboardPage>> = {
  [PAGE_PATHS.dashboard]: 'overview',
  [PAGE_PATHS.myOrders]: 'orders',
  // An order's details belong to My Orders.
  [PAGE_PATHS.orderDetails]: 'orders',
  [PAGE_PATHS.myWishlist]: 'wishlist',
  [PAGE_PATHS.chat]: 'chat',
  [PAGE_PATHS.changePassword]: 'changePassword',
};

/** The side menu's entry of a dashboard address (SPEC.md §2.10); undefined outside the menu's pages. */
export function dashboardPageOf(pathname: string): DashboardPage | undefined {
  const match = matchPagePath(pathname);
  return match ? dashboardPageByPath[match.path] : undefined;
}

/** My Orders under one status filter, where the overview's counts lead. */
export function myOrdersFilterHref(filter: OrderFilter): string {
  return myOrdersHref({ filter, page: 1 });
}
