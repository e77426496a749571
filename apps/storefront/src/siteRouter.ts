import type { ApiClient } from '@bazaar/api-client';
import type { DataRouter, HydrationState, RouteObject } from 'react-router-dom';
import { createStorefrontClient } from './apiClient';
import { answeringFromDocument } from './documentAnswers';
import { siteHydrationData } from './layout/siteLayoutLoader';
import { createRoutes } from './routes';

/** How the router is made: the browser's in the app, a memory router in tests. */
export type MakeRouter = (routes: RouteObject[], options: { hydrationData: HydrationState }) => DataRouter;

export interface SiteRouter {
  router: DataRouter;
  /** The client the pages load through, answering the first page's GETs from its document. */
  client: ApiClient;
}

/**
 * The routed app's router and client (main.tsx): the pages' routes, the frame's data to start with, and the
 * document's answers for the first page.
 */
export function createSiteRouter(
  answers: Map<string, unknown>,
  documentPathname: string,
  makeRouter: MakeRouter,
): SiteRouter {
  const documentAnswers = answeringFromDocument(answers);
  // The document's answers are for the page it was sent for: the first move elsewhere drops them. Each
  // request asks the router where it is rather than being told by a subscription: react-router hands a
  // router's first data to the first subscriber that comes after it, and that must be RouterProvider. A
  // subscriber of ours, there before RouterProvider had rendered, left the page on its waiting state for
  // good whenever the first page's data came in between (react-router issue #15527).
  let hasMoved = () => false;
  const client = createStorefrontClient((request) => {
    if (hasMoved()) documentAnswers.forget();
    return documentAnswers.fetch(request);
  });
  const router = makeRouter(createRoutes(client, { documentPathname }), {
    hydrationData: siteHydrationData(client),
  });
  const firstLocationKey = router.state.location.key;
  hasMoved = () => (router.state.navigation.location ?? router.state.location).key !== firstLocationKey;
  return { router, client };
}
