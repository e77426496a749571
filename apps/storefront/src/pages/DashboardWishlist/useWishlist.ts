import type { ApiClient } from '@bazaar/api-client';
import type { WishlistListState } from '@bazaar/ui/components/WishlistList';
import { format, useMessages } from '@bazaar/ui/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShopCounts } from '../../layout/shopCounts';
import { useToast } from '../../toasts/toasts';
import { apiCall, type ClientAnswer, failureText } from '../Cart/apiCall';

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
  const [state, setState] = useState<WishlistListState>({ status: 'loading' });
  const [pendingProductIds, setPendingProductIds] = useState<readonly string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  const fetchWishlist = useCallback(
    (id: string, signal: AbortSignal) =>
      apiCall(
        () =>
          client.GET('/home/product/get-wishlist-products/{userId}', {
            params: { path: { userId: id } },
            signal,
          }),
        signal,
      ),
    [client],
  );

  useEffect(() => {
    void attempt;
    if (userId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchWishlist(userId, controller.signal).then(
      (result) => {
        setState(
          result.status === 'ok'
            ? { status: 'ready', wishlists: result.data.wishlists }
            : { status: 'error', message: failureText(result, messages.errors) },
        );
      },
      () => {
        // Aborted: the page or the customer changed, and the new load takes over.
      },
    );
    return () => controller.abort();
  }, [userId, fetchWishlist, attempt, messages.errors]);

  const run = useCallback(
    (
      product: WishlistProductRef,
      send: (signal: AbortSignal) => Promise<ClientAnswer<unknown>>,
      done: string,
    ) => {
      if (userId === null) return;
      const signal = pageSignal.current.signal;
      setPendingProductIds((ids) => [...ids, product.productId]);
      (async () => {
        const result = await apiCall(() => send(signal), signal);
        if (result.status === 'failed') toast.error(failureText(result, messages.errors));
        else toast.success(format(done, { productName: product.name }));
        const fresh = await fetchWishlist(userId, signal);
        if (fresh.status === 'ok') setState({ status: 'ready', wishlists: fresh.data.wishlists });
        else toast.error(failureText(fresh, messages.errors));
        counts.refresh();
        setPendingProductIds((ids) => ids.filter((id) => id !== product.productId));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [userId, fetchWishlist, toast, messages.errors, counts],
  );

  const add = useCallback(
    (product: WishlistProductRef) => {
      if (userId === null) return;
      run(
        product,
        (signal) =>
          client.POST('/home/product/add-to-wishlist', {
            body: { userId, productId: product.productId },
            signal,
          }),
        messages.wishlist.added,
      );
    },
    [client, userId, run, messages.wishlist.added],
  );

  const remove = useCallback(
    (entry: WishlistProductRef & { _id: string }) =>
      run(
        entry,
        (signal) =>
          client.DELETE('/home/product/remove-wishlist-product/{wishlistId}', {
            params: { path: { wishlistId: entry._id } },
            signal,
          }),
        messages.wishlist.removed,
      ),
    [client, run, messages.wishlist.removed],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, pendingProductIds, add, remove, retry };
}
