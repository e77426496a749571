import type {
  CardPayment,
  PaymentConfig,
  PaymentProvider,
  TestPaymentConfirmRequest,
} from '@bazaar/api-client/types';
import type { PaymentMethod } from '@bazaar/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureText } from '../failureText';

/** SPEC.md §4, §9: cash on delivery shows "Processing..." for 1.5 seconds before the success page. */
export const COD_PROCESSING_DELAY_MS = 1500;

/** The test provider's card form: what its confirmation takes besides the intent the machine holds. */
export type TestCard = Omit<TestPaymentConfirmRequest, 'paymentIntentId'>;

export interface ConfirmCardPaymentInput {
  provider: PaymentProvider;
  /** The payment intent the storefront confirms with the provider. */
  payment: CardPayment;
  /** The typed card for the test provider; null with Stripe, whose Elements hold the card. */
  card: TestCard | null;
}

/** Where the provider sends the shopper: `/order/confirm?payment_intent=…&redirect_status=…`. */
export interface ConfirmCardPaymentOutput {
  redirectUrl: string;
}

export interface PaymentInput {
  orderId: string;
}

export interface PaymentContext {
  orderId: string;
  method: PaymentMethod;
  config: PaymentConfig | null;
  cardPayment: CardPayment | null;
  /** The server's or provider's text for the last failure: COD refused, provider unavailable, card declined. */
  error: string | null;
}

