// XState v5 machines of Bazaar's explicit flows, one folder per flow. No React, no DOM, no fetch: every
// effect is a named actor or action the storefront provides with `.provide()`.
export {
  type CardStatusContext,
  type CardStatusEvent,
  type CardStatusInput,
  type CardStatusStateValue,
  CONFIRM_RETRY_DELAYS_MS,
  type ConfirmOrderInput,
  cardStatusMachine,
} from './cardStatus/cardStatus.machine';
export {
  type ChatContext,
  type ChatEvent,
  type ChatInput,
  type ChatSocketCommand,
  type ChatSocketEvent,
  type ChatSocketInput,
  type ChatStateValue,
  chatMachine,
  type OutboxEntry,
  openDraft,
  outboxOfOpenConversation,
  RECONNECT_BASE_DELAY_MS,
  RECONNECT_JITTER,
  RECONNECT_MAX_DELAY_MS,
  reconnectDelayMs,
} from './chat/chat.machine';
export { FALLBACK_FAILURE_TEXT, failureText } from './failureText';
export {
  COD_PROCESSING_DELAY_MS,
  type ConfirmCardPaymentInput,
  type ConfirmCardPaymentOutput,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInput,
  type PaymentStateValue,
  paymentMachine,
  type TestCard,
} from './payment/payment.machine';
export {
  CHECKOUT_LIFETIME_MS,
  type CheckoutInput,
  type CheckoutSource,
  type PlacedOrder,
  placedCartOrder,
  type StoredCheckout,
} from './shipping/checkout';
export {
  type CurrentCheckout,
  type PlaceOrderInput,
  type ShippingContext,
  type ShippingEvent,
  type ShippingInput,
  type ShippingStateValue,
  type StoredShippingInfo,
  shippingMachine,
} from './shipping/shipping.machine';
