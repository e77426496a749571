import type { ApiClient } from '@bazaar/api-client';
import type { CartLineData } from '@bazaar/ui/components/CartLine';
import type { CartData, CartViewState } from '@bazaar/ui/components/CartView';
import { format, useMessages } from '@bazaar/ui/messages';
import { useCallback, useState } from 'react';
import { type CartLineChange, changeCartLine, getCart } from '../../api/cart';
import { failureText } from '../../api/failureText';
import { useCustomerResource } from '../../customer/useCustomerResource';
import { useShopCounts } from '../../layout/shopCounts';
import { useToast } from '../../toasts/toasts';

export type CartChange = CartLineChange;

export interface CartPageData {
  state: CartViewState;
  /** Cart line ids whose change is with the server. */
  pendingLineIds: readonly string[];
  change: (line: CartLineData, change: CartChange) => void;
  retry: () => void;
}

const readyCart = (cart: CartData) => ({ status: 'ready', cart }) as const;

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
  const [pendingLineIds, setPendingLineIds] = useState<readonly string[]>([]);

  const fetchCart = useCallback((id: string, signal: AbortSignal) => getCart(client, id, signal), [client]);
  const { state, show, pageSignal, retry } = useCustomerResource(userId, fetchCart, readyCart);

  const change = useCallback(
    (line: CartLineData, kind: CartChange) => {
      if (userId === null) return;
      const signal = pageSignal.current.signal;
      setPendingLineIds((ids) => [...ids, line._id]);
      (async () => {
        const result = await changeCartLine(client, line._id, kind, signal);
        if (result.status === 'error') toast.error(failureText(result, messages.errors));
        else if (kind === 'remove') {
          toast.success(format(messages.cart.removed, { productName: line.productInfo.name }));
        }
        // Refused or not, the cart is shown as the server now has it (a refusal may mean the stock moved).
        const fresh = await fetchCart(userId, signal);
        if (fresh.status === 'ok') show(fresh.data);
        else toast.error(failureText(fresh, messages.errors));
        counts.refresh();
        setPendingLineIds((ids) => ids.filter((id) => id !== line._id));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [client, userId, pageSignal, fetchCart, show, toast, messages, counts],
  );

  return { state, pendingLineIds, change, retry };
}
