import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStorefrontClient } from './apiClient';
import { createRoutes } from './routes';

/** Mounts the app's real routes and loaders at `path`, for page stories; requests go to MSW. */
export function StoryRouter({ path }: { path: string }) {
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(createStorefrontClient()), { initialEntries: [path] }),
  );
  return <RouterProvider router={router} />;
}
