import {
  isOrderFilter,
  isPaymentMethod,
  matchPagePath,
  type OrderFilter,
  PAGE_PATHS,
  type PagePath,
} from '@bazaar/domain';
import type { BottomBarLinks } from '@bazaar/ui/components/BottomBar';
import type { DashboardPage } from '@bazaar/ui/components/DashboardLayout';
import type { FooterLinks } from '@bazaar/ui/components/Footer';
import type { HeaderLinks } from '@bazaar/ui/components/Header';

/**
 * Every address of the shop, written and read in one place. Paths come from PAGE_PATHS (the routes and the
 * server's 404 use the same list); each page's query parameters are named once here, next to the function
 * that writes them and the one that reads them back. The listing's filters are in listingQuery.ts.
 */

/**
 * `path` with each `:name` segment filled in, encoded as one segment (a slug with `/`, `?`, `#` or spaces
 * stays a slug); an optional segment left out when its value is missing.
 */
function fill(path: PagePath, values: Record<string, string | null> = {}): string {
  const filled = path
    .split('/')
    .map((segment) => {
      const parameter = /^:([\w-]+)(\?)?$/.exec(segment);
      if (!parameter) return segment;
      const value = values[parameter[1] ?? ''] ?? null;
      if (value === null) {
        if (parameter[2] === '?') return null;
        throw new Error(`${path} needs ${parameter[1]}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment) => segment !== null)
    .join('/');
  return filled === '' ? '/' : filled;
}

/** `path` with the query `params`, leaving out the `?` when there is none. */
function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** A parameter's text, trimmed; '' when it is missing. */
function textParam(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

// ---------------------------------------------------------------------------------------------------------
// Home

/** The home page. It is its own light entry (index.html), outside the routed app (app.html). */
export const homeHref: string = PAGE_PATHS.home;

/**
 * The home page is its own light entry (index.html), outside the routed app (app.html), so that `/` loads
 * only what it shows (docs/architecture.md). Links to it load the document; everything else stays routed.
 */
export function isHomeHref(href: string): boolean {
  const path = href.split(/[?#]/)[0];
  return path === homeHref || path === '';
}

/** Leaves the routed app for the home page, e.g. after signing in or after a payment. */
export function goHome(): void {
  window.location.assign(homeHref);
}

// ---------------------------------------------------------------------------------------------------------
// Pages without parameters

export const shopsHref: string = PAGE_PATHS.shops;
export const aboutHref: string = PAGE_PATHS.about;
export const contactHref: string = PAGE_PATHS.contact;
export const termsHref: string = PAGE_PATHS.terms;
export const privacyHref: string = PAGE_PATHS.privacy;
export const deliveryHref: string = PAGE_PATHS.delivery;
export const cartHref: string = PAGE_PATHS.cart;
export const shippingHref: string = PAGE_PATHS.shipping;

// ---------------------------------------------------------------------------------------------------------
// Catalogue

/** A product's page: /product/details/{slug}, the slug encoded as one segment. */
export function productHref(slug: string): string {
  return fill(PAGE_PATHS.product, { slug });
}

/** The listing of one category: /products?category={name}. */
export function categoryHref(name: string): string {
  return withQuery(PAGE_PATHS.products, new URLSearchParams({ [SEARCH_PARAM.category]: name }));
}

/**
 * The search's parameters (SPEC.md §2.2): its category ('' is every category) and `value`, the text typed.
 * In the app the text is `searchValue`, as GET /home/query-products names it.
 */
export const SEARCH_PARAM = { category: 'category', searchValue: 'value' } as const;

export interface SearchQuery {
  /** '' is every category. */
  category: string;
  searchValue: string;
}

/**
 * The search results: /products/search?category={c}&value={text}. DESIGN.md §4: one `&`, where the old
 * site wrote `&&`; an empty category means every category.
 */
export function searchHref({ category, searchValue }: SearchQuery): string {
  return withQuery(
    PAGE_PATHS.search,
    new URLSearchParams({ [SEARCH_PARAM.category]: category, [SEARCH_PARAM.searchValue]: searchValue }),
  );
}

/** Whether `pathname` is the search results page. */
export function isSearchPath(pathname: string): boolean {
  return pathname === PAGE_PATHS.search;
}

/**
 * The search a results address holds, as the header's box shows it. URLSearchParams skips empty pairs, so
 * the old doubled form `?category=…&&value=…` reads the same as the standard one (DESIGN.md §4).
 */
export function readSearch(params: URLSearchParams): SearchQuery {
  return {
    category: params.get(SEARCH_PARAM.category) ?? '',
    searchValue: params.get(SEARCH_PARAM.searchValue) ?? '',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Checkout

/** Buy Now's parameters of /shipping (SPEC.md §2.8: "also reached from Buy Now"). */
export const BUY_NOW_PARAM = 'buyNow';
export const QUANTITY_PARAM = 'quantity';

export interface BuyNow {
  slug: string;
  quantity: number;
}

/** Where Buy Now leads: the checkout with this one product. */
export function buyNowHref(slug: string, quantity: number): string {
  return withQuery(
    PAGE_PATHS.shipping,
    new URLSearchParams({ [BUY_NOW_PARAM]: slug, [QUANTITY_PARAM]: String(quantity) }),
  );
}

/** The Buy Now a /shipping address names, or null when it orders the cart (no slug). */
export function readBuyNow(params: URLSearchParams): BuyNow | null {
  const slug = textParam(params, BUY_NOW_PARAM);
  if (slug === '') return null;
  const quantity = Number(params.get(QUANTITY_PARAM) ?? '1');
  return { slug, quantity: Number.isFinite(quantity) ? quantity : 1 };
}

/** The order id of /payment and /payment/success. */
export const ORDER_ID_PARAM = 'orderId';
export const PAYMENT_METHOD_PARAM = 'method';

/** The payment page for an order. */
export function paymentHref(orderId: string): string {
  return withQuery(PAGE_PATHS.payment, new URLSearchParams({ [ORDER_ID_PARAM]: orderId }));
}

/** The order id of a /payment address; '' when there is none. */
export function readPaymentOrderId(params: URLSearchParams): string {
  return textParam(params, ORDER_ID_PARAM);
}

export type PaymentMethod = 'cod' | 'card';

/** "Order Successful" for an order paid (or to be paid on delivery) with `method`. */
export function paymentSuccessHref(orderId: string, method: PaymentMethod): string {
  return withQuery(
    PAGE_PATHS.paymentSuccess,
    new URLSearchParams({ [ORDER_ID_PARAM]: orderId, [PAYMENT_METHOD_PARAM]: method }),
  );
}

/** The order and method of a /payment/success address, or null when either is missing or unknown. */
export function readPaymentSuccess(
  params: URLSearchParams,
): { orderId: string; method: PaymentMethod } | null {
  const orderId = textParam(params, ORDER_ID_PARAM);
  const method = params.get(PAYMENT_METHOD_PARAM) ?? '';
  if (orderId === '' || !isPaymentMethod(method)) return null;
  return { orderId, method };
}

/** The parameters the card provider adds when it sends the shopper back to /order/confirm (SPEC.md §4). */
export const PAYMENT_INTENT_PARAM = 'payment_intent';
export const REDIRECT_STATUS_PARAM = 'redirect_status';

export interface OrderConfirmQuery {
  paymentIntent: string | null;
  redirectStatus: string | null;
}

/** /order/confirm without parameters: the address the card provider is told to return to. */
export const orderConfirmHref: string = PAGE_PATHS.orderConfirm;

/** /order/confirm as the card provider sends the shopper back to it. */
export function orderConfirmReturnHref(
  paymentIntent: string,
  redirectStatus: 'succeeded' | 'failed',
): string {
  return withQuery(
    PAGE_PATHS.orderConfirm,
    new URLSearchParams({ [PAYMENT_INTENT_PARAM]: paymentIntent, [REDIRECT_STATUS_PARAM]: redirectStatus }),
  );
}

export function readOrderConfirm(params: URLSearchParams): OrderConfirmQuery {
  return {
    paymentIntent: params.get(PAYMENT_INTENT_PARAM),
    redirectStatus: params.get(REDIRECT_STATUS_PARAM),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Dashboard

/** The dashboard's side menu entries (SPEC.md §2.10). */
export const dashboardHrefs = {
  overview: PAGE_PATHS.dashboard,
  orders: PAGE_PATHS.myOrders,
  wishlist: PAGE_PATHS.myWishlist,
  chat: fill(PAGE_PATHS.chat),
  changePassword: PAGE_PATHS.changePassword,
} as const;

/** My Orders' filter and page live in the URL (`?status=…&page=…`), so a list can be shared and Back works. */
export const ORDERS_STATUS_PARAM = 'status';
export const ORDERS_PAGE_PARAM = 'page';

export interface OrdersQuery {
  filter: OrderFilter;
  page: number;
}

/** The filter and page asked for; anything unknown is the first page of all orders. */
export function readOrdersQuery(params: URLSearchParams): OrdersQuery {
  const status = params.get(ORDERS_STATUS_PARAM);
  const page = Number(params.get(ORDERS_PAGE_PARAM));
  return {
    filter: isOrderFilter(status) ? status : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a filter and page: defaults left out, so plain /dashboard/my-orders is the first page. */
export function myOrdersHref({ filter, page }: OrdersQuery = { filter: 'all', page: 1 }): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set(ORDERS_STATUS_PARAM, filter);
  if (page > 1) params.set(ORDERS_PAGE_PARAM, String(page));
  return withQuery(PAGE_PATHS.myOrders, params);
}

/** One order's page in My Orders. */
export function orderDetailsHref(orderId: string): string {
  return fill(PAGE_PATHS.orderDetails, { orderId });
}

/** The chat: with one seller's conversation open, or the list of conversations (null). */
export function chatHref(sellerId: string | null): string {
  return fill(PAGE_PATHS.chat, { sellerId });
}

// ---------------------------------------------------------------------------------------------------------
// Login and register

/** The query parameter that carries where a visitor was going when sent to /login (`/login?next=%2Fcard`). */
export const NEXT_PARAM = 'next';

/** Pages a visitor is never sent back to after signing in: they would only send the visitor on again. */
const accountPages = new Set<string>([PAGE_PATHS.login, PAGE_PATHS.register]);

/**
 * Where to go after signing in: `next` when it is a path of this shop, or null for the home page. Anything
 * else — another site (`https://…`, `//evil.example`, `/\evil.example`), a `javascript:` address, the login
 * and register pages themselves, or the home page (its own document) — gives null, so a crafted link cannot
 * send a shopper elsewhere after they typed their password.
 */
export function safeNextPath(next: string | null, origin: string): string | null {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (url.pathname === homeHref || accountPages.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page's address that brings the visitor back to `path` (with its query) afterwards — the one way
 * every page builds it (`/login?next=%2Fcard`). Encoded with URLSearchParams because the login page reads
 * `next` with URLSearchParams (useContinueWhenSignedIn), so whatever the path holds (`?`, `&`, `#`, `+`,
 * spaces) comes back exactly as it was, and withNext keeps the same form between login and register.
 */
export function loginHrefFor(path: string): string {
  return withNext('login', path);
}

/** The login page without a way back: after signing in the visitor goes home. */
export const loginHref: string = PAGE_PATHS.login;
export const registerHref: string = PAGE_PATHS.register;

/** The same page with the same `next`, so a visitor switching from login to register keeps their way back. */
export function withNext(page: 'login' | 'register', next: string | null): string {
  const path = PAGE_PATHS[page];
  if (next === null) return path;
  return withQuery(path, new URLSearchParams({ [NEXT_PARAM]: next }));
}

/** Where a visitor was going, read back from a /login or /register address (null: home). */
export function readNext(params: URLSearchParams, origin: string): string | null {
  return safeNextPath(params.get(NEXT_PARAM), origin);
}

// ---------------------------------------------------------------------------------------------------------
// Reading an address

const dashboardPageByPath: Partial<Record<PagePath, DashboardPage>> = {
  [PAGE_PATHS.dashboard]: 'overview',
  [PAGE_PATHS.myOrders]: 'orders',
  // An order's details belong to My Orders.
  [PAGE_PATHS.orderDetails]: 'orders',
  [PAGE_PATHS.myWishlist]: 'wishlist',
  [PAGE_PATHS.chat]: 'chat',
  [PAGE_PATHS.changePassword]: 'changePassword',
};

/** The side menu's entry of a dashboard address (SPEC.md §2.10); undefined outside the menu's pages. */
export function dashboardPageOf(pathname: string): DashboardPage | undefined {
  const match = matchPagePath(pathname);
  return match ? dashboardPageByPath[match.path] : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// The links @bazaar/ui's shell draws (it knows no addresses of its own)

/** Where the header's, footer's and bottom bar's links, search and menus lead. */
export const siteLinks: HeaderLinks & FooterLinks & BottomBarLinks = {
  home: homeHref,
  shops: shopsHref,
  about: aboutHref,
  contact: contactHref,
  delivery: deliveryHref,
  privacy: privacyHref,
  terms: termsHref,
  dashboard: dashboardHrefs.overview,
  orders: dashboardHrefs.orders,
  wishlist: dashboardHrefs.wishlist,
  cart: cartHref,
  login: loginHref,
  category: categoryHref,
  search: searchHref,
  product: productHref,
};

/** My Orders under one status filter, where the overview's counts lead. */
export function myOrdersFilterHref(filter: OrderFilter): string {
  return myOrdersHref({ filter, page: 1 });
}
