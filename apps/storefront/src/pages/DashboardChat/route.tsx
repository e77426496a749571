import type { ApiClient } from '@bazaar/api-client';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { storedToken } from '../../apiClient';
import { loginHrefFor } from '../../hrefs/site';
import { DashboardChat } from './DashboardChat';

/**
 * /dashboard/chat and /dashboard/chat/{sellerId} (SPEC.md §2.10): the customer's conversations with sellers.
 * A visitor without a kept sign-in goes straight to /login and comes back here afterwards (SPEC.md §5).
 */
export function route(_client: ApiClient) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      if (storedToken() === null) {
        const url = new URL(request.url);
        throw redirect(loginHrefFor(`${url.pathname}${url.search}`));
      }
      return null;
    },
    Component: DashboardChat,
  };
}