export type PaymentEvent =
  | { type: 'payment.methodSelected'; method: PaymentMethod }
  /** Place Order (COD) or Pay (card); the test provider's form sends the typed card. */
  | { type: 'payment.submit'; card?: TestCard }
  | { type: 'payment.retry' };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The ${name} actor is not provided.`);
};

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    // The storefront provides each call: POST /order/{orderId}/cod, GET /payment/config,
    // POST /order/{orderId}/card-payment, and the provider's confirmation (test form or Stripe).
    chooseCashOnDelivery: fromPromise<unknown, { orderId: string }>(notProvided('chooseCashOnDelivery')),
    getPaymentConfig: fromPromise<PaymentConfig>(notProvided('getPaymentConfig')),
    createCardPayment: fromPromise<CardPayment, { orderId: string }>(notProvided('createCardPayment')),
    confirmCardPayment: fromPromise<ConfirmCardPaymentOutput, ConfirmCardPaymentInput>(
      notProvided('confirmCardPayment'),
    ),
  },
  actions: {
    /**
     * Writes localStorage `orderId` for /order/confirm; provided by the storefront. It runs before the
     * provider is asked, because Stripe may leave the page (3-D Secure) before its promise settles.
     */
    storeOrderId: (_, _params: { orderId: string }) => {},
    /** Opens the success page of a cash-on-delivery order; provided by the storefront. */
    goToCodSuccess: (_, _params: { orderId: string }) => {},
    /** Leaves for where the provider sends the shopper (`/order/confirm?…`); provided by the storefront. */
    followRedirect: (_, _params: ConfirmCardPaymentOutput) => {},
    selectCod: assign({ method: 'cod', error: null }),
    selectCard: assign({ method: 'card', error: null }),
    clearError: assign({ error: null }),
  },
  guards: {
    isCodChosen: ({ event }) => event.type === 'payment.methodSelected' && event.method === 'cod',
    isCardChosen: ({ event }) => event.type === 'payment.methodSelected' && event.method === 'card',
    hasCardDetails: ({ event }) => event.type === 'payment.submit' && event.card !== undefined,
    hasConfig: ({ context }) => context.config !== null,
    hasCardPayment: ({ context }) => context.cardPayment !== null,
    isStripe: ({ context }) => context.config?.provider === 'stripe',
  },
  delays: {
    codProcessingDelay: COD_PROCESSING_DELAY_MS,
  },
}).createMachine({
  id: 'payment',
  // SPEC.md §2.9: the card method is selected by default, so its provider loads at once.
  context: ({ input }) => ({
    orderId: input.orderId,
    method: 'card',
    config: null,
    cardPayment: null,
    error: null,
  }),
  initial: 'loadingProvider',
  states: {
    // ---- cash on delivery
    cod: {
      on: {
        'payment.submit': { target: 'processingCod' },
        'payment.methodSelected': { guard: 'isCardChosen', target: 'resumingCard', actions: 'selectCard' },
      },
    },
    processingCod: {
      tags: ['busy', 'processing'],
      entry: 'clearError',
      invoke: {
        src: 'chooseCashOnDelivery',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'codAccepted' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureText(event.error) }) },
      },
    },
    codAccepted: {
      tags: ['busy', 'processing'],
      after: { codProcessingDelay: { target: 'codSucceeded' } },
    },
    codSucceeded: {
      type: 'final',
      entry: { type: 'goToCodSuccess', params: ({ context }) => ({ orderId: context.orderId }) },
    },
    failed: {
      on: {
        'payment.retry': { target: 'processingCod' },
        'payment.methodSelected': { guard: 'isCardChosen', target: 'resumingCard', actions: 'selectCard' },
      },
    },

    // ---- card
    // Transient: back on the card method, reuse what was already fetched instead of asking again.
    resumingCard: {
      always: [
        { guard: 'hasCardPayment', target: 'showingCardForm' },
        { guard: 'hasConfig', target: 'creatingIntent' },
        { target: 'loadingProvider' },
      ],
    },
    // Transient: the test provider has Bazaar's own form, Stripe has its Elements.
    showingCardForm: {
      always: [{ guard: 'isStripe', target: 'stripeElements' }, { target: 'cardForm' }],
    },
    loadingProvider: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'getPaymentConfig',
        onDone: {
          target: 'creatingIntent',
          actions: assign({ config: ({ event }) => event.output }),
        },
        onError: {
          target: 'cardUnavailable',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
      on: { 'payment.methodSelected': { guard: 'isCodChosen', target: 'cod', actions: 'selectCod' } },
    },
    creatingIntent: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'createCardPayment',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'showingCardForm',
          actions: assign({ cardPayment: ({ event }) => event.output }),
        },
        onError: {
          target: 'cardUnavailable',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
      on: { 'payment.methodSelected': { guard: 'isCodChosen', target: 'cod', actions: 'selectCod' } },
    },
    cardUnavailable: {
      on: {
        'payment.retry': { target: 'resumingCard' },
        'payment.methodSelected': { guard: 'isCodChosen', target: 'cod', actions: 'selectCod' },
      },
    },
    cardForm: {
      on: {
        'payment.submit': { guard: 'hasCardDetails', target: 'confirmingCard' },
        'payment.methodSelected': { guard: 'isCodChosen', target: 'cod', actions: 'selectCod' },
      },
    },
    stripeElements: {
      on: {
        'payment.submit': { target: 'confirmingCard' },
        'payment.methodSelected': { guard: 'isCodChosen', target: 'cod', actions: 'selectCod' },
      },
    },
    // No handler for payment.submit or payment.methodSelected here: a second Pay while the first is in
    // flight is ignored.
    confirmingCard: {
      tags: ['busy'],
      entry: [
        'clearError',
        { type: 'storeOrderId', params: ({ context }) => ({ orderId: context.orderId }) },
      ],
      invoke: {
        src: 'confirmCardPayment',
        input: ({ context, event }) => {
          if (context.config === null || context.cardPayment === null) {
            throw new Error('A card payment is confirmed only after the provider and the intent are known.');
          }
          return {
            provider: context.config.provider,
            payment: context.cardPayment,
            card: event.type === 'payment.submit' ? (event.card ?? null) : null,
          };
        },
        onDone: {
          target: 'redirecting',
          actions: {
            type: 'followRedirect',
            params: ({ event }) => ({ redirectUrl: event.output.redirectUrl }),
          },
        },
        // Declined: back to the same form with the provider's reason.
        onError: {
          target: 'showingCardForm',
          actions: assign({ error: ({ event }) => failureText(event.error) }),
        },
      },
    },
    redirecting: { type: 'final' },
  },
});

/** The states the page shows; `resumingCard` and `showingCardForm` are left in the same step. */
export type PaymentStateValue = Exclude<
  SnapshotFrom<typeof paymentMachine>['value'],
  'resumingCard' | 'showingCardForm'
>;
