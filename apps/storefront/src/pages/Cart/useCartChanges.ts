import type { ApiClient } from '@bazaar/api-client';
import type { CartLineData } from '@bazaar/ui/components/CartLine';
import { format, useMessages } from '@bazaar/ui/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { type CartLineChange, changeCartLine } from '../../api/cart';
import { failureText } from '../../api/failureText';
import { useShopCounts } from '../../layout/shopCounts';
import { useToast } from '../../toasts/toasts';

export interface CartChanges {
  /** Cart line ids whose change is with the server. */
  pendingLineIds: readonly string[];
  change: (line: CartLineData, change: CartLineChange) => void;
}

/**
 * The cart's changes. Nothing is changed on screen before the server agrees: each change is sent, then the
 * route's loader runs again (SPEC.md §4: the cart reloads after every message) with the server's lines and
 * totals, and the header's counts follow. A refused change shows the server's words and leaves the cart as
 * the server has it.
 */
export function useCartChanges(client: ApiClient): CartChanges {
  const messages = useMessages();
  const toast = useToast();
  const counts = useShopCounts();
  const revalidator = useRevalidator();
  const [pendingLineIds, setPendingLineIds] = useState<readonly string[]>([]);
  // Aborts whatever is still out when the page goes away.
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  const change = useCallback(
    (line: CartLineData, kind: CartLineChange) => {
      const signal = pageSignal.current.signal;
      setPendingLineIds((ids) => [...ids, line._id]);
      (async () => {
        const result = await changeCartLine(client, line._id, kind, signal);
        if (result.status === 'error') toast.error(failureText(result, messages.errors));
        else if (kind === 'remove') {
          toast.success(format(messages.cart.removed, { productName: line.productInfo.name }));
        }
        // Refused or not, the cart is shown as the server now has it (a refusal may mean the stock moved).
        if (signal.aborted) return;
        await revalidator.revalidate();
        counts.refresh();
        setPendingLineIds((ids) => ids.filter((id) => id !== line._id));
      })().catch(() => {
        // Aborted: the page has gone away.
      });
    },
    [client, toast, messages, counts, revalidator],
  );

  return { pendingLineIds, change };
}
