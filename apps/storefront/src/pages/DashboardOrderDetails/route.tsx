import type { ApiClient } from '@bazaar/api-client';
import { DashboardOrderDetails } from './DashboardOrderDetails';
import { orderDetailsLoader } from './orderDetailsLoader';

/** /dashboard/order/details/:orderId (SPEC.md §2.10): one of the customer's orders. */
export function route(client: ApiClient) {
  return { Component: DashboardOrderDetails, loader: orderDetailsLoader(client) };
}
