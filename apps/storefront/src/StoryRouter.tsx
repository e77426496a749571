import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStorefrontClient } from './apiClient';
import { siteHydrationData } from './layout/siteLayoutLoader';
import { createRoutes } from './routes';
import { SessionProvider } from './session/session';

/**
 * Mounts the app's real routes and loaders at `path`, for page stories; requests go to MSW. A story signs a
 * customer in by putting a token in localStorage `customerToken` (in `beforeEach`) and answering
 * `GET /customer/me`.
 */
export function StoryRouter({ path }: { path: string }) {
  const [client] = useState(createStorefrontClient);
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(client), {
      initialEntries: [path],
      hydrationData: siteHydrationData(client),
    }),
  );
  return (
    <SessionProvider client={client}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
