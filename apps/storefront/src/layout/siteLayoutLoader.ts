import type { ApiClient } from '@bazaar/api-client';
import type { HydrationState, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { storedToken } from '../apiClient';
import { isCustomerChange } from '../customer/customerChanges';
import { signedInCustomer } from '../customer/signedInCustomer';
import { type FrameCategories, loadCategories, loadShop, noShop, type ShopData } from './siteFrameData';

/** The layout route's id, under which the router starts with the frame's data (`siteHydrationData`). */
export const SITE_ROUTE_ID = 'site';

export interface SiteLayoutLoaderData {
  /** Neither is awaited by the loader: the frame and the page draw at once and these arrive into them. */
  categories: Promise<FrameCategories>;
  shop: Promise<ShopData>;
}

/** The categories, once loaded, for the rest of the visit: they do not change under a shopper. */
const loadedCategories = new WeakMap<ApiClient, Promise<FrameCategories>>();

function categoriesOnce(client: ApiClient, signal: AbortSignal): Promise<FrameCategories> {
  const known = loadedCategories.get(client);
  if (known) return known;
  const load = loadCategories(client, signal).catch((): FrameCategories => ({ status: 'error', items: [] }));
  loadedCategories.set(client, load);
  // A failure is asked again at the next load.
  void load.then((categories) => {
    if (categories.status !== 'ready') loadedCategories.delete(client);
  });
  return load;
}

/** The sign-in the shop data was last loaded for: another one (a sign-in, a sign-out) loads it again. */
let loadedForToken: string | null = null;

async function shopOf(client: ApiClient, signal: AbortSignal): Promise<ShopData> {
  const customer = await signedInCustomer(client, signal);
  if (customer.status !== 'signedIn') return noShop;
  return loadShop(client, customer.customerId, signal).catch(() => noShop);
}

/**
 * The frame's data for every routed page (SPEC.md §2.2): the category menu, and the signed-in customer's cart
 * and wishlist (the header's counts, the hearts' saved products).
 */
export function siteLayoutLoader(client: ApiClient) {
  return ({ request }: LoaderFunctionArgs) => loadSite(client, request.signal);
}

function loadSite(client: ApiClient, signal: AbortSignal): SiteLayoutLoaderData {
  loadedForToken = storedToken();
  return {
    categories: categoriesOnce(client, signal),
    shop: loadedForToken === null ? Promise.resolve(noShop) : shopOf(client, signal),
  };
}

/**
 * The frame's data as a router starts (its `hydrationData`): the loader answers at once with promises, so
 * it is run as the router is made. react-router draws a page's HydrateFallback only below routes whose
 * data is in; this way the frame and the page's own waiting state show at once, not a blank page.
 */
export function siteHydrationData(client: ApiClient): HydrationState {
  return { loaderData: { [SITE_ROUTE_ID]: loadSite(client, new AbortController().signal) } };
}

/** Whether the kept sign-in is another than the one the frame's data was loaded for. */
export function signInChangedSinceLoad(): boolean {
  return storedToken() !== loadedForToken;
}

/**
 * The frame loads again only when what it shows may have changed: after a change to the cart or the wishlist,
 * when the sign-in changed, or when asked (`useRevalidator`: Retry, a flow that emptied the cart). Moving
 * between pages or filters keeps it.
 */
export function siteLayoutShouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  json,
}: ShouldRevalidateFunctionArgs): boolean {
  if (signInChangedSinceLoad()) return true;
  if (formMethod !== undefined) return isCustomerChange(json);
  return currentUrl.href === nextUrl.href;
}
