import type { ApiClient } from '@bazaar/api-client';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from './layout/PageLoading';
import { SiteLayout } from './layout/SiteLayout';
import { LeaveForHome } from './pages/Home/LeaveForHome';
import { ProductsLoading, SearchLoading, ShopsLoading } from './pages/Listing/ListingLoading';
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

/**
 * The storefront's routes (SPEC.md §2.1); stories mount the same list in a memory router.
 *
 * The home page is not routed here: it is the light entry of index.html (home.tsx), so `/` loads no router
 * and no page code but its own. Every page here is a lazy route module (`pages/<Page>/route.tsx`
 * exporting `route(client)` → `{ Component, loader?, HydrateFallback? }`) so its code loads only when
 * visited, except the catalogue pages: the listings and product details are where visitors land from a
 * search engine or a shared link, so they come with the app's entry. Their code and their data then load
 * together instead of one after the other, a round trip less before their first paint (README, "Speed").
 */
export function createRoutes(client: ApiClient): RouteObject[] {
  const page = (load: () => Promise<{ route: (client: ApiClient) => LazyRouteProperties }>) => async () =>
    (await load()).route(client);
  return [
    {
      element: <SiteLayout client={client} />,
      children: [
        // `/` is its own light entry (index.html, home.tsx); a routed navigation there loads that document.
        { index: true, element: <LeaveForHome /> },
        // Pages: one line each, `{ path: '…', lazy: page(() => import('./pages/<Page>/route')) },`
        { path: 'shops', ...shopsRoute(client), HydrateFallback: ShopsLoading },
        { path: 'products', ...productsRoute(client), HydrateFallback: ProductsLoading },
        { path: 'products/search', ...searchRoute(client), HydrateFallback: SearchLoading },
        { path: 'about', lazy: page(() => import('./pages/About/route')) },
        { path: 'contact', lazy: page(() => import('./pages/Contact/route')) },
        { path: 'terms', lazy: page(() => import('./pages/Terms/route')) },
        { path: 'privacy', lazy: page(() => import('./pages/Privacy/route')) },
        { path: 'delivery', lazy: page(() => import('./pages/Delivery/route')) },
        {
          path: 'product/details/:slug',
          ...productDetailsRoute(client),
          HydrateFallback: ProductDetailsLoading,
        },
        { path: 'login', lazy: page(() => import('./pages/Login/route')), HydrateFallback: PageLoading },
        {
          path: 'register',
          lazy: page(() => import('./pages/Register/route')),
          HydrateFallback: PageLoading,
        },
        { path: 'card', lazy: page(() => import('./pages/Cart/route')), HydrateFallback: PageLoading },
        {
          path: 'shipping',
          lazy: page(() => import('./pages/Shipping/route')),
          HydrateFallback: PageLoading,
        },
        { path: 'payment', lazy: page(() => import('./pages/Payment/route')), HydrateFallback: PageLoading },
        {
          path: 'payment/success',
          lazy: page(() => import('./pages/PaymentSuccess/route')),
          HydrateFallback: PageLoading,
        },
        {
          path: 'order/confirm',
          lazy: page(() => import('./pages/OrderConfirm/route')),
          HydrateFallback: PageLoading,
        },
        {
          // The customer's dashboard (SPEC.md §2.10): the frame route guards it and draws the side menu.
          path: 'dashboard',
          lazy: page(() => import('./pages/Dashboard/route')),
          HydrateFallback: PageLoading,
          children: [
            { index: true, lazy: page(() => import('./pages/DashboardOverview/route')) },
            { path: 'my-orders', lazy: page(() => import('./pages/DashboardOrders/route')) },
            {
              path: 'order/details/:orderId',
              lazy: page(() => import('./pages/DashboardOrderDetails/route')),
            },
            { path: 'my-wishlist', lazy: page(() => import('./pages/DashboardWishlist/route')) },
            {
              path: 'change-password',
              lazy: page(() => import('./pages/DashboardChangePassword/route')),
            },
            // One route for the chat with or without a seller: switching sellers keeps the page (and its socket).
            { path: 'chat/:sellerId?', lazy: page(() => import('./pages/DashboardChat/route')) },
          ],
        },
        { path: '*', lazy: page(() => import('./pages/NotFound/route')) },
      ],
    },
  ];
}
