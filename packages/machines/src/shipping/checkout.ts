import type { PlaceOrderResponse } from '@bazaar/api-client/types';

/**
 * The order place-order answers, from the API's answer through the kept checkout to the payment page: the
 * server's authoritative figures. The answer's `message`, an English sentence the shop does not show, is not
 * part of it, so a kept checkout is read back without it.
 */
export type PlacedOrder = Omit<PlaceOrderResponse, 'message'>;

/** What a checkout orders from: the cart, or the one product of a Buy Now. */
export type CheckoutSource = 'cart' | 'buyNow';

/**
 * One checkout, as the storefront keeps it (localStorage `checkout`) so that Back, a reload and a retry all
 * place its order with the same `Idempotency-Key` (DESIGN.md §3), and the shipping page can offer the
 * payment of the order it placed instead of placing another.
 */
export interface StoredCheckout {
  userId: string;
  source: CheckoutSource;
  /**
   * What is ordered, as the storefront writes it (lines, quantities, cart lines): the same contents are the
   * same checkout; a changed cart is a new one.
   */
  contents: string;
  /** The `Idempotency-Key` of this checkout's order. */
  key: string;
  /** When the checkout began, in ms since the epoch. */
  startedAt: number;
  /** The order placed with the key, once the server has answered it. */
  order: PlacedOrder | null;
}

/**
 * How long a checkout is kept: the server answers a key with its first order for 24 hours, then places a
 * new one, so a checkout older than that is over and the next one starts with a new key.
 */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function placedOrderOf(value: unknown): PlacedOrder | null {
  if (!isRecord(value)) return null;
  const { orderId, price, shipping_fee, items } = value;
  if (typeof orderId !== 'string' || orderId === '') return null;
  if (typeof price !== 'number' || typeof shipping_fee !== 'number' || typeof items !== 'number') return null;
  return { orderId, price, shipping_fee, items };
}

/**
 * The kept checkout of `userId` that is still running at `now`, or null. Storage is outside data (an older
 * entry, another customer's, a hand-edited one), so anything of another shape is no checkout.
 */
export function readStoredCheckout(kept: unknown, userId: string, now: number): StoredCheckout | null {
  if (!isRecord(kept) || kept.userId !== userId) return null;
  const { source, contents, key, startedAt, order } = kept;
  if (source !== 'cart' && source !== 'buyNow') return null;
  if (typeof contents !== 'string' || typeof key !== 'string' || key === '') return null;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  if (now - startedAt >= CHECKOUT_LIFETIME_MS || startedAt > now) return null;
  const placed = order === null ? null : placedOrderOf(order);
  if (order !== null && placed === null) return null;
  return { userId, source, contents, key, startedAt, order: placed };
}

/** What the shipping page is about to check out, and what it may continue. */
export interface CheckoutInput {
  source: CheckoutSource;
  contents: string;
  /** localStorage `checkout` as read (parsed JSON; anything else counts as none). */
  kept: unknown;
  /** The key of a new checkout, used when the kept one is not this checkout. */
  freshKey: string;
  /** Now, in ms since the epoch. */
  now: number;
}

/**
 * The checkout the shipping page continues: the kept one when it is this customer's, still running and for
 * the same contents (its key, and its order if one was placed), otherwise a new one with `freshKey`.
 */
export function continuedCheckout(input: CheckoutInput, userId: string): Omit<StoredCheckout, 'userId'> {
  const kept = readStoredCheckout(input.kept, userId, input.now);
  if (kept && kept.source === input.source && kept.contents === input.contents) {
    const { userId: _owner, ...checkout } = kept;
    return checkout;
  }
  return {
    source: input.source,
    contents: input.contents,
    key: input.freshKey,
    startedAt: input.now,
    order: null,
  };
}

/**
 * The order a cart checkout placed, when the cart has nothing left to order: the order took its lines, so
 * Back to /shipping finds the cart empty, and offers that order's payment instead of "nothing to check out".
 */
export function placedCartOrder(kept: unknown, userId: string, now: number): PlacedOrder | null {
  const checkout = readStoredCheckout(kept, userId, now);
  return checkout?.source === 'cart' ? checkout.order : null;
}
