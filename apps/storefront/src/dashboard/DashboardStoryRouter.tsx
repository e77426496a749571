import { PAGE_PATHS } from '@bazaar/domain';
import { button } from '@bazaar/ui/recipes';
import { useState, useSyncExternalStore } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router-dom';
import { createStorefrontClient } from '../apiClient';
import { siteHydrationData } from '../layout/siteLayoutLoader';
import { createRoutes } from '../routes';
import { SessionProvider } from '../session/session';

/** Pages the dashboard sends the visitor to, drawn as a plain "you arrived here" in the dashboard's stories. */
const elsewhere = new Set<string>([PAGE_PATHS.login, PAGE_PATHS.payment]);

function Arrived() {
  const location = useLocation();
  return (
    <section aria-labelledby="arrived-title">
      <h1 id="arrived-title">Left the dashboard</h1>
      {/* Not <code>: its monospace would come from the machine's fonts, and the visual baselines with it. */}
      <p>Arrived at {`${location.pathname}${location.search}`}</p>
    </section>
  );
}

/** The app's routes with the pages outside the dashboard (login, payment) replaced by `Arrived`. */
function withElsewhereStubbed(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.path && elsewhere.has(route.path)) return { path: route.path, Component: Arrived };
    if (route.index) return route;
    return route.children ? { ...route, children: withElsewhereStubbed(route.children) } : route;
  });
}

/**
 * Like StoryRouter (the app's real routes and loaders at `path`, requests to MSW), with two things a play
 * function needs to check the URL state: the address on screen and the browser's Back button. The payment
 * and login pages belong to other parts of the shop; here they only show the address they were sent to.
 */
export function DashboardStoryRouter({ path }: { path: string }) {
  const [client] = useState(createStorefrontClient);
  const [router] = useState(() =>
    createMemoryRouter(withElsewhereStubbed(createRoutes(client)), {
      initialEntries: [path],
      hydrationData: siteHydrationData(client),
    }),
  );
  const address = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => `${router.state.location.pathname}${router.state.location.search}`,
  );
  return (
    <>
      <nav aria-label="Story browser">
        <button
          type="button"
          className={button({ variant: 'secondary' })}
          onClick={() => void router.navigate(-1)}
        >
          Browser Back
        </button>{' '}
        <output aria-label="Address">{address}</output>
      </nav>
      <SessionProvider client={client}>
        <RouterProvider router={router} />
      </SessionProvider>
    </>
  );
}
