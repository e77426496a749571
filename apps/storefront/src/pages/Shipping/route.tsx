import type { ApiClient } from '@bazaar/api-client';
import { reloadsOnlyForAddressOrRetry } from '../../customer/signedInCustomer';
import { Shipping } from './Shipping';
import { shippingLoader } from './shippingLoader';

/**
 * /shipping (SPEC.md §2.8): the address, the items by shop and Place Order, for the cart or for a Buy Now
 * (`?buyNow=<slug>&quantity=<n>`).
 */
export function route(client: ApiClient) {
  return {
    Component: Shipping,
    loader: shippingLoader(client),
    shouldRevalidate: reloadsOnlyForAddressOrRetry,
  };
}
