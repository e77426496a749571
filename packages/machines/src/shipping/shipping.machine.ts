import {
  normalizeShippingInfo,
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingInfo,
  type ShippingInfoErrors,
  type ShippingInfoInput,
  validateShippingInfo,
} from '@bazaar/domain';
import { and, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failureText } from '../failureText';
import {
  type CheckoutInput,
  type CheckoutSource,
  continuedCheckout,
  type PlacedOrder,
  type StoredCheckout,
} from './checkout';

/** What localStorage `shippingInfo` holds (SPEC.md §3, DESIGN.md §3): the owner's id and the saved info. */
export interface StoredShippingInfo {
  userId: string;
  data: ShippingInfo;
}

export interface PlaceOrderInput {
  userId: string;
  shippingInfo: ShippingInfo;
  /** The checkout's key: every attempt of one checkout sends the same (`Idempotency-Key`, DESIGN.md §3). */
  idempotencyKey: string;
}

export interface ShippingInput {
  /** The signed-in customer, or null for a visitor. */
  userId: string | null;
  /**
   * The value read from localStorage `shippingInfo` (already JSON-parsed; anything else is ignored). It is
   * restored only when it belongs to `userId`.
   */
  stored?: unknown;
  /** What is being checked out and the checkout kept from before (checkout.ts). */
  checkout: CheckoutInput;
}

/** The running checkout: what it orders and the key its order is placed with. */
export interface CurrentCheckout {
  source: CheckoutSource;
  contents: string;
  key: string;
  startedAt: number;
}

export interface ShippingContext {
  userId: string | null;
  /** The seven fields as typed; after a save, in their normalised form. */
  values: ShippingInfo;
  /** Problems found by the last save, per field; a field loses its message once it is corrected. */
  errors: ShippingInfoErrors;
  checkout: CurrentCheckout;
  /** The order this checkout placed: just now, or before (Back, a reload), when it is offered for payment. */
  order: PlacedOrder | null;
  /** The server's text when placing the order failed; the cart is left as it was (DESIGN.md §4). */
  placeOrderError: string | null;
}

export type ShippingEvent =
  | { type: 'shipping.fieldChanged'; field: ShippingField; value: string }
  /**
   * Save. A form that keeps its own fields (the ui package's ShippingForm) sends them along in `info`; they
   * replace the typed values before the check.
   */
  | { type: 'shipping.save'; info?: ShippingInfoInput }
  | { type: 'shipping.edit' }
  | { type: 'shipping.placeOrder' }
  /** Leaves the order this checkout placed as it is and starts another checkout, with a new key. */
  | { type: 'checkout.startNew'; key: string; now: number };

