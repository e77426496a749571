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

/** Whether an order with this delivery status is listed under the filter. */
export function matchesOrderFilter(status: DeliveryStatus, filter: OrderFilter): boolean {
  return filter === 'all' || filter === status;
}

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
