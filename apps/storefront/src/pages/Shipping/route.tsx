import type { ApiClient } from '@bazaar/api-client';
import { Shipping } from './Shipping';

/**
 * /shipping (SPEC.md §2.8): the address, the items by shop and Place Order, for the cart or for a Buy Now
 * (`?buyNow=<slug>&quantity=<n>`). Its data depends on the signed-in customer, so the page loads it once the
 * session is known rather than in a loader.
 */
export function route(_client: ApiClient) {
  return { Component: Shipping };
}
