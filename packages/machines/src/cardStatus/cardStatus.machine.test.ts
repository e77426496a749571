import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CardStatusInput,
  type CardStatusStateValue,
  CONFIRM_RETRY_DELAYS_MS,
  type ConfirmOrderInput,
  cardStatusMachine,
} from './cardStatus.machine';

const ORDER_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';
const INTENT = 'pi_test_1';

/** Stands in for localStorage `orderId`, so a test can see when it is removed and start a page again. */
class FakeOrderIdStorage {
  orderId: string | null = ORDER_ID;
}

function startMachine(
  input: Partial<CardStatusInput> & { storage?: FakeOrderIdStorage },
  confirm: (input: ConfirmOrderInput) => Promise<unknown> = async () => ({ message: 'Order confirmed' }),
) {
  const storage = input.storage ?? new FakeOrderIdStorage();
  const events: string[] = [];
  const confirmOrder = vi.fn((args: ConfirmOrderInput) => {
    events.push('confirm');
    return confirm(args);
  });
  const removeStoredOrderId = vi.fn(() => {
    events.push('remove');
    storage.orderId = null;
  });
  const actor = createActor(
    cardStatusMachine.provide({
      actions: { removeStoredOrderId },
      actors: {
        confirmOrder: fromPromise<unknown, ConfirmOrderInput>(({ input: args }) => confirmOrder(args)),
      },
    }),
    {
      input: {
        redirectStatus: input.redirectStatus === undefined ? 'succeeded' : input.redirectStatus,
        paymentIntent: input.paymentIntent === undefined ? INTENT : input.paymentIntent,
        storedOrderId: storage.orderId,
      },
    },
  );
  actor.start();
  return { actor, storage, events, confirmOrder, removeStoredOrderId };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('cardStatusMachine: reading the status', () => {
  it.each(['failed', 'processing', 'requires_payment_method', 'canceled'])(
    'shows the failure for %s and confirms nothing',
    (redirectStatus) => {
      const { actor, confirmOrder, removeStoredOrderId } = startMachine({ redirectStatus });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().status).toBe('done');
      expect(confirmOrder).not.toHaveBeenCalled();
      expect(removeStoredOrderId).not.toHaveBeenCalled();
    },
  );

  it.each([null, '', '  '])(
    'has nothing to confirm without a status (%j), and shows no loader',
    (redirectStatus) => {
      const { actor, confirmOrder } = startMachine({ redirectStatus });
      expect(actor.getSnapshot().value).toBe('unknown');
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(confirmOrder).not.toHaveBeenCalled();
    },
  );

  it('shows success without a call when the payment succeeded but no order id is stored', () => {
    const storage = new FakeOrderIdStorage();
    storage.orderId = null;
    const { actor, confirmOrder } = startMachine({ storage });
    expect(actor.getSnapshot().value).toBe('paymentSucceeded');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(confirmOrder).not.toHaveBeenCalled();
  });

  it('treats a blank stored order id as none', () => {
    const storage = new FakeOrderIdStorage();
    storage.orderId = ' ';
    const { actor, confirmOrder } = startMachine({ storage });
    expect(actor.getSnapshot().value).toBe('paymentSucceeded');
    expect(confirmOrder).not.toHaveBeenCalled();
  });
});

