import type { ApiClient } from '@bazaar/api-client';
import type { WishlistEntry, WishlistListState } from '@bazaar/ui/components/WishlistList';
import { format, useMessages } from '@bazaar/ui/messages';
import { useCallback, useState } from 'react';
import { addToWishlist, getWishlist, removeFromWishlist } from '../api/cart';
import { failureText } from '../api/failureText';
import type { ApiResult } from '../api/result';
import { useShopCounts } from '../layout/shopCounts';
import { useToast } from '../toasts/toasts';
import { useCustomerResource } from './useCustomerResource';

/** What a change names: the product, and the wishlist entry when removing. */
interface WishlistProductRef {
  productId: string;
  name: string;
}

export interface WishlistData {
  state: WishlistListState;
  /** Products whose add or removal is with the server. */
  pendingProductIds: readonly string[];
  add: (product: WishlistProductRef) => void;
  remove: (entry: WishlistProductRef & { _id: string }) => void;
  retry: () => void;
}

const readyWishlist = ({ wishlists }: { wishlists: readonly WishlistEntry[] }) =>
  ({ status: 'ready', wishlists }) as const;

/**
 * The signed-in customer's wishlist (GET /home/product/get-wishlist-products/{userId}) and its changes, for
 * the dashboard's list and every heart. Nothing changes on screen before the server agrees: each change is
 * sent, then the list is loaded again and the header's counts follow (SPEC.md §4). A refused change shows
 * the server's words (a product saved twice, say) and the list stays as the server has it.
 */
export function useWishlist(client: ApiClient, userId: string | null): WishlistData {
  const messages = useMessages();
  const toast = useToast();
  const counts = useShopCounts();
  const [pendingProductIds, setPendingProductIds] = useState<readonly string[]>([]);

  const fetchWishlist = useCallback(
    (id: string, signal: AbortSignal) => getWishlist(client, id, signal),
    [client],
  );
  const { state, show, pageSignal, retry } = useCustomerResource(userId, fetchWishlist, readyWishlist);

  const run = useCallback(
    (
      product: WishlistProductRef,
      send: (signal: AbortSignal) => Promise<ApiResult<unknown>>,
      done: string,
    ) => {
      if (userId === null) return;
      const signal = pageSignal.current.signal;
      setPendingProductIds((ids) => [...ids, product.productId]);
      (async () => {
        const result = await send(signal);
        if (result.status === 'error') toast.error(failureText(result, messages.errors));
        else toast.success(format(done, { productName: product.name }));
        const fresh = await fetchWishlist(userId, signal);
        if (fresh.status === 'ok') show(fresh.data);
        else toast.error(failureText(fresh, messages.errors));
        counts.refresh();
        setPendingProductIds((ids) => ids.filter((id) => id !== product.productId));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [userId, pageSignal, fetchWishlist, show, toast, messages.errors, counts],
  );

  const add = useCallback(
    (product: WishlistProductRef) => {
      if (userId === null) return;
      run(
        product,
        (signal) => addToWishlist(client, userId, product.productId, signal),
        messages.wishlist.added,
      );
    },
    [client, userId, run, messages.wishlist.added],
  );

  const remove = useCallback(
    (entry: WishlistProductRef & { _id: string }) =>
      run(entry, (signal) => removeFromWishlist(client, entry._id, signal), messages.wishlist.removed),
    [client, run, messages.wishlist.removed],
  );

  return { state, pendingProductIds, add, remove, retry };
}
