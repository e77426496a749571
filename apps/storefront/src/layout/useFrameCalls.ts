import type { ApiClient } from '@bazaar/api-client';
import type { HeaderSuggest } from '@bazaar/ui/components/Header';
import type { NewsletterResult } from '@bazaar/ui/components/NewsletterForm';
import { useCallback, useRef } from 'react';
import { getSearchSuggestions, subscribeNewsletter } from '../api/catalog';

/** What the header and footer ask the API as the visitor types: search suggestions and the newsletter. */
export function useFrameCalls(client: ApiClient): {
  suggest: HeaderSuggest;
  subscribe: (email: string) => Promise<NewsletterResult>;
} {
  const pendingSuggestion = useRef<AbortController | null>(null);
  const suggest = useCallback<HeaderSuggest>(
    async (text, category, signal) => {
      // Only the newest text matters: a request still out for an older one is dropped.
      pendingSuggestion.current?.abort();
      const controller = new AbortController();
      pendingSuggestion.current = controller;
      const result = await getSearchSuggestions(
        client,
        text,
        category,
        AbortSignal.any([signal, controller.signal]),
      );
      if (result.status === 'error') throw new Error(result.serverMessage ?? 'No suggestions');
      return result.data;
    },
    [client],
  );

  const subscribe = useCallback(
    async (email: string): Promise<NewsletterResult> => {
      const result = await subscribeNewsletter(client, email);
      if (result.status === 'ok') return { status: result.data };
      // 400: the server's words say what is wrong with the address; anything else gets the shop's message.
      if (result.httpStatus === 400 && result.serverMessage !== null) {
        return { status: 'error', message: result.serverMessage };
      }
      return { status: 'error' };
    },
    [client],
  );

  return { suggest, subscribe };
}
