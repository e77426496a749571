import type { DashboardData, Order, OrderStatusFilter, OrdersResponse } from '@bazaar/api-client';
import { ORDER_PAGE_SIZE } from '@bazaar/domain';
import type { Queryable } from '../db/database';
import { notFound } from '../http/errors';
import { ORDER_COLUMNS, type OrderRow, withProducts } from './order-view';

/** How many orders the dashboard lists as recent (SPEC §2.10: recentOrders). */
export const RECENT_ORDER_COUNT = 5;

/**
 * Statuses counted as "pending" on the dashboard: every order still on its way, whether it waits for a
 * payment method (pending), is confirmed (placed) or is being prepared and shipped (processing,
 * warehouse). Delivered and cancelled orders are done, so they are not pending.
 */
export const OPEN_DELIVERY_STATUSES = ['pending', 'placed', 'processing', 'warehouse'] as const;

// Larger offsets cannot hold an order anyway; capping keeps a huge pageNumber from overflowing bigint.
const MAX_OFFSET = 2 ** 31 - 1;

/** One page of the customer's orders, newest first, and how many match the filter in all. */
export async function listOrders(
  db: Queryable,
  customerId: string,
  filter: OrderStatusFilter,
  pageNumber: number,
): Promise<OrdersResponse> {
  const status = filter === 'all' ? null : filter;
  const offset = Math.min((pageNumber - 1) * ORDER_PAGE_SIZE, MAX_OFFSET);
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS}
       FROM orders
      WHERE customer_id = $1 AND ($2::text IS NULL OR delivery_status = $2::text)
      ORDER BY created_at DESC, id DESC
      LIMIT $3 OFFSET $4`,
    [customerId, status, ORDER_PAGE_SIZE, offset],
  );
  const { rows: counted } = await db.query<{ total: number }>(
    `SELECT count(*) AS total
       FROM orders
      WHERE customer_id = $1 AND ($2::text IS NULL OR delivery_status = $2::text)`,
    [customerId, status],
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

export async function dashboardData(db: Queryable, customerId: string): Promise<DashboardData> {
  const { rows: counted } = await db.query<{ total: number; open: number; cancelled: number }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE delivery_status = ANY($2::text[])) AS open,
            count(*) FILTER (WHERE delivery_status = 'cancelled') AS cancelled
       FROM orders
      WHERE customer_id = $1`,
    [customerId, [...OPEN_DELIVERY_STATUSES]],
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
    pendingOrder: counts?.open ?? 0,
    cancelledOrder: counts?.cancelled ?? 0,
    recentOrders: await withProducts(db, rows),
  };
}
