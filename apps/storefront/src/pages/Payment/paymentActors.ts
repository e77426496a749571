import type { ApiClient, CardPayment, PaymentConfig } from '@bazaar/api-client';
import type { ConfirmCardPaymentInput, ConfirmCardPaymentOutput } from '@bazaar/machines';
import { fromPromise } from 'xstate';
import { dataOrThrow, failureText } from '../../api/failureText';
import {
  chooseCashOnDelivery,
  confirmTestPayment,
  createCardPayment,
  getPaymentConfig,
} from '../../api/payment';
import { orderConfirmReturnHref } from '../../hrefs/checkout';
import { rememberDecline } from '../../payment/declineReason';
import { ORDER_ID_KEY } from '../../payment/keptOrderId';
import type { StripeConfirm } from './stripeCardPaymentLoader';

export interface PaymentActorContext {
  client: ApiClient;
  /** The texts of a failure without the server's words, in the visitor's language when the actor runs. */
  texts: () => { generic: string; unreachable: string; cardFormFailed: string };
  /** The Stripe form's confirm function, once its Elements are ready. */
  stripeConfirm: { current: StripeConfirm | null };
}

/** The payment machine's effects (packages/machines README): each a call of the contract. */
export function paymentActors({ client, texts, stripeConfirm }: PaymentActorContext) {
  return {
    chooseCashOnDelivery: fromPromise<unknown, { orderId: string }>(async ({ input, signal }) =>
      dataOrThrow(await chooseCashOnDelivery(client, input.orderId, signal), texts()),
    ),
    getPaymentConfig: fromPromise<PaymentConfig>(async ({ signal }) =>
      dataOrThrow(await getPaymentConfig(client, signal), texts()),
    ),
    createCardPayment: fromPromise<CardPayment, { orderId: string }>(async ({ input, signal }) =>
      dataOrThrow(await createCardPayment(client, input.orderId, signal), texts()),
    ),
    confirmCardPayment: fromPromise<ConfirmCardPaymentOutput, ConfirmCardPaymentInput>(
      async ({ input, signal }) => {
        if (input.provider === 'stripe') {
          const confirm = stripeConfirm.current;
          if (!confirm) throw new Error(texts().cardFormFailed);
          return confirm();
        }
        if (input.card === null) throw new Error(texts().generic);
        const paymentIntentId = input.payment.paymentIntentId;
        // Field by field: the server refuses a body with any field the contract does not name.
        const { cardNumber, expMonth, expYear, cvc } = input.card;
        const result = await confirmTestPayment(
          client,
          { paymentIntentId, cardNumber, expMonth, expYear, cvc },
          signal,
        );
        if (result.status === 'ok') return { redirectUrl: result.data.redirectUrl };
        // A declined card ends on the failure screen, the order unpaid with Pay Now (the server answers 402
        // with the reason, and only a card that succeeds with 200).
        if (result.httpStatus === 402 && result.serverMessage !== null) {
          rememberDecline(paymentIntentId, result.serverMessage);
          return {
            redirectUrl: orderConfirmReturnHref(paymentIntentId, 'failed'),
          };
        }
        // Anything else (a field the server refused, an intent already paid) stays on the form with the text.
        throw new Error(failureText(result, texts()));
      },
    ),
  };
}

/** localStorage `orderId`, written before the provider is asked (Stripe may leave the page). */
export function storeOrderId(orderId: string): void {
  try {
    localStorage.setItem(ORDER_ID_KEY, orderId);
  } catch {
    // Blocked storage: /order/confirm then shows the provider's answer without confirming; the server marks
    // the order paid on its own check of the payment.
  }
}
