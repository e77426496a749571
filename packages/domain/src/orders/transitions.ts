import type { DeliveryStatus } from './statuses';

/**
 * DESIGN.md §3: pending → placed (COD chosen or card paid) → processing → warehouse → delivered, and
 * cancelled from pending or placed. Delivered and cancelled are final.
 */
const NEXT: Readonly<Record<DeliveryStatus, readonly DeliveryStatus[]>> = {
  pending: ['placed', 'cancelled'],
  placed: ['processing', 'cancelled'],
  processing: ['warehouse'],
  warehouse: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order in `from` may move to next. */
export function nextDeliveryStatuses(from: DeliveryStatus): readonly DeliveryStatus[] {
  return NEXT[from];
}

/** Whether an order may move from one delivery status to the other in one step. */
export function canTransition(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return NEXT[from].includes(to);
}

export function isFinalDeliveryStatus(status: DeliveryStatus): boolean {
  return NEXT[status].length === 0;
}
