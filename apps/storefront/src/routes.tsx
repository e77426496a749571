import type { ApiClient } from '@bazaar/api-client';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { Home, HomeLoading } from './pages/Home/Home';
import { homeLoader } from './pages/Home/homeLoader';
import { NotFound } from './pages/NotFound/NotFound';

/** The storefront's routes (SPEC.md §2.1); stories mount the same list in a memory router. */
export function createRoutes(client: ApiClient): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      children: [
        { index: true, element: <Home />, loader: homeLoader(client), HydrateFallback: HomeLoading },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}