const EMPTY_SHIPPING_INFO: ShippingInfo = {
  name: '',
  address: '',
  phone: '',
  post: '',
  province: '',
  city: '',
  area: '',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of the stored info when it belongs to `userId`, or null. Storage is outside data: an older or
 * hand-edited entry may miss fields or hold other types, so only string values are taken.
 */
export function readStoredShippingInfo(stored: unknown, userId: string | null): ShippingInfo | null {
  if (userId === null || !isRecord(stored) || stored.userId !== userId || !isRecord(stored.data)) return null;
  const data = stored.data;
  const values = { ...EMPTY_SHIPPING_INFO };
  for (const field of SHIPPING_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

function hasNoErrors(values: ShippingInfo): boolean {
  return Object.keys(validateShippingInfo(values)).length === 0;
}

/** The values a save checks: those sent with the event when there are any, else the typed ones. */
function submittedValues(context: ShippingContext, event: ShippingEvent): ShippingInfo {
  if (event.type !== 'shipping.save' || event.info === undefined) return context.values;
  const values = { ...EMPTY_SHIPPING_INFO };
  for (const field of SHIPPING_FIELDS) values[field] = event.info[field] ?? '';
  return values;
}

/** The id of the signed-in customer; the `isSignedIn` guard runs before every use. */
function signedInUserId(context: ShippingContext): string {
  if (context.userId === null) throw new Error('Placing an order needs a signed-in customer.');
  return context.userId;
}

/** The checkout as storage keeps it. */
function storedCheckoutOf(context: ShippingContext): StoredCheckout {
  return { userId: signedInUserId(context), ...context.checkout, order: context.order };
}

export const shippingMachine = setup({
  types: {
    context: {} as ShippingContext,
    events: {} as ShippingEvent,
    input: {} as ShippingInput,
    output: {} as PlacedOrder,
  },
  actors: {
    // The storefront provides the real call (POST /home/order/place-order with the cart's products).
    placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(async () => {
      throw new Error('The placeOrder actor is not provided.');
    }),
  },
  actions: {
    /** Writes localStorage `shippingInfo`; provided by the storefront. */
    persistShippingInfo: (_, _params: StoredShippingInfo) => {},
    /** Writes localStorage `checkout`; provided by the storefront. */
    persistCheckout: (_, _params: StoredCheckout) => {},
    /** SPEC.md §2.8: Place Order sends a visitor to /login; provided by the storefront. */
    goToSignIn: () => {},
    updateField: assign(({ context, event }) => {
      if (event.type !== 'shipping.fieldChanged') return {};
      const values = { ...context.values, [event.field]: event.value };
      // Only fields that already show a message are checked again, so the form does not scold while typing.
      const found = validateShippingInfo(values);
      const errors: ShippingInfoErrors = {};
      for (const field of SHIPPING_FIELDS) {
        const problem = found[field];
        if (context.errors[field] !== undefined && problem !== undefined) errors[field] = problem;
      }
      return { values, errors };
    }),
    showErrors: assign(({ context, event }) => {
      const values = submittedValues(context, event);
      return { values, errors: validateShippingInfo(values) };
    }),
    keepNormalizedValues: assign({
      values: ({ context, event }) => normalizeShippingInfo(submittedValues(context, event)),
      errors: {},
    }),
    clearPlaceOrderError: assign({ placeOrderError: null }),
    startNewCheckout: assign(({ context, event }) => {
      if (event.type !== 'checkout.startNew') return {};
      return { checkout: { ...context.checkout, key: event.key, startedAt: event.now }, order: null };
    }),
  },
  guards: {
    hasPlacedOrder: ({ context }) => context.order !== null,
    hasRestoredInfo: ({ context }) => context.userId !== null && hasNoErrors(context.values),
    isShippingInfoComplete: ({ context, event }) => hasNoErrors(submittedValues(context, event)),
    isSignedIn: ({ context }) => context.userId !== null,
  },
}).createMachine({
  id: 'shipping',
  context: ({ input }) => {
    const restored = readStoredShippingInfo(input.stored, input.userId);
    const { order, ...checkout } = continuedCheckout(input.checkout, input.userId);
    return {
      userId: input.userId,
      // A stored entry that no longer validates still fills the form, so nothing typed earlier is lost.
      values: restored ?? { ...EMPTY_SHIPPING_INFO },
      errors: {},
      checkout,
      order,
      placeOrderError: null,
    };
  },
  initial: 'restoring',
  output: ({ context }) => {
    if (context.order === null) throw new Error('The order is set before the machine ends.');
    return context.order;
  },
  states: {
    // Transient: decides between the placed order, the saved line and the form as soon as the machine starts.
    restoring: {
      always: [
        { guard: 'hasPlacedOrder', target: 'orderPlaced' },
        { guard: 'hasRestoredInfo', target: 'saved', actions: 'keepNormalizedValues' },
        { target: 'editing' },
      ],
    },
    // This checkout's order was placed before (Back from the payment page, a reload): its payment is
    // offered, and Place Order is not, so the same checkout never makes a second order.
    orderPlaced: {
      on: {
        'checkout.startNew': { target: 'restoring', actions: 'startNewCheckout' },
      },
    },
    editing: {
      on: {
        'shipping.fieldChanged': { actions: 'updateField' },
        'shipping.save': [
          {
            guard: and(['isShippingInfoComplete', 'isSignedIn']),
            target: 'saved',
            actions: [
              'keepNormalizedValues',
              {
                type: 'persistShippingInfo',
                params: ({ context }) => ({ userId: signedInUserId(context), data: context.values }),
              },
            ],
          },
          // A visitor's info is kept for the page only: storage holds it under a user id (SPEC.md §3).
          { guard: 'isShippingInfoComplete', target: 'saved', actions: 'keepNormalizedValues' },
          { actions: 'showErrors' },
        ],
      },
    },
    saved: {
      on: {
        'shipping.edit': { target: 'editing', actions: 'clearPlaceOrderError' },
        'shipping.placeOrder': [{ guard: 'isSignedIn', target: 'placingOrder' }, { actions: 'goToSignIn' }],
      },
    },
    placingOrder: {
      tags: ['busy'],
      // Kept before the request leaves: a reload or Back while it is on its way reuses the key.
      entry: [
        'clearPlaceOrderError',
        { type: 'persistCheckout', params: ({ context }) => storedCheckoutOf(context) },
      ],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({
          userId: signedInUserId(context),
          shippingInfo: context.values,
          idempotencyKey: context.checkout.key,
        }),
        onDone: {
          target: 'placed',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'persistCheckout', params: ({ context }) => storedCheckoutOf(context) },
          ],
        },
        onError: {
          target: 'saved',
          actions: assign({ placeOrderError: ({ event }) => failureText(event.error) }),
        },
      },
    },
    placed: { type: 'final' },
  },
});

/** The states the page shows; `restoring` is left on start, before anyone can read it. */
export type ShippingStateValue = Exclude<SnapshotFrom<typeof shippingMachine>['value'], 'restoring'>;
