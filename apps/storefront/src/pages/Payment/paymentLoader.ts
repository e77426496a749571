import type { ApiClient, Order } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getOrderDetails } from '../../api/orders';
import { unreachableFailure } from '../../api/result';
import { nextLoadKey, requireToken, signedInCustomer } from '../../customer/signedInCustomer';
import { readPaymentOrderId } from '../../hrefs/checkout';
import { type LoadFailure, withoutData } from '../../session/signedOutRule';

export type PaymentResult =
  | { status: 'ready'; order: Order }
  | { status: 'notFound' }
  | { status: 'signedOut' }
  | LoadFailure;

export interface PaymentLoaderData {
  /** New with each load: the page's waiting state and its payment start afresh with it. */
  key: number;
  /** Not awaited by the loader: the page shows its own waiting state at once and the order arrives into it. */
  result: Promise<PaymentResult>;
}

async function loadPayment(client: ApiClient, request: Request): Promise<PaymentResult> {
  const customer = await signedInCustomer(client, request.signal);
  if (customer.status !== 'signedIn') return customer;
  const orderId = readPaymentOrderId(new URL(request.url).searchParams);
  if (orderId === '') return { status: 'notFound' };
  try {
    const answer = await getOrderDetails(client, orderId, request.signal);
    if (answer.status === 'ok') return { status: 'ready', order: answer.data.order };
    // 400 is an id that cannot be an order's: as unknown as a 404 to the shopper.
    if (answer.httpStatus === 404 || answer.httpStatus === 400) return { status: 'notFound' };
    return withoutData(answer);
  } catch {
    // Aborted: the page has gone, and nobody reads this.
    return withoutData(unreachableFailure());
  }
}

/**
 * /payment?orderId=…: the order to pay (GET /home/coustomer/get-order-details/{orderId}), its amounts the
 * server's. A visitor without a kept sign-in goes to log in first; Retry runs this again. routes.tsx runs it
 * behind the page's own-document check (ownDocument.ts).
 */
export function paymentLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs): PaymentLoaderData => {
    requireToken(request);
    return { key: nextLoadKey(), result: loadPayment(client, request) };
  };
}
