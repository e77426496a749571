import { type DeliveryStatus, type PaymentStatus, statusBadgeTone } from '@bazaar/domain';
import { useMessages } from '../../messages/LanguageProvider';
import { badge } from '../../recipes/badge.css';

export interface StatusBadgeProps {
  status: DeliveryStatus;
}

/** An order's delivery status on a pill: green delivered, yellow processing, blue otherwise (SPEC.md §4). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const messages = useMessages().orders;
  return (
    <span className={badge({ tone: statusBadgeTone(status) })} data-status={status}>
      {messages.status[status]}
    </span>
  );
}

export interface PaymentStatusBadgeProps {
  status: PaymentStatus;
}

/** Paid in green; not paid in red, so an order waiting for money stands out in a list. */
export function PaymentStatusBadge({ status }: PaymentStatusBadgeProps) {
  const messages = useMessages().orders;
  return (
    <span className={badge({ tone: status === 'paid' ? 'green' : 'danger' })} data-status={status}>
      {status === 'paid' ? messages.paid : messages.unpaid}
    </span>
  );
}
