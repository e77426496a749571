export {
  type CheckoutShippingState,
  CheckoutSummary,
  type CheckoutSummaryGroup,
  type CheckoutSummaryLine,
  type CheckoutSummaryProps,
  type CheckoutSummaryStatus,
  checkoutShippingStates,
  checkoutSummaryStatuses,
} from './CheckoutSummary';
