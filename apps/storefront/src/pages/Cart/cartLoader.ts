import type { ApiClient, CartProductsResponse } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getCart } from '../../api/cart';
import { type LoadFailure, requireToken, signedInCustomer } from '../../customer/signedInCustomer';
import { withoutData } from '../../session/signedOutRule';

export type CartLoaderData =
  | { status: 'ready'; cart: CartProductsResponse }
  | { status: 'signedOut' }
  | LoadFailure;

/**
 * /card: the signed-in customer's cart (GET /home/product/get-card-product/{userId}). A visitor without a
 * kept sign-in goes to log in first; a sign-in the server refuses (401) is `signedOut`; a sign-in or a cart
 * that could not be loaded (the API unreachable or failing) is the failure the page shows with Retry. After
 * each change the page runs this again, so the cart shows what the server now has (SPEC.md §4).
 */
export function cartLoader(client: ApiClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<CartLoaderData> => {
    requireToken(request);
    const customer = await signedInCustomer(client, request.signal);
    if (customer.status !== 'signedIn') return customer;
    // A navigation away aborts the request and rejects; the router discards the load anyway.
    const result = await getCart(client, customer.customerId, request.signal);
    return result.status === 'ok' ? { status: 'ready', cart: result.data } : withoutData(result);
  };
}
