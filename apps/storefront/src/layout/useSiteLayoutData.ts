import type { ApiClient, Category } from '@bazaar/api-client';
import type { HeaderCategoryStatus, HeaderSuggest } from '@bazaar/ui/components/Header';
import type { NewsletterResult } from '@bazaar/ui/components/NewsletterForm';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCart, getWishlist } from '../api/cart';
import { getCategories, getSearchSuggestions, subscribeNewsletter } from '../api/catalog';
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
    getCategories(client, controller.signal).then(
      (result) => {
        setCategories(
          result.status === 'ok'
            ? { status: 'ready', items: result.data.categorys }
            : { status: 'error', items: [] },
        );
      },
      () => {
        // Aborted: the layout has gone.
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
    const { signal } = controller;
    Promise.all([
      getWishlist(client, userId, signal).then((result) =>
        result.status === 'ok' ? result.data.wishlistCount : 0,
      ),
      getCart(client, userId, signal).then((result) =>
        result.status === 'ok' ? result.data.card_product_count : 0,
      ),
    ]).then(
      ([wishlistCount, cartCount]) => setCounts({ wishlistCount, cartCount, userId }),
      () => {
        // Aborted: the customer changed or the counts were asked for again.
      },
    );
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

  return {
    categories: categories.items,
    categoryStatus: categories.status,
    counts: userId !== null && counts.userId === userId ? counts : noCounts,
    refreshCounts,
    suggest,
    subscribe,
  };
}
