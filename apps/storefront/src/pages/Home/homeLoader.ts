import type { ApiClient, HomeProductsResponse } from '@bazaar/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';

export type HomeLoaderData =
  | { status: 'ready'; products: HomeProductsResponse }
  | { status: 'error'; message: string };

const unreachable = 'Bazaar could not be reached. Check your connection and try again.';

/** Loads the home page's product lists; a failure becomes a state the page shows, not a thrown error. */
export function homeLoader(client: ApiClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<HomeLoaderData> => {
    try {
      const { data, error } = await client.GET('/home/get-products', { signal: request.signal });
      if (error) return { status: 'error', message: error.error };
      return { status: 'ready', products: data };
    } catch (cause) {
      // A navigation away aborts the request; the router discards this result anyway.
      if (request.signal.aborted) throw cause;
      return { status: 'error', message: unreachable };
    }
  };
}
