export {
  PaymentStatusBadge,
  type PaymentStatusBadgeProps,
  StatusBadge,
  type StatusBadgeProps,
} from './StatusBadge';
