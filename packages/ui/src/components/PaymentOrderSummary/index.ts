export { PaymentOrderSummary, type PaymentOrderSummaryProps } from './PaymentOrderSummary';
