import type { ApiClient } from '@bazaar/api-client';
import { PAGE_PATHS } from '@bazaar/domain';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './layout/PageLoading';
import { SiteLayout } from './layout/SiteLayout';
import { SITE_ROUTE_ID, siteLayoutLoader, siteLayoutShouldRevalidate } from './layout/siteLayoutLoader';
import { ProductsLoading, SearchLoading, ShopsLoading } from './listing/ListingLoading';
import { ownDocumentLoader } from './ownDocument';
import { CartLoading } from './pages/Cart/CartLoading';
import { LeaveForHome } from './pages/Home/LeaveForHome';
import { ProductDetailsLoading } from './pages/ProductDetails/ProductDetailsLoading';
import { route as productDetailsRoute } from './pages/ProductDetails/route';
import { route as productsRoute } from './pages/Products/route';
import { route as searchRoute } from './pages/Search/route';
import { route as shopsRoute } from './pages/Shops/route';

/** What a lazy route module may set: react-router's lazy() cannot change how a route matches or nests. */
type LazyRouteProperties = Omit<
  RouteObject,
  'path' | 'index' | 'children' | 'id' | 'caseSensitive' | 'lazy' | 'middleware'
>;

export interface RouteOptions {
  /** The address the browser loaded the document for; unset in the stories' memory router. */
  documentPathname?: string;
}

/**
 * The storefront's routes (SPEC.md §2.1), one per page of PAGE_PATHS (the server answers 404 for any other
 * address); stories mount the same list in a memory router.
 *
 * The home page is not routed here: it is the light entry of index.html (home.tsx), so `/` loads no router
 * and no page code but its own. Every page here is a lazy route module (`pages/<Page>/route.tsx`
 * exporting `route(client)` → `{ Component, loader?, HydrateFallback? }`) so its code loads only when
 * visited, except the catalogue pages: the listings and product details are where visitors land from a
 * search engine or a shared link, so they come with the app's entry. Their code and their data then load
 * together instead of one after the other, a round trip less before their first paint (README, "Speed").
 */
export function createRoutes(client: ApiClient, { documentPathname }: RouteOptions = {}): RouteObject[] {
  const page = (load: () => Promise<{ route: (client: ApiClient) => LazyRouteProperties }>) => async () =>
    (await load()).route(client);
  return [
    {
      // The frame's data: routers start with it (`siteHydrationData`), so its loader runs again only as
      // siteLayoutShouldRevalidate says.
      id: SITE_ROUTE_ID,
      element: <SiteLayout client={client} />,
      loader: siteLayoutLoader(client),
      shouldRevalidate: siteLayoutShouldRevalidate,
      children: [
        // `/` is its own light entry (index.html, home.tsx); a routed navigation there loads that document.
        { path: PAGE_PATHS.home, element: <LeaveForHome /> },
        // Pages: one line each, `{ path: PAGE_PATHS.<page>, lazy: page(() => import('./pages/<Page>/route')) },`
        { path: PAGE_PATHS.shops, ...shopsRoute(client), HydrateFallback: ShopsLoading },
        { path: PAGE_PATHS.products, ...productsRoute(client), HydrateFallback: ProductsLoading },
        { path: PAGE_PATHS.search, ...searchRoute(client), HydrateFallback: SearchLoading },
        { path: PAGE_PATHS.about, lazy: page(() => import('./pages/About/route')) },
        { path: PAGE_PATHS.contact, lazy: page(() => import('./pages/Contact/route')) },
        { path: PAGE_PATHS.terms, lazy: page(() => import('./pages/Terms/route')) },
        { path: PAGE_PATHS.privacy, lazy: page(() => import('./pages/Privacy/route')) },
        { path: PAGE_PATHS.delivery, lazy: page(() => import('./pages/Delivery/route')) },
        {
          path: PAGE_PATHS.product,
          ...productDetailsRoute(client),
          HydrateFallback: ProductDetailsLoading,
        },
        {
          path: PAGE_PATHS.login,
          lazy: page(() => import('./pages/Login/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: PAGE_PATHS.register,
          lazy: page(() => import('./pages/Register/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: PAGE_PATHS.cart,
          lazy: page(() => import('./pages/Cart/route')),
          HydrateFallback: CartLoading,
        },
        {
          path: PAGE_PATHS.shipping,
          lazy: page(() => import('./pages/Shipping/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: PAGE_PATHS.payment,
          // Its document alone may load Stripe.js: a move there from another page loads it (ownDocument.ts).
          loader: ownDocumentLoader(PAGE_PATHS.payment, documentPathname, async () =>
            (await import('./pages/Payment/route')).loader(client),
          ),
          lazy: page(() => import('./pages/Payment/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: PAGE_PATHS.paymentSuccess,
          lazy: page(() => import('./pages/PaymentSuccess/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: PAGE_PATHS.orderConfirm,
          lazy: page(() => import('./pages/OrderConfirm/route')),
          HydrateFallback: PageLoading,
        },
        {
          // The customer's dashboard (SPEC.md §2.10): the frame route guards it and draws the side menu.
          path: PAGE_PATHS.dashboard,
          lazy: page(() => import('./pages/Dashboard/route')),
          HydrateFallback: PageLoading,
          children: [
            { index: true, lazy: page(() => import('./pages/DashboardOverview/route')) },
            { path: PAGE_PATHS.myOrders, lazy: page(() => import('./pages/DashboardOrders/route')) },
            {
              path: PAGE_PATHS.orderDetails,
              lazy: page(() => import('./pages/DashboardOrderDetails/route')),
            },
            { path: PAGE_PATHS.myWishlist, lazy: page(() => import('./pages/DashboardWishlist/route')) },
            {
              path: PAGE_PATHS.changePassword,
              lazy: page(() => import('./pages/DashboardChangePassword/route')),
            },
            // One route for the chat with or without a seller: switching sellers keeps the page (and its socket).
            { path: PAGE_PATHS.chat, lazy: page(() => import('./pages/DashboardChat/route')) },
          ],
        },
        { path: '*', lazy: page(() => import('./pages/NotFound/route')) },
      ],
    },
  ];
}
