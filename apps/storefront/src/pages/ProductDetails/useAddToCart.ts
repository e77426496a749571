import type { ApiClient } from '@bazaar/api-client';
import { useMessages } from '@bazaar/ui/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { addToCart } from '../../api/cart';
import { failureText } from '../../api/failureText';
import { useShopCounts } from '../../layout/shopCounts';
import { useToast } from '../../toasts/toasts';

export type AddToCartStatus = 'idle' | 'adding';

/**
 * Add To Cart on the product page (POST /home/product/add-to-card with the chosen quantity): a thank-you
 * and fresh header counts when the server takes it, the server's words when it does not (409: not that
 * many left, DESIGN.md §3).
 */
export function useAddToCart(client: ApiClient): {
  status: AddToCartStatus;
  add: (request: { userId: string; productId: string; quantity: number }) => void;
} {
  const messages = useMessages();
  const toast = useToast();
  const counts = useShopCounts();
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  const add = useCallback(
    (body: { userId: string; productId: string; quantity: number }) => {
      const signal = pageSignal.current.signal;
      setStatus('adding');
      addToCart(client, body, signal).then(
        (result) => {
          if (result.status === 'ok') {
            toast.success(messages.product.addedToCart);
            counts.refresh();
          } else if (result.httpStatus === 409 && result.serverMessage === null) {
            toast.error(messages.toasts.outOfStock);
          } else {
            toast.error(failureText(result, messages.errors));
          }
          setStatus('idle');
        },
        () => {
          // Aborted: the page has gone away.
        },
      );
    },
    [client, toast, counts, messages],
  );

  return { status, add };
}
