import type { ApiClient, Product } from '@bazaar/api-client';
import type { ProductListItemProduct } from '@bazaar/ui/components/ProductListItem';
import { WishlistToggle } from '@bazaar/ui/components/WishlistToggle';
import { useMessages } from '@bazaar/ui/messages';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWishlist } from '../customer/useWishlist';
import { loginHrefFor } from '../hrefs/site';
import { useSession } from '../session/session';
import { loadFailureText } from '../session/signedOutRule';
import { useToast } from '../toasts/toasts';

/**
 * The wishlist heart on every card and row of a listing (SPEC.md §2.4, §5): pressed when the product is in
 * the signed-in customer's wishlist; a visitor is sent to log in and comes back to this listing.
 */
export function useListingHearts(
  client: ApiClient,
  products: readonly Product[],
): (product: ProductListItemProduct) => ReactNode {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const errors = useMessages().errors;
  const userId = session.status === 'signedIn' ? session.customer.id : null;
  const wishlist = useWishlist(client, userId);
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const here = location.pathname + location.search;

  return (shown) => {
    const product = bySlug.get(shown.slug);
    if (!product) return null;
    const saved =
      wishlist.state.status === 'ready'
        ? wishlist.state.wishlists.find((entry) => entry.productId === product._id)
        : undefined;
    const busy =
      wishlist.pendingProductIds.includes(product._id) ||
      (userId !== null && wishlist.state.status === 'loading');
    return (
      <WishlistToggle
        productName={product.name}
        size="sm"
        state={saved ? 'saved' : 'notSaved'}
        status={busy ? 'pending' : 'idle'}
        onAdd={() => {
          // Only a visitor logs in; a sign-in that could not be checked is kept, and the failure said.
          if (session.status === 'signedOut') navigate(loginHrefFor(here));
          else if (session.status === 'unconfirmed') toast.error(loadFailureText(session.failure, errors));
          else if (userId !== null) wishlist.add({ productId: product._id, name: product.name });
        }}
        onRemove={() => {
          if (saved) wishlist.remove(saved);
        }}
      />
    );
  };
}
