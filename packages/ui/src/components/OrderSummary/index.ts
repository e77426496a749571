export {
  OrderSummary,
  type OrderSummaryCheckout,
  type OrderSummaryHeadingLevel,
  type OrderSummaryProps,
  orderSummaryCheckouts,
  orderSummaryHeadingLevels,
} from './OrderSummary';
