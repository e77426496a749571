import type { ApiClient } from '@bazaar/api-client';
import { WishlistList } from '@bazaar/ui/components/WishlistList';
import { useMessages } from '@bazaar/ui/messages';
import { useId } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useWishlist } from '../../customer/useWishlist';
import { renderRouterLink } from '../../renderRouterLink';
import { loginHrefFor } from '../../session/destination';
import { useApiClient, useSession } from '../../session/session';
import * as styles from './DashboardWishlist.css';

/**
 * /dashboard/my-wishlist (SPEC.md §2.10): the saved products, newest first, each removable. The dashboard's
 * frame guards the area; a signed-out visitor reaching this page alone is sent to log in all the same.
 */
export function DashboardWishlist() {
  const client = useApiClient();
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'signedOut') {
    return <Navigate to={loginHrefFor(location.pathname + location.search)} replace />;
  }
  return (
    <WishlistContent client={client} userId={session.status === 'signedIn' ? session.customer.id : null} />
  );
}

function WishlistContent({ client, userId }: { client: ApiClient; userId: string | null }) {
  const messages = useMessages();
  const titleId = useId();
  const { state, pendingProductIds, remove, retry } = useWishlist(client, userId);
  const pendingIds =
    state.status === 'ready'
      ? state.wishlists
          .filter((entry) => pendingProductIds.includes(entry.productId))
          .map((entry) => entry._id)
      : [];

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {messages.wishlist.title}
      </h1>
      <WishlistList
        state={state}
        pendingIds={pendingIds}
        onRemove={remove}
        onRetry={retry}
        productHref={(entry) => `/product/details/${entry.slug}`}
        shopHref="/shops"
        renderLink={renderRouterLink}
      />
    </section>
  );
}
