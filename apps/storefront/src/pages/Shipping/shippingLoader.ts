import type { ApiClient } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { unreachableFailure } from '../../api/result';
import { nextLoadKey, requireToken, signedInCustomer } from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';
import { type CheckoutItems, checkoutSourceOf, loadCheckoutItems } from './checkoutItems';

/** What the checkout orders, or why there is nothing to order. */
export type ShippingResult = { status: 'signedOut' } | CheckoutItems;

export interface ShippingLoaderData {
  /** New with each load: the page's waiting state and its checkout start afresh with it. */
  key: number;
  /** Not awaited by the loader: the page shows its own waiting state at once and the items arrive into it. */
  result: Promise<ShippingResult>;
}

async function loadShipping(client: ApiClient, request: Request): Promise<ShippingResult> {
  const customer = await signedInCustomer(client, request.signal);
  if (customer.status !== 'signedIn') return customer;
  const source = checkoutSourceOf(new URL(request.url).searchParams);
  try {
    return await loadCheckoutItems(client, customer.customerId, source, request.signal);
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/**
 * /shipping: what the checkout orders — the signed-in customer's cart, or the one product of a Buy Now
 * (`?buyNow=<slug>&quantity=<n>`). A visitor without a kept sign-in goes to log in first; Retry runs this
 * again.
 */
export function shippingLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): ShippingLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadShipping(client, request) };
  };
}
