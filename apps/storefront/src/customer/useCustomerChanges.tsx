import { format, useMessages } from '@bazaar/ui/messages';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router-dom';
import { failureText } from '../api/failureText';
import { useToast } from '../toasts/toasts';
import { type ChangeOutcome, type CustomerChange, isCustomerChange } from './customerChanges';

export interface CustomerChanges {
  /** Sends a change to the route's action (customerChanges.ts), each with a fetcher of its own. */
  submit: (change: CustomerChange) => void;
  /** The changes still with the server: sent, or the loaders running again after them. */
  pending: readonly CustomerChange[];
  /** Says each change's outcome when it is done; the page renders it anywhere. */
  outcomes: ReactNode;
}

let sent = 0;

/**
 * A page's changes to the cart and the wishlist (SPEC.md §4). Nothing changes on screen before the server
 * agrees: what is waiting is what the fetchers hold, and once a change is done the router has loaded the
 * page and the frame again, so both show what the server now has. A refusal says the server's words.
 */
export function useCustomerChanges(): CustomerChanges {
  const submitToAction = useSubmit();
  const fetchers = useFetchers();
  const [keys, setKeys] = useState<readonly string[]>([]);

  const submit = useCallback(
    (change: CustomerChange) => {
      sent += 1;
      const key = `customer-change-${sent}`;
      setKeys((current) => [...current, key]);
      void submitToAction(change, {
        method: 'post',
        encType: 'application/json',
        navigate: false,
        fetcherKey: key,
      });
    },
    [submitToAction],
  );
  const forget = useCallback(
    (key: string) => setKeys((current) => current.filter((each) => each !== key)),
    [],
  );

  const pending = fetchers.flatMap((fetcher) =>
    fetcher.state !== 'idle' && isCustomerChange(fetcher.json) ? [fetcher.json] : [],
  );
  const outcomes = keys.map((key) => <OutcomeToast key={key} fetcherKey={key} onSaid={forget} />);
  return { submit, pending, outcomes };
}

/** Keeps one change's fetcher until its outcome is in, then says it (a toast) and goes. */
function OutcomeToast({ fetcherKey, onSaid }: { fetcherKey: string; onSaid: (key: string) => void }) {
  const fetcher = useFetcher<ChangeOutcome>({ key: fetcherKey });
  const say = useOutcomeToast();
  const outcome = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (outcome === undefined) return;
    say(outcome);
    onSaid(fetcherKey);
  }, [outcome, say, onSaid, fetcherKey]);
  return null;
}

function useOutcomeToast(): (outcome: ChangeOutcome) => void {
  const messages = useMessages();
  const toast = useToast();
  return useCallback(
    (outcome: ChangeOutcome) => {
      const { change } = outcome;
      if (outcome.status === 'error') {
        // 409 without words: not that many left (DESIGN.md §3).
        if (change.intent === 'cart.add' && outcome.httpStatus === 409 && outcome.serverMessage === null) {
          toast.error(messages.toasts.outOfStock);
        } else toast.error(failureText(outcome, messages.errors));
        return;
      }
      const productName = change.name;
      if (change.intent === 'cart.add') toast.success(messages.product.addedToCart);
      else if (change.intent === 'cart.remove') toast.success(format(messages.cart.removed, { productName }));
      else if (change.intent === 'wishlist.add')
        toast.success(format(messages.wishlist.added, { productName }));
      else if (change.intent === 'wishlist.remove') {
        toast.success(format(messages.wishlist.removed, { productName }));
      }
    },
    [messages, toast],
  );
}
