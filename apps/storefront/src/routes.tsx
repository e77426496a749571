import type { ApiClient } from '@bazaar/api-client';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { Home, HomeLoading } from './pages/Home/Home';
import { homeLoader } from './pages/Home/homeLoader';
import { NotFound } from './pages/NotFound/NotFound';

/**
 * The storefront's routes (SPEC.md §2.1); stories mount the same list in a memory router.
 *
 * Home is part of the first load; every other page is a lazy route module (`pages/<Page>/route.tsx`
 * exporting `route(client)` → `{ Component, loader?, HydrateFallback? }`) so its code loads only when
 * visited and `/` stays within its JavaScript budget.
 */
export function createRoutes(client: ApiClient): RouteObject[] {
  const page =
    (load: () => Promise<{ route: (client: ApiClient) => Omit<RouteObject, 'path' | 'index'> }>) =>
    async () =>
      (await load()).route(client);
  return [
    {
      element: <SiteLayout />,
      children: [
        { index: true, element: <Home />, loader: homeLoader(client), HydrateFallback: HomeLoading },
        // Pages: one line each, `{ path: '…', lazy: page(() => import('./pages/<Page>/route')) },`
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
