export {
  CardPaymentResult,
  type CardPaymentResultLinkProps,
  type CardPaymentResultProps,
  type CardPaymentResultState,
  cardPaymentResultStates,
} from './CardPaymentResult';
export {
  PaymentResultImage,
  type PaymentResultImageKind,
  paymentResultImageKinds,
} from './CardPaymentResultImage';
