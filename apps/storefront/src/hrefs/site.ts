import { PAGE_PATHS } from '@bazaar/domain';
import type { BottomBarLinks } from '@bazaar/ui/components/BottomBar';
import type { FooterLinks } from '@bazaar/ui/components/Footer';
import type { HeaderLinks } from '@bazaar/ui/components/Header';
import { fill, withQuery } from './address';

/**
 * Every address of the shop is written and read in src/hrefs/, one module per area, like src/api/: this
 * one holds the site's shell and catalogue (home, the fixed pages, products, categories, search, login),
 * checkout.ts the checkout's, dashboard.ts the customer's dashboard, listingQuery.ts a listing's filters.
 * Paths come from PAGE_PATHS (the routes and the server's 404 use the same list); each page's query
 * parameters are named once, next to the function that writes them and the one that reads them back. The
 * areas are apart so that the home page, which needs only this one, does not load the others.
 */

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
// The dashboard's menu

/** The dashboard's side menu entries (SPEC.md §2.10). */
export const dashboardHrefs = {
  overview: PAGE_PATHS.dashboard,
  orders: PAGE_PATHS.myOrders,
  wishlist: PAGE_PATHS.myWishlist,
  chat: fill(PAGE_PATHS.chat),
  changePassword: PAGE_PATHS.changePassword,
} as const;

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