describe('cardStatusMachine: confirming the order', () => {
  it('confirms the stored order with the payment intent, then removes the stored id', async () => {
    const { actor, events, confirmOrder, storage } = startMachine({});
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('confirmed');
    expect(confirmOrder).toHaveBeenCalledWith({ orderId: ORDER_ID, paymentIntent: INTENT });
    expect(events).toEqual(['confirm', 'remove']);
    expect(storage.orderId).toBeNull();
  });

  it('sends no payment intent when the URL has none', async () => {
    const { actor, confirmOrder } = startMachine({ paymentIntent: null });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(confirmOrder).toHaveBeenCalledWith({ orderId: ORDER_ID, paymentIntent: null });
  });

  it('keeps the stored id while the confirmation is on its way', async () => {
    let finish: () => void = () => {};
    const { actor, storage, removeStoredOrderId } = startMachine(
      {},
      () => new Promise<void>((r) => (finish = r)),
    );
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(storage.orderId).toBe(ORDER_ID);
    expect(removeStoredOrderId).not.toHaveBeenCalled();
    finish();
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(removeStoredOrderId).toHaveBeenCalledTimes(1);
  });

  it('confirms once even when events repeat and the page is opened again', async () => {
    let finish: () => void = () => {};
    const first = startMachine({}, () => new Promise<void>((r) => (finish = r)));
    expect(first.actor.getSnapshot().can({ type: 'cardStatus.retry' })).toBe(false);
    first.actor.send({ type: 'cardStatus.retry' });
    first.actor.send({ type: 'cardStatus.retry' });
    finish();
    await waitFor(first.actor, (s) => s.matches('confirmed'));
    expect(first.actor.getSnapshot().status).toBe('done');
    expect(first.confirmOrder).toHaveBeenCalledTimes(1);

    // A reload of /order/confirm reads the same URL but storage no longer holds the id.
    const again = startMachine({ storage: first.storage });
    expect(again.actor.getSnapshot().value).toBe('paymentSucceeded');
    expect(again.confirmOrder).not.toHaveBeenCalled();
  });

  it('retries after 1, 2 and 4 seconds, then shows the error and keeps the stored id', async () => {
    vi.useFakeTimers();
    const { actor, confirmOrder, storage, removeStoredOrderId } = startMachine({}, () =>
      Promise.reject(new Error('The payment does not match the order')),
    );
    expect(CONFIRM_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);

    await vi.advanceTimersByTimeAsync(0);
    expect(confirmOrder).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.failures).toBe(1);

    await vi.advanceTimersByTimeAsync(999);
    expect(confirmOrder).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(confirmOrder).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1999);
    expect(confirmOrder).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(confirmOrder).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(3999);
    expect(confirmOrder).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('waitingToRetry');
    await vi.advanceTimersByTimeAsync(1);
    expect(confirmOrder).toHaveBeenCalledTimes(4);

    expect(actor.getSnapshot().value).toBe('confirmFailed');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.error).toBe('The payment does not match the order');
    expect(removeStoredOrderId).not.toHaveBeenCalled();
    expect(storage.orderId).toBe(ORDER_ID);

    // Nothing more happens by itself: no endless loader, no endless calls.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(confirmOrder).toHaveBeenCalledTimes(4);
    expect(actor.getSnapshot().value).toBe('confirmFailed');
  });

  it('ends confirmed when a retry succeeds', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const { actor, confirmOrder, removeStoredOrderId } = startMachine({}, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Service unavailable');
      return { message: 'Order confirmed' };
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(confirmOrder).toHaveBeenCalledTimes(2);
    expect(removeStoredOrderId).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('lets the shopper try again after the retries ran out, with a fresh set of retries', async () => {
    vi.useFakeTimers();
    let failing = true;
    const { actor, confirmOrder, removeStoredOrderId } = startMachine({}, async () => {
      if (failing) throw new Error('Service unavailable');
      return { message: 'Order confirmed' };
    });
    await vi.advanceTimersByTimeAsync(7000);
    expect(actor.getSnapshot().value).toBe('confirmFailed');
    expect(confirmOrder).toHaveBeenCalledTimes(4);

    failing = false;
    expect(actor.getSnapshot().can({ type: 'cardStatus.retry' })).toBe(true);
    actor.send({ type: 'cardStatus.retry' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failures).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(confirmOrder).toHaveBeenCalledTimes(5);
    expect(removeStoredOrderId).toHaveBeenCalledTimes(1);
  });

  it('offers the UI only the states it shows', () => {
    expectTypeOf<CardStatusStateValue>().toEqualTypeOf<
      | 'confirming'
      | 'waitingToRetry'
      | 'confirmed'
      | 'confirmFailed'
      | 'paymentSucceeded'
      | 'failed'
      | 'unknown'
    >();
  });
});
