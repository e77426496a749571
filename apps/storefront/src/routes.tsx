import type { ApiClient } from '@bazaar/api-client';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { Home, HomeLoading } from './pages/Home/Home';
import { homeLoader } from './pages/Home/homeLoader';
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
 * Home is part of the first load; every other page is a lazy route module (`pages/<Page>/route.tsx`
 * exporting `route(client)` → `{ Component, loader?, HydrateFallback? }`) so its code loads only when
 * visited and `/` stays within its JavaScript budget.
 */
export function createRoutes(client: ApiClient): RouteObject[] {
  const page = (load: () => Promise<{ route: (client: ApiClient) => LazyRouteProperties }>) => async () =>
    (await load()).route(client);
  return [
    {
      element: <SiteLayout client={client} />,
      children: [
        { index: true, element: <Home />, loader: homeLoader(client), HydrateFallback: HomeLoading },
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
