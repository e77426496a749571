import type { ApiClient } from '@bazaar/api-client';
import { type WishlistEntry, WishlistList, type WishlistListState } from '@bazaar/ui/components/WishlistList';
import { format, useMessages } from '@bazaar/ui/messages';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Await, Navigate, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { removeFromWishlist } from '../../api/cart';
import { failureText } from '../../api/failureText';
import { loginHrefFor, productHref, shopsHref } from '../../hrefs/site';
import { useShopCounts } from '../../layout/shopCounts';
import { renderRouterLink } from '../../renderRouterLink';
import { useApiClient, useSession } from '../../session/session';
import { useToast } from '../../toasts/toasts';
import * as styles from './DashboardWishlist.css';
import type { WishlistLoaderData, WishlistResult } from './wishlistLoader';

/**
 * /dashboard/my-wishlist (SPEC.md §2.10): the saved products, newest first, each removable, from the route's
 * loader. The dashboard's frame guards the area; a signed-out visitor reaching this page alone is sent to
 * log in all the same.
 */
export function DashboardWishlist() {
  const data = useLoaderData<WishlistLoaderData>();
  const { session } = useSession();
  const location = useLocation();
  const messages = useMessages();
  const titleId = useId();
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(location.pathname + location.search)} replace />;
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.wishlist.title}
      </h1>
      {/* Not keyed by load: a reload after a removal keeps the list on screen until the new one is in. */}
      <Suspense fallback={<WishlistView state={{ status: 'loading' }} />}>
        <Await resolve={data.result}>
          {(result: WishlistResult) => <WishlistResultView result={result} />}
        </Await>
      </Suspense>
    </section>
  );
}

function WishlistResultView({ result }: { result: WishlistResult }) {
  const messages = useMessages();
  const location = useLocation();
  const revalidator = useRevalidator();
  if (result.status === 'signedOut') {
    return <Navigate to={loginHrefFor(location.pathname + location.search)} replace />;
  }
  const state: WishlistListState =
    result.status === 'ready'
      ? result
      : revalidator.state === 'loading'
        ? { status: 'loading' }
        : { status: 'error', message: failureText(result, messages.errors) };
  return <WishlistView state={state} />;
}

function WishlistView({ state }: { state: WishlistListState }) {
  const client = useApiClient();
  const revalidator = useRevalidator();
  const { pendingIds, remove } = useWishlistRemoval(client);
  return (
    <WishlistList
      state={state}
      pendingIds={pendingIds}
      onRemove={remove}
      onRetry={() => void revalidator.revalidate()}
      productHref={(entry) => productHref(entry.slug)}
      shopHref={shopsHref}
      renderLink={renderRouterLink}
    />
  );
}

/**
 * A removal: nothing changes on screen before the server agrees; the server's words when it refuses, and
 * then the route's loader runs again and the header's counts follow (SPEC.md §4).
 */
function useWishlistRemoval(client: ApiClient) {
  const messages = useMessages();
  const toast = useToast();
  const counts = useShopCounts();
  const revalidator = useRevalidator();
  const [pendingIds, setPendingIds] = useState<readonly string[]>([]);
  // Aborts whatever is still out when the page goes away.
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  const remove = useCallback(
    (entry: WishlistEntry) => {
      const signal = pageSignal.current.signal;
      setPendingIds((ids) => [...ids, entry._id]);
      (async () => {
        const result = await removeFromWishlist(client, entry._id, signal);
        if (result.status === 'error') toast.error(failureText(result, messages.errors));
        else toast.success(format(messages.wishlist.removed, { productName: entry.name }));
        if (signal.aborted) return;
        await revalidator.revalidate();
        counts.refresh();
        setPendingIds((ids) => ids.filter((id) => id !== entry._id));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [client, toast, messages, counts, revalidator],
  );

  return { pendingIds, remove };
}
