import { WishlistList, type WishlistListState } from '@bazaar/ui/components/WishlistList';
import { useMessages } from '@bazaar/ui/messages';
import { Suspense, useId } from 'react';
import { Await, Navigate, useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { failureText } from '../../api/failureText';
import { useCustomerChanges } from '../../customer/useCustomerChanges';
import { loginHrefFor, productHref, shopsHref } from '../../hrefs/site';
import { renderRouterLink } from '../../renderRouterLink';
import { useSession } from '../../session/session';
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
  const revalidator = useRevalidator();
  // SPEC.md §4: a removal is sent, then the list and the header's counts load again.
  const changes = useCustomerChanges();
  const pendingIds = changes.pending.flatMap((change) =>
    change.intent === 'wishlist.remove' ? [change.entryId] : [],
  );
  return (
    <>
      <WishlistList
        state={state}
        pendingIds={pendingIds}
        onRemove={(entry) =>
          changes.submit({
            intent: 'wishlist.remove',
            entryId: entry._id,
            productId: entry.productId,
            name: entry.name,
          })
        }
        onRetry={() => void revalidator.revalidate()}
        productHref={(entry) => productHref(entry.slug)}
        shopHref={shopsHref}
        renderLink={renderRouterLink}
      />
      {changes.outcomes}
    </>
  );
}
