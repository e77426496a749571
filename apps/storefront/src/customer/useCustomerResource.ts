import { useMessages } from '@bazaar/ui/messages';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../api/failureText';
import type { ApiResult } from '../api/result';

/** Loading, the load's failure in words, or what the page shows once loaded (its `ready` state). */
export type CustomerResourceState<Ready> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | Ready;

export interface CustomerResource<Data, Ready> {
  state: CustomerResourceState<Ready>;
  /** Shows data loaded again after a change, the same way as the first load's. */
  show: (data: Data) => void;
  /** Aborted when the page goes away: changes and their reloads are sent with its signal. */
  pageSignal: RefObject<AbortController>;
  /** Loads again after the first load failed. */
  retry: () => void;
}

/**
 * What the cart and the wishlist share, so their load, Retry and abort rules cannot drift apart: a first load
 * for the signed-in customer (again when the customer, the language or Retry asks), its failure in the server's
 * words or the shop's own, and the signal that ends whatever is still out when the page goes away. Changes and
 * the reload after each stay with the caller. `load` and `ready` must be stable (useCallback or module level):
 * a new one loads again.
 */
export function useCustomerResource<Data, Ready>(
  userId: string | null,
  load: (userId: string, signal: AbortSignal) => Promise<ApiResult<Data>>,
  ready: (data: Data) => Ready,
): CustomerResource<Data, Ready> {
  const messages = useMessages();
  const [state, setState] = useState<CustomerResourceState<Ready>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Aborts whatever is still out when the page goes away.
  const pageSignal = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    pageSignal.current = controller;
    return () => controller.abort();
  }, []);

  // The first load, and a Retry after it failed.
  useEffect(() => {
    void attempt;
    if (userId === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(userId, controller.signal).then(
      (result) => {
        setState(
          result.status === 'ok'
            ? ready(result.data)
            : { status: 'error', message: failureText(result, messages.errors) },
        );
      },
      () => {
        // Aborted: the page or the customer changed, and the new load takes over.
      },
    );
    return () => controller.abort();
  }, [userId, load, ready, attempt, messages.errors]);

  const show = useCallback((data: Data) => setState(ready(data)), [ready]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return { state, show, pageSignal, retry };
}
