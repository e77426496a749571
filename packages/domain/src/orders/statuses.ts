/** DESIGN.md §3: an order is unpaid until the server has verified its payment. */
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** DESIGN.md §3, in the order an order goes through them; cancelled is the way out. */
export const DELIVERY_STATUSES = [
  'pending',
  'placed',
  'processing',
  'warehouse',
  'delivered',
  'cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Null until the buyer chooses. */
export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The status filter of My Orders (SPEC.md §4). */
export const ORDER_FILTERS = ['all', 'placed', 'pending', 'delivered', 'warehouse', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** Colours of the delivery-status badge (SPEC.md §4). */
export const STATUS_BADGE_TONES = ['green', 'yellow', 'blue'] as const;
export type StatusBadgeTone = (typeof STATUS_BADGE_TONES)[number];

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return isOneOf(PAYMENT_STATUSES, value);
}

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return isOneOf(DELIVERY_STATUSES, value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return isOneOf(PAYMENT_METHODS, value);
}

export function isOrderFilter(value: unknown): value is OrderFilter {
  return isOneOf(ORDER_FILTERS, value);
}

/**
 * The delivery statuses an order filter lists: every one under `all`, otherwise only the one it names.
 * The one rule for "which orders does this filter select", used by My Orders' list and count on the server
 * and by the dashboard's counts, so a count always equals the length of the list it stands for.
 */
export function orderFilterStatuses(filter: OrderFilter): readonly DeliveryStatus[] {
  return filter === 'all' ? DELIVERY_STATUSES : [filter];
}

/** Whether an order with this delivery status is listed under the filter. */
export function matchesOrderFilter(status: DeliveryStatus, filter: OrderFilter): boolean {
  return orderFilterStatuses(filter).includes(status);
}

/**
 * The dashboard's counts (SPEC.md §2.10) and the My Orders filter each one counts: pendingOrder is the
 * number of orders the Pending filter lists (no payment method chosen yet), not every open order.
 */
export const DASHBOARD_COUNT_FILTERS = {
  totalOrder: 'all',
  pendingOrder: 'pending',
  cancelledOrder: 'cancelled',
} as const satisfies Record<string, OrderFilter>;
export type DashboardCount = keyof typeof DASHBOARD_COUNT_FILTERS;

/** SPEC.md §4: green for delivered, yellow for processing, blue otherwise. */
export function statusBadgeTone(status: DeliveryStatus): StatusBadgeTone {
  switch (status) {
    case 'delivered':
      return 'green';
    case 'processing':
      return 'yellow';
    default:
      return 'blue';
  }
}
