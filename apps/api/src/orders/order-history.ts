import type { DashboardData, Order, OrderStatusFilter, OrdersResponse } from '@bazaar/api-client';
import { DASHBOARD_COUNT_FILTERS, ORDER_PAGE_SIZE, orderFilterStatuses } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import { ORDER_COLUMNS, type OrderRow, withProducts } from './order-view';

/** How many orders the dashboard lists as recent (SPEC §2.10: recentOrders). */
export const RECENT_ORDER_COUNT = 5;

// Larger offsets cannot hold an order anyway; capping keeps a huge pageNumber from overflowing bigint.
const MAX_OFFSET = 2 ** 31 - 1;

/** One page of the customer's orders, newest first, and how many match the filter in all. */
export async function listOrders(
  db: Queryable,
  customerId: string,
  filter: OrderStatusFilter,
  pageNumber: number,
): Promise<OrdersResponse> {
  const statuses = [...orderFilterStatuses(filter)];
  const offset = Math.min((pageNumber - 1) * ORDER_PAGE_SIZE, MAX_OFFSET);
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS}
       FROM orders
      WHERE customer_id = $1 AND delivery_status = ANY($2::text[])
      ORDER BY created_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [customerId, statuses, ORDER_PAGE_SIZE, offset],
  );
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*) AS total
       FROM orders
      WHERE customer_id = $1 AND delivery_status = ANY($2::text[])`,
    [customerId, statuses],
  );
  return { orders: await withProducts(db, rows), totalOrder: counted[0]?.total ?? 0 };
}

/** One order with its products; the caller has checked that it is the customer's. */
export async function readOrder(db: Queryable, orderId: string): Promise<Order> {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = $1`, [orderId]);
  const [order] = await withProducts(db, rows);
  if (!order) throw notFound('This order does not exist');
  return order;
}

/**
 * The dashboard's counts, each the number of orders My Orders lists under the filter it stands for
 * (`DASHBOARD_COUNT_FILTERS`), selected by the same rule as listOrders, so the two never disagree.
 */
export async function dashboardData(db: Queryable, customerId: string): Promise<DashboardData> {
  const { rows: counted } = await db.query<{ total: number; pending: number; cancelled: number }>(
    `SELECT count(*) FILTER (WHERE delivery_status = ANY($2::text[])) AS total,
            count(*) FILTER (WHERE delivery_status = ANY($3::text[])) AS pending,
            count(*) FILTER (WHERE delivery_status = ANY($4::text[])) AS cancelled
       FROM orders
      WHERE customer_id = $1`,
    [
      customerId,
      [...orderFilterStatuses(DASHBOARD_COUNT_FILTERS.totalOrder)],
      [...orderFilterStatuses(DASHBOARD_COUNT_FILTERS.pendingOrder)],
      [...orderFilterStatuses(DASHBOARD_COUNT_FILTERS.cancelledOrder)],
    ],
  );
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS}
       FROM orders
      WHERE customer_id = $1
      ORDER BY created_at DESC, id DESC
      LIMIT $2`,
    [customerId, RECENT_ORDER_COUNT],
  );
  const counts = counted[0];
  return {
    totalOrder: counts?.total ?? 0,
    pendingOrder: counts?.pending ?? 0,
    cancelledOrder: counts?.cancelled ?? 0,
    recentOrders: await withProducts(db, rows),
  };
}
