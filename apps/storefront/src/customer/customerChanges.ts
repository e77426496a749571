import type { ApiClient } from '@bazaar/api-client';
import type { ActionFunction, ActionFunctionArgs } from 'react-router-dom';
import { addToCart, addToWishlist, changeCartLine, removeFromWishlist } from '../api/cart';
import type { ApiFailure, ApiResult } from '../api/result';

/**
 * A change to the signed-in customer's cart or wishlist, as a page submits it to its route's action with a
 * fetcher (`useCustomerChanges`). `name` is the product's, for the words said once the server agrees.
 */
export type CustomerChange =
  | { intent: 'cart.add'; userId: string; productId: string; quantity: number; name: string }
  | { intent: 'cart.increase' | 'cart.decrease' | 'cart.remove'; lineId: string; name: string }
  | { intent: 'wishlist.add'; userId: string; productId: string; name: string }
  | { intent: 'wishlist.remove'; entryId: string; productId: string; name: string };

export type ChangeOutcome =
  | { status: 'ok'; change: CustomerChange }
  | (ApiFailure & { change: CustomerChange });

const intents: ReadonlySet<string> = new Set([
  'cart.add',
  'cart.increase',
  'cart.decrease',
  'cart.remove',
  'wishlist.add',
  'wishlist.remove',
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A submission's body that is a customer change (the loaders' revalidation rules ask this too). */
export function isCustomerChange(value: unknown): value is CustomerChange {
  return isRecord(value) && typeof value.intent === 'string' && intents.has(value.intent);
}

const lineChanges = {
  'cart.increase': 'increase',
  'cart.decrease': 'decrease',
  'cart.remove': 'remove',
} as const;

function send(client: ApiClient, change: CustomerChange, signal: AbortSignal): Promise<ApiResult<unknown>> {
  switch (change.intent) {
    case 'cart.add': {
      const { userId, productId, quantity } = change;
      return addToCart(client, { userId, productId, quantity }, signal);
    }
    case 'cart.increase':
    case 'cart.decrease':
    case 'cart.remove':
      return changeCartLine(client, change.lineId, lineChanges[change.intent], signal);
    case 'wishlist.add':
      return addToWishlist(client, change.userId, change.productId, signal);
    case 'wishlist.remove':
      return removeFromWishlist(client, change.entryId, signal);
  }
}

/**
 * The action of every route whose page changes the cart or the wishlist (SPEC.md §4): sends the change and
 * answers its outcome; the router then runs the loaders again, so the page, the header's counts and the
 * hearts show what the server now has (each route's `shouldRevalidate` says whether it is concerned).
 * Anything else submitted to the route goes to the page's own action, when it has one.
 */
export function customerChangeAction(client: ApiClient, pageAction?: ActionFunction) {
  return async (args: ActionFunctionArgs) => {
    const body: unknown = await args.request
      .clone()
      .json()
      .catch(() => null);
    if (!isCustomerChange(body)) return pageAction ? pageAction(args) : null;
    const result = await send(client, body, args.request.signal);
    const outcome: ChangeOutcome =
      result.status === 'ok' ? { status: 'ok', change: body } : { ...result, change: body };
    return outcome;
  };
}
