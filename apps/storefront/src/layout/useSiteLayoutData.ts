import type { ApiClient, Category } from '@bazaar/api-client';
import type { HeaderCategoryStatus, HeaderSuggest } from '@bazaar/ui/components/Header';
import type { NewsletterResult } from '@bazaar/ui/components/NewsletterForm';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../session/session';

export interface ShopCounts {
  wishlistCount: number;
  cartCount: number;
}

const noCounts: ShopCounts = { wishlistCount: 0, cartCount: 0 };

export interface SiteLayoutData {
  categories: readonly Category[];
  categoryStatus: HeaderCategoryStatus;
  /** 0 and 0 when signed out, while loading, or for a count that failed to load. */
  counts: ShopCounts;
  /** Loads the counts again, after a page has changed the cart or the wishlist. */
  refreshCounts: () => void;
  suggest: HeaderSuggest;
  subscribe: (email: string) => Promise<NewsletterResult>;
}

/** What the header and footer need from the API, loaded once for every page under the layout. */
export function useSiteLayoutData(client: ApiClient, session: Session): SiteLayoutData {
  const [categories, setCategories] = useState<{ status: HeaderCategoryStatus; items: readonly Category[] }>({
    status: 'loading',
    items: [],
  });

  useEffect(() => {
    const controller = new AbortController();
    client.GET('/home/get-categorys', { signal: controller.signal }).then(
      ({ data }) => {
        // A proxy's empty 502 brings neither data nor error: that is a failure too.
        setCategories(data ? { status: 'ready', items: data.categorys } : { status: 'error', items: [] });
      },
      () => {
        if (!controller.signal.aborted) setCategories({ status: 'error', items: [] });
      },
    );
    return () => controller.abort();
  }, [client]);

  const userId = session.status === 'signedIn' ? session.customer.id : null;
  const [counts, setCounts] = useState<ShopCounts & { userId: string | null }>({ ...noCounts, userId: null });
  const [countsRevision, setCountsRevision] = useState(0);

  useEffect(() => {
    // Re-run on demand (refreshCounts) as well as when the customer changes.
    void countsRevision;
    if (userId === null) return;
    const controller = new AbortController();
    const request = { params: { path: { userId } }, signal: controller.signal };
    Promise.all([
      client.GET('/home/product/get-wishlist-products/{userId}', request).then(
        ({ data }) => data?.wishlistCount ?? 0,
        () => 0,
      ),
      client.GET('/home/product/get-card-product/{userId}', request).then(
        ({ data }) => data?.card_product_count ?? 0,
        () => 0,
      ),
    ]).then(([wishlistCount, cartCount]) => {
      if (!controller.signal.aborted) setCounts({ wishlistCount, cartCount, userId });
    });
    return () => controller.abort();
  }, [client, userId, countsRevision]);

  const refreshCounts = useCallback(() => setCountsRevision((revision) => revision + 1), []);

  const pendingSuggestion = useRef<AbortController | null>(null);
  const suggest = useCallback<HeaderSuggest>(
    async (text, category, signal) => {
      // Only the newest text matters: a request still out for an older one is dropped.
      pendingSuggestion.current?.abort();
      const controller = new AbortController();
      pendingSuggestion.current = controller;
      const { data, error } = await client.GET('/home/search-suggestions', {
        params: { query: category === '' ? { value: text } : { value: text, category } },
        signal: AbortSignal.any([signal, controller.signal]),
      });
      if (!data) throw new Error(error?.error ?? 'No suggestions');
      return data;
    },
    [client],
  );

  const subscribe = useCallback(
    async (email: string): Promise<NewsletterResult> => {
      const { data, error, response } = await client.POST('/newsletter/subscribe', { body: { email } });
      if (data) return { status: response.status === 201 ? 'subscribed' : 'alreadySubscribed' };
      // 400: the server's words say what is wrong with the address; anything else gets the shop's message.
      if (error && response.status === 400) return { status: 'error', message: error.error };
      return { status: 'error' };
    },
    [client],
  );

  return {
    categories: categories.items,
    categoryStatus: categories.status,
    counts: userId !== null && counts.userId === userId ? counts : noCounts,
    refreshCounts,
    suggest,
    subscribe,
  };
}
