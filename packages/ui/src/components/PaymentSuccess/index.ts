export {
  PaymentSuccess,
  type PaymentSuccessHeadingLevel,
  type PaymentSuccessProps,
  paymentSuccessHeadingLevels,
} from './PaymentSuccess';
