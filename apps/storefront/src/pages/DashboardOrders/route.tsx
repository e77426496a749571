import type { ApiClient } from '@bazaar/api-client';
import { DashboardOrders } from './DashboardOrders';
import { ordersLoader } from './ordersLoader';

/** /dashboard/my-orders (SPEC.md §2.10): the customer's orders, filtered by status, 10 a page. */
export function route(client: ApiClient) {
  return { Component: DashboardOrders, loader: ordersLoader(client) };
}
