import type { ApiClient } from '@bazaar/api-client';
import type { CartLineData } from '@bazaar/ui/components/CartLine';
import type { CartViewState } from '@bazaar/ui/components/CartView';
import { format, useMessages } from '@bazaar/ui/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useShopCounts } from '../../layout/shopCounts';
import { useToast } from '../../toasts/toasts';
import { apiCall, failureText } from './apiCall';

export type CartChange = 'increase' | 'decrease' | 'remove';

export interface CartPageData {
  state: CartViewState;
  /** Cart line ids whose change is with the server. */
  pendingLineIds: readonly string[];
  change: (line: CartLineData, change: CartChange) => void;
  retry: () => void;
}

/**
 * The signed-in customer's cart (GET /home/product/get-card-product/{userId}) and its changes. Nothing is
 * changed on screen before the server agrees: each change is sent, then the cart is loaded again (SPEC.md
 * §4: the cart reloads after every message) with the server's lines and totals, and the header's counts
 * follow. A refused change shows the server's words and leaves the cart as the server has it.
 */
export function useCart(client: ApiClient, userId: string | null): CartPageData {
  const messages = useMessages();
  const toast = useToast();
  const counts = useShopCounts();
  const [state, setState] = useState<CartViewState>({ status: 'loading' });
  const [pendingLineIds, setPendingLineIds] = useState<readonly string[]>([]);
  const [attempt, setAttempt] = useState(0);
  // Aborts whatever is still out when the page goes away.
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  const fetchCart = useCallback(
    (id: string, signal: AbortSignal) =>
      apiCall(
        () =>
          client.GET('/home/product/get-card-product/{userId}', { params: { path: { userId: id } }, signal }),
        signal,
      ),
    [client],
  );

  // The first load, and a Retry after it failed.
  useEffect(() => {
    void attempt;
    if (userId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchCart(userId, controller.signal).then(
      (result) => {
        setState(
          result.status === 'ok'
            ? { status: 'ready', cart: result.data }
            : { status: 'error', message: failureText(result, messages.errors) },
        );
      },
      () => {
        // Aborted: the page or the customer changed, and the new load takes over.
      },
    );
    return () => controller.abort();
  }, [userId, fetchCart, attempt, messages.errors]);

  const change = useCallback(
    (line: CartLineData, kind: CartChange) => {
      if (userId === null) return;
      const signal = pageSignal.current.signal;
      const path = { params: { path: { cartItemId: line._id } }, signal };
      setPendingLineIds((ids) => [...ids, line._id]);
      const send =
        kind === 'increase'
          ? () => client.PUT('/home/product/quantity-inc/{cartItemId}', path)
          : kind === 'decrease'
            ? () => client.PUT('/home/product/quantity-dec/{cartItemId}', path)
            : () => client.DELETE('/home/product/delete-card-product/{cartItemId}', path);
      (async () => {
        const result = await apiCall(send, signal);
        if (result.status === 'failed') toast.error(failureText(result, messages.errors));
        else if (kind === 'remove') {
          toast.success(format(messages.cart.removed, { productName: line.productInfo.name }));
        }
        // Refused or not, the cart is shown as the server now has it (a refusal may mean the stock moved).
        const fresh = await fetchCart(userId, signal);
        if (fresh.status === 'ok') setState({ status: 'ready', cart: fresh.data });
        else toast.error(failureText(fresh, messages.errors));
        counts.refresh();
        setPendingLineIds((ids) => ids.filter((id) => id !== line._id));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [client, userId, fetchCart, toast, messages, counts],
  );

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, pendingLineIds, change, retry };
}
