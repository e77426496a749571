import type { ApiClient, CardPayment, PaymentConfig, TestPaymentConfirmRequest } from '@bazaar/api-client';
import type { ConfirmCardPaymentInput, ConfirmCardPaymentOutput } from '@bazaar/machines';
import { fromPromise } from 'xstate';
import { orderConfirmReturnHref } from '../../hrefs/hrefs';
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

/**
 * Runs one API call. The promise rejects with an Error whose message the page shows: the server's `error`,
 * or the shop's own text when the server gave none (a proxy's 502 brings neither data nor error) or could not
 * be reached.
 */
async function call<T>(
  texts: PaymentActorContext['texts'],
  signal: AbortSignal,
  request: () => Promise<{ data?: T; error?: { error: string } }>,
): Promise<T> {
  let result: { data?: T; error?: { error: string } };
  try {
    result = await request();
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new Error(texts().unreachable);
  }
  if (result.data === undefined) throw new Error(result.error?.error ?? texts().generic);
  return result.data;
}

/** The payment machine's effects (packages/machines README): each a call of the contract. */
export function paymentActors({ client, texts, stripeConfirm }: PaymentActorContext) {
  return {
    chooseCashOnDelivery: fromPromise<unknown, { orderId: string }>(({ input, signal }) =>
      call(texts, signal, () =>
        client.POST('/order/{orderId}/cod', { params: { path: { orderId: input.orderId } }, signal }),
      ),
    ),
    getPaymentConfig: fromPromise<PaymentConfig>(({ signal }) =>
      call(texts, signal, () => client.GET('/payment/config', { signal })),
    ),
    createCardPayment: fromPromise<CardPayment, { orderId: string }>(({ input, signal }) =>
      call(texts, signal, () =>
        client.POST('/order/{orderId}/card-payment', {
          params: { path: { orderId: input.orderId } },
          signal,
        }),
      ),
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
        let result: Awaited<ReturnType<typeof confirmTestCard>>;
        try {
          // Field by field: the server refuses a body with any field the contract does not name.
          const { cardNumber, expMonth, expYear, cvc } = input.card;
          result = await confirmTestCard(
            client,
            { paymentIntentId, cardNumber, expMonth, expYear, cvc },
            signal,
          );
        } catch (cause) {
          if (signal.aborted) throw cause;
          throw new Error(texts().unreachable);
        }
        if (result.data) return { redirectUrl: result.data.redirectUrl };
        // A declined card ends on the failure screen, the order unpaid with Pay Now (the server answers 402
        // with the reason, and only a card that succeeds with 200).
        if (result.response.status === 402 && result.error) {
          rememberDecline(paymentIntentId, result.error.error);
          return {
            redirectUrl: orderConfirmReturnHref(paymentIntentId, 'failed'),
          };
        }
        // Anything else (a field the server refused, an intent already paid) stays on the form with the text.
        throw new Error(result.error?.error ?? texts().generic);
      },
    ),
  };
}

function confirmTestCard(client: ApiClient, body: TestPaymentConfirmRequest, signal: AbortSignal) {
  return client.POST('/payment/test/confirm', { body, signal });
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
