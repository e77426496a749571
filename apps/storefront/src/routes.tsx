import type { ApiClient } from '@bazaar/api-client';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { LeaveForHome } from './pages/Home/LeaveForHome';
import { ProductsLoading, SearchLoading, ShopsLoading } from './pages/Listing/ListingLoading';
import { ProductDetailsLoading } from './pages/ProductDetails/ProductDetailsLoading';

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
 * visited.
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
        { path: 'shops', lazy: page(() => import('./pages/Shops/route')), HydrateFallback: ShopsLoading },
        {
          path: 'products',
          lazy: page(() => import('./pages/Products/route')),
          HydrateFallback: ProductsLoading,
        },
        {
          path: 'products/search',
          lazy: page(() => import('./pages/Search/route')),
          HydrateFallback: SearchLoading,
        },
        { path: 'about', lazy: page(() => import('./pages/About/route')) },
        { path: 'contact', lazy: page(() => import('./pages/Contact/route')) },
        { path: 'terms', lazy: page(() => import('./pages/Terms/route')) },
        { path: 'privacy', lazy: page(() => import('./pages/Privacy/route')) },
        { path: 'delivery', lazy: page(() => import('./pages/Delivery/route')) },
        {
          path: 'product/details/:slug',
          lazy: page(() => import('./pages/ProductDetails/route')),
          HydrateFallback: ProductDetailsLoading,
        },
        { path: '*', lazy: page(() => import('./pages/NotFound/route')) },
      ],
    },
  ];
}
