import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureText } from '../failureText';

/**
 * Waits before each new attempt at confirming the order: three retries after 1, 2 and 4 seconds, so a
 * failing confirmation ends in `confirmFailed` about 7 seconds after the first call (DESIGN.md §4).
 */
export const CONFIRM_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

const LONGEST_RETRY_DELAY_MS = Math.max(...CONFIRM_RETRY_DELAYS_MS);

export interface ConfirmOrderInput {
  orderId: string;
  /** From the provider's redirect; the server checks it against the order's own intent. */
  paymentIntent: string | null;
}

export interface CardStatusInput {
  /** `redirect_status` of the /order/confirm URL, as the provider wrote it. */
  redirectStatus: string | null;
  /** `payment_intent` of the /order/confirm URL. */
  paymentIntent: string | null;
  /** localStorage `orderId`, written before the card payment (SPEC.md §3). */
  storedOrderId: string | null;
}

export interface CardStatusContext {
  redirectStatus: string | null;
  paymentIntent: string | null;
  orderId: string | null;
  /** Failed confirmation calls since the last start or retry. */
  failures: number;
  /** The server's text of the last failed confirmation. */
  error: string | null;
}

/** Try again after `confirmFailed`; the only event the machine takes. */
export type CardStatusEvent = { type: 'cardStatus.retry' };

function present(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export const cardStatusMachine = setup({
  types: {
    context: {} as CardStatusContext,
    events: {} as CardStatusEvent,
    input: {} as CardStatusInput,
  },
  actors: {
    // The storefront provides the call: GET /order/confirm/{orderId}?payment_intent=….
    confirmOrder: fromPromise<unknown, ConfirmOrderInput>(async () => {
      throw new Error('The confirmOrder actor is not provided.');
    }),
  },
  actions: {
    /** Deletes localStorage `orderId` once the server has confirmed the order; provided by the storefront. */
    removeStoredOrderId: () => {},
  },
  guards: {
    hasNoStatus: ({ context }) => context.redirectStatus === null,
    isSucceededWithOrder: ({ context }) => context.redirectStatus === 'succeeded' && context.orderId !== null,
    isSucceeded: ({ context }) => context.redirectStatus === 'succeeded',
    canRetry: ({ context }) => context.failures < CONFIRM_RETRY_DELAYS_MS.length,
  },
  delays: {
    confirmRetryDelay: ({ context }) =>
      CONFIRM_RETRY_DELAYS_MS[context.failures - 1] ?? LONGEST_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'cardStatus',
  context: ({ input }) => ({
    redirectStatus: present(input.redirectStatus),
    paymentIntent: present(input.paymentIntent),
    orderId: present(input.storedOrderId),
    failures: 0,
    error: null,
  }),
  initial: 'checking',
  states: {
    // Transient: the status comes with the provider's redirect, so it is read at once.
    checking: {
      always: [
        { guard: 'hasNoStatus', target: 'unknown' },
        { guard: 'isSucceededWithOrder', target: 'confirming' },
        { guard: 'isSucceeded', target: 'paymentSucceeded' },
        // SPEC.md §4: processing, failed and any other status are shown as a failure.
        { target: 'failed' },
      ],
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmOrder',
        input: ({ context }) => {
          if (context.orderId === null) throw new Error('Confirming needs the stored order id.');
          return { orderId: context.orderId, paymentIntent: context.paymentIntent };
        },
        onDone: { target: 'confirmed', actions: ['removeStoredOrderId', assign({ error: null })] },
        onError: [
          {
            guard: 'canRetry',
            target: 'waitingToRetry',
            actions: assign({
              failures: ({ context }) => context.failures + 1,
              error: ({ event }) => failureText(event.error),
            }),
          },
          {
            target: 'confirmFailed',
            actions: assign({
              failures: ({ context }) => context.failures + 1,
              error: ({ event }) => failureText(event.error),
            }),
          },
        ],
      },
    },
    waitingToRetry: {
      tags: ['busy'],
      after: { confirmRetryDelay: { target: 'confirming' } },
    },
    confirmed: { type: 'final' },
    // DESIGN.md §4: an error with the "Back to Dashboard" link, never an endless loader; the stored id stays
    // so that a retry (or a reload) can still confirm the order.
    confirmFailed: {
      on: { 'cardStatus.retry': { target: 'confirming', actions: assign({ failures: 0 }) } },
    },
    // The provider reports success but this browser holds no order id: the order was confirmed already (a
    // reload after confirmation) or paid from another device. The server marks it paid on its own check.
    paymentSucceeded: { type: 'final' },
    failed: { type: 'final' },
    // No redirect_status in the URL: nothing to confirm, so no loader either.
    unknown: { type: 'final' },
  },
});

/** The states the page shows; `checking` is left on start, before anyone can read it. */
export type CardStatusStateValue = Exclude<SnapshotFrom<typeof cardStatusMachine>['value'], 'checking'>;
