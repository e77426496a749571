import type { ApiClient } from '@bazaar/api-client';
import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { storedToken } from '../apiClient';
import { loginHrefFor } from '../hrefs/site';
import { checkToken, type LoadFailure } from '../session/signedOutRule';

export type { LoadFailure } from '../session/signedOutRule';

export type CustomerLookup =
  | { status: 'signedIn'; customerId: string }
  | { status: 'signedOut' }
  | LoadFailure;

/**
 * Customer ids already confirmed, by client and token: a filter or page change does not ask the server again
 * who is signed in. A revoked token still ends at the login page, through the 401 of the order request
 * itself. By client, so that an app (or a story) starts knowing no one.
 */
const confirmedCustomers = new WeakMap<ApiClient, Map<string, string>>();

/** The path and query of a loader's request, for the login page's `next`. */
export function targetOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * Sends a visitor without a kept sign-in straight to the login page (a loader's first step). With a token
 * the page loads, and a token the server no longer accepts ends as `signedOut` in the data.
 */
export function requireToken(request: Request): void {
  if (!storedToken()) throw redirect(loginHrefFor(targetOf(request)));
}

/**
 * Who is signed in, as the server knows it (`GET /customer/me`): the order requests name the customer in
 * their path. At start this shares the session's own check (identical GETs in flight share one request).
 */
export async function signedInCustomer(client: ApiClient, signal: AbortSignal): Promise<CustomerLookup> {
  const token = storedToken();
  if (!token) return { status: 'signedOut' };
  const confirmed = confirmedCustomers.get(client) ?? new Map<string, string>();
  confirmedCustomers.set(client, confirmed);
  const known = confirmed.get(token);
  if (known) return { status: 'signedIn', customerId: known };
  const checked = await checkToken(client, token, signal);
  if (checked.status !== 'signedIn') return checked;
  confirmed.set(token, checked.customer.id);
  return { status: 'signedIn', customerId: checked.customer.id };
}

/** Counts a page's loads, so each load's waiting state is drawn afresh (see the pages' Suspense keys). */
let loads = 0;
export function nextLoadKey(): number {
  loads += 1;
  return loads;
}

/**
 * For a page whose load starts a flow on screen (the checkout's and the payment's machines, an address form
 * half filled): a new load starts it afresh, so only another address (its query) or Retry asks for one, never
 * a change submitted elsewhere on the page (a fetcher's action).
 */
export function reloadsOnlyForAddressOrRetry({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod === undefined && defaultShouldRevalidate;
}
