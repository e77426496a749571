import type { Product } from '@bazaar/api-client';
import type { ProductListItemProduct } from '@bazaar/ui/components/ProductListItem';
import { WishlistToggle } from '@bazaar/ui/components/WishlistToggle';
import { useMessages } from '@bazaar/ui/messages';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCustomerChanges } from '../customer/useCustomerChanges';
import { loginHrefFor } from '../hrefs/site';
import { useShop } from '../layout/shopContext';
import { useSession } from '../session/session';
import { loadFailureText } from '../session/signedOutRule';
import { useToast } from '../toasts/toasts';

export interface ListingHearts {
  renderHeart: (product: ProductListItemProduct) => ReactNode;
  /** The hearts' changes said as they end: rendered once with the listing. */
  outcomes: ReactNode;
}

/**
 * The wishlist heart on every card and row of a listing (SPEC.md §2.4, §5): pressed when the product is in
 * the signed-in customer's wishlist (the frame's, from the layout's loader); a press is a change submitted to
 * the route's action. A visitor is sent to log in and comes back to this listing.
 */
export function useListingHearts(products: readonly Product[]): ListingHearts {
  const { session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const errors = useMessages().errors;
  const { wishlist } = useShop();
  const changes = useCustomerChanges();
  const userId = session.status === 'signedIn' ? session.customer.id : null;
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const here = location.pathname + location.search;

  const renderHeart = (shown: ProductListItemProduct) => {
    const product = bySlug.get(shown.slug);
    if (!product) return null;
    const saved =
      wishlist.status === 'ready'
        ? wishlist.items.find((entry) => entry.productId === product._id)
        : undefined;
    const busy =
      changes.pending.some(
        (change) =>
          change.intent.startsWith('wishlist.') && 'productId' in change && change.productId === product._id,
      ) ||
      (userId !== null && wishlist.status === 'loading');
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
          else if (userId !== null) {
            changes.submit({ intent: 'wishlist.add', userId, productId: product._id, name: product.name });
          }
        }}
        onRemove={() => {
          if (saved) {
            changes.submit({
              intent: 'wishlist.remove',
              entryId: saved._id,
              productId: product._id,
              name: product.name,
            });
          }
        }}
      />
    );
  };
  return { renderHeart, outcomes: changes.outcomes };
}
