import type { PlaceOrderRequest, ShippingInfo } from '@bazaar/api-client/types';
import {
  isShippingInfoComplete,
  normalizeShippingInfo,
  SHIPPING_FIELDS,
  type ShippingField,
} from '@bazaar/domain';
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
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

/** The order's customer and address, as place-order takes them, and the checkout's key. */
export type PlaceOrderInput = Pick<PlaceOrderRequest, 'userId' | 'shippingInfo'> & {
  /** The checkout's key: every attempt of one checkout sends the same (`Idempotency-Key`, DESIGN.md §3). */
  idempotencyKey: string;
};

export interface ShippingInput {
  /** The signed-in customer: the page sends a visitor to sign in before the checkout starts (SPEC.md §2.8). */
  userId: string;
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
  userId: string;
  /** The address the form saved, or the one kept from an earlier visit; Place Order sends it. */
  shippingInfo: ShippingInfo | null;
  /**
   * A kept address that no longer passes the domain's rules (kept under an older rule, or edited by hand):
   * the form opens with it, its problems showing, so nothing typed earlier is lost. A save replaces it.
   */
  unsavedInfo: Record<ShippingField, string> | null;
  checkout: CurrentCheckout;
  /** The order this checkout placed: just now, or before (Back, a reload), when it is offered for payment. */
  order: PlacedOrder | null;
  /** The server's text when placing the order failed; the cart is left as it was (DESIGN.md §4). */
  placeOrderError: string | null;
}

export type ShippingEvent =
  /** The form's Save, with the address it checked against the domain's rules and normalised. */
  | { type: 'shipping.save'; info: ShippingInfo }
  | { type: 'shipping.edit' }
  | { type: 'shipping.placeOrder' }
  /** Leaves the order this checkout placed as it is and starts another checkout, with a new key. */
  | { type: 'checkout.startNew'; key: string; now: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The fields of the stored info when it belongs to `userId`, or null. Storage is outside data: an older or
 * hand-edited entry may miss fields or hold other types, so only string values are taken.
 */
export function readStoredShippingInfo(
  stored: unknown,
  userId: string,
): Record<ShippingField, string> | null {
  if (!isRecord(stored) || stored.userId !== userId || !isRecord(stored.data)) return null;
  const data = stored.data;
  const values: Record<ShippingField, string> = {
    name: '',
    address: '',
    phone: '',
    post: '',
    province: '',
    city: '',
    area: '',
  };
  for (const field of SHIPPING_FIELDS) {
    const value = data[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

/**
 * The stored address as the checkout starts with it: saved when it still passes the domain's rules, in the
 * form a save gives it; otherwise left to the form to correct. Storage is the one way an address enters the
 * checkout without passing through the form, so this is where it is checked.
 */
function restoredShippingInfo(
  fields: Record<ShippingField, string> | null,
): Pick<ShippingContext, 'shippingInfo' | 'unsavedInfo'> {
  if (fields !== null && isShippingInfoComplete(fields)) {
    return { shippingInfo: normalizeShippingInfo(fields), unsavedInfo: null };
  }
  return { shippingInfo: null, unsavedInfo: fields };
}

/** The checkout as storage keeps it. */
function storedCheckoutOf(context: ShippingContext): StoredCheckout {
  return { userId: context.userId, ...context.checkout, order: context.order };
}

export const shippingMachine = setup({
  types: {
    context: {} as ShippingContext,
    events: {} as ShippingEvent,
    input: {} as ShippingInput,
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
    /** Opens the payment page of the order just placed; provided by the storefront. */
    goToPayment: (_, _params: { orderId: string }) => {},
    keepSavedInfo: assign(({ event }) =>
      event.type === 'shipping.save' ? { shippingInfo: event.info, unsavedInfo: null } : {},
    ),
    clearPlaceOrderError: assign({ placeOrderError: null }),
    startNewCheckout: assign(({ context, event }) => {
      if (event.type !== 'checkout.startNew') return {};
      return { checkout: { ...context.checkout, key: event.key, startedAt: event.now }, order: null };
    }),
  },
  guards: {
    hasPlacedOrder: ({ context }) => context.order !== null,
    hasSavedInfo: ({ context }) => context.shippingInfo !== null,
  },
}).createMachine({
  id: 'shipping',
  context: ({ input }) => {
    const { order, ...checkout } = continuedCheckout(input.checkout, input.userId);
    return {
      userId: input.userId,
      ...restoredShippingInfo(readStoredShippingInfo(input.stored, input.userId)),
      checkout,
      order,
      placeOrderError: null,
    };
  },
  initial: 'restoring',
  states: {
    // Transient: decides between the placed order, the saved line and the form as soon as the machine starts.
    restoring: {
      always: [
        { guard: 'hasPlacedOrder', target: 'orderPlaced' },
        { guard: 'hasSavedInfo', target: 'saved' },
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
        // The form saves only an address that passes the domain's rules, and the server checks it again.
        'shipping.save': {
          target: 'saved',
          actions: [
            'keepSavedInfo',
            {
              type: 'persistShippingInfo',
              params: ({ context, event }) => ({ userId: context.userId, data: event.info }),
            },
          ],
        },
      },
    },
    saved: {
      tags: ['addressSaved'],
      on: {
        'shipping.edit': { target: 'editing', actions: 'clearPlaceOrderError' },
        'shipping.placeOrder': { target: 'placingOrder' },
      },
    },
    placingOrder: {
      tags: ['addressSaved', 'busy'],
      // Kept before the request leaves: a reload or Back while it is on its way reuses the key.
      entry: [
        'clearPlaceOrderError',
        { type: 'persistCheckout', params: ({ context }) => storedCheckoutOf(context) },
      ],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => {
          if (context.shippingInfo === null) throw new Error('Place Order needs the saved address.');
          return {
            userId: context.userId,
            shippingInfo: context.shippingInfo,
            idempotencyKey: context.checkout.key,
          };
        },
        onDone: {
          target: 'placed',
          actions: [
            assign({ order: ({ event }) => event.output }),
            { type: 'persistCheckout', params: ({ context }) => storedCheckoutOf(context) },
            { type: 'goToPayment', params: ({ event }) => ({ orderId: event.output.orderId }) },
          ],
        },
        onError: {
          target: 'saved',
          actions: assign({ placeOrderError: ({ event }) => failureText(event.error) }),
        },
      },
    },
    // On the way to the payment page: the summary still says the order is being placed.
    placed: { type: 'final', tags: ['addressSaved', 'busy'] },
  },
});

/** The states the page shows; `restoring` is left on start, before anyone can read it. */
export type ShippingStateValue = Exclude<SnapshotFrom<typeof shippingMachine>['value'], 'restoring'>;
