import type { ShippingInfo } from '@bazaar/api-client/types';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type CheckoutInput, type PlacedOrder, placedCartOrder, type StoredCheckout } from './checkout';
import {
  type PlaceOrderInput,
  readStoredShippingInfo,
  type ShippingStateValue,
  type StoredShippingInfo,
  shippingMachine,
} from './shipping.machine';

const USER = '7f1c2a9e-5b7d-4c1e-9a51-3f2d8b6c0e11';
const OTHER_USER = '0b9e4d3c-2a1f-4e5d-8c7b-6a5f4e3d2c1b';

const valid: ShippingInfo = {
  name: 'Priya Sharma',
  address: '12 Civil Lines',
  phone: '9876543210',
  post: '440001',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Sitabuldi',
};

const placed: PlacedOrder = {
  orderId: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98',
  price: 2499,
  shipping_fee: 20,
  items: 3,
};

const NOW = Date.UTC(2025, 9, 20, 10, 30);
const FRESH_KEY = 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9';
const CONTENTS = 'c4a7-1:kurta:1,c4a7-2:mixer:1';

function startMachine(
  options: {
    stored?: unknown;
    placeOrder?: (input: PlaceOrderInput) => Promise<PlacedOrder>;
    checkout?: Partial<CheckoutInput>;
  } = {},
) {
  const persistShippingInfo = vi.fn<(params: StoredShippingInfo) => void>();
  const persistCheckout = vi.fn<(params: StoredCheckout) => void>();
  const goToPayment = vi.fn<(params: { orderId: string }) => void>();
  const placeOrder = vi.fn(options.placeOrder ?? (async () => placed));
  const checkout: CheckoutInput = {
    source: 'cart',
    contents: CONTENTS,
    kept: null,
    freshKey: FRESH_KEY,
    now: NOW,
    ...options.checkout,
  };
  const actor = createActor(
    shippingMachine.provide({
      actions: {
        persistShippingInfo: (_, params) => persistShippingInfo(params),
        persistCheckout: (_, params) => persistCheckout(params),
        goToPayment: (_, params) => goToPayment(params),
      },
      actors: { placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input }) => placeOrder(input)) },
    }),
    {
      input: {
        userId: USER,
        stored: options.stored,
        checkout,
      },
    },
  );
  actor.start();
  return { actor, persistShippingInfo, persistCheckout, goToPayment, placeOrder };
}

describe('shippingMachine: restoring from storage', () => {
  it('opens the empty form when nothing is stored', () => {
    const { actor } = startMachine();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.shippingInfo).toBeNull();
    expect(actor.getSnapshot().context.unsavedInfo).toBeNull();
  });

  it('shows the saved line when the stored info belongs to the signed-in customer', () => {
    const { actor, persistShippingInfo } = startMachine({
      stored: { userId: USER, data: { ...valid, phone: '+91 98765 43210', province: 'maharashtra' } },
    });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.shippingInfo).toEqual(valid);
    // Restoring is reading, not saving.
    expect(persistShippingInfo).not.toHaveBeenCalled();
  });

  it("ignores another customer's stored info", () => {
    const { actor } = startMachine({ stored: { userId: OTHER_USER, data: valid } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.shippingInfo).toBeNull();
    expect(actor.getSnapshot().context.unsavedInfo).toBeNull();
  });

  it('opens the form with the stored info of the customer when it no longer validates, to be corrected', () => {
    const { actor } = startMachine({ stored: { userId: USER, data: { ...valid, post: '4400' } } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.unsavedInfo).toEqual({ ...valid, post: '4400' });
    expect(actor.getSnapshot().context.shippingInfo).toBeNull();
    expect(actor.getSnapshot().can({ type: 'shipping.placeOrder' })).toBe(false);
  });

  it.each([
    ['a string', 'shippingInfo'],
    ['null', null],
    ['an array', [USER, valid]],
    ['data as a string', { userId: USER, data: 'Nagpur' }],
  ])('treats %s in storage as nothing stored', (_label, stored) => {
    const { actor } = startMachine({ stored });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.shippingInfo).toBeNull();
    expect(actor.getSnapshot().context.unsavedInfo).toBeNull();
  });

  it('takes only the text fields of a stored entry', () => {
    expect(
      readStoredShippingInfo({ userId: USER, data: { ...valid, post: 440001, extra: 'x' } }, USER),
    ).toEqual({
      ...valid,
      post: '',
    });
  });
});

describe('shippingMachine: saving the address', () => {
  it('saves the address the form sends and writes it to storage under the customer', () => {
    const { actor, persistShippingInfo } = startMachine();
    actor.send({ type: 'shipping.save', info: valid });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.shippingInfo).toEqual(valid);
    expect(persistShippingInfo).toHaveBeenCalledTimes(1);
    expect(persistShippingInfo).toHaveBeenCalledWith({ userId: USER, data: valid });
  });

  it('replaces a stored address that no longer validated once the form saves it corrected', () => {
    const { actor, persistShippingInfo } = startMachine({
      stored: { userId: USER, data: { ...valid, post: '4400' } },
    });
    actor.send({ type: 'shipping.save', info: valid });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.shippingInfo).toEqual(valid);
    expect(actor.getSnapshot().context.unsavedInfo).toBeNull();
    expect(persistShippingInfo).toHaveBeenCalledWith({ userId: USER, data: valid });
  });

  it('reopens the form with the saved address on Change, and takes no save until then', () => {
    const { actor, persistShippingInfo } = startMachine({ stored: { userId: USER, data: valid } });
    const moved = { ...valid, city: 'Pune', post: '411001' };
    expect(actor.getSnapshot().can({ type: 'shipping.save', info: moved })).toBe(false);
    actor.send({ type: 'shipping.save', info: moved });
    expect(actor.getSnapshot().context.shippingInfo).toEqual(valid);
    expect(persistShippingInfo).not.toHaveBeenCalled();

    actor.send({ type: 'shipping.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.shippingInfo).toEqual(valid);
    actor.send({ type: 'shipping.save', info: moved });
    expect(actor.getSnapshot().context.shippingInfo).toEqual(moved);
    expect(persistShippingInfo).toHaveBeenCalledWith({ userId: USER, data: moved });
  });

  it('ignores Change while the form is open', () => {
    const { actor } = startMachine();
    expect(actor.getSnapshot().can({ type: 'shipping.edit' })).toBe(false);
    actor.send({ type: 'shipping.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('tells the page when the address is saved and when the order is on its way', async () => {
    let finish: (order: PlacedOrder) => void = () => {};
    const { actor } = startMachine({ placeOrder: () => new Promise((resolve) => (finish = resolve)) });
    expect(actor.getSnapshot().hasTag('addressSaved')).toBe(false);
    actor.send({ type: 'shipping.save', info: valid });
    expect(actor.getSnapshot().hasTag('addressSaved')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    actor.send({ type: 'shipping.placeOrder' });
    expect(actor.getSnapshot().hasTag('addressSaved')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    finish(placed);
    // Placed, on the way to the payment page: still busy, so the summary keeps saying so.
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.hasTag('addressSaved')).toBe(true);
    expect(done.hasTag('busy')).toBe(true);
  });
});

describe('shippingMachine: placing the order', () => {
  it('ignores Place Order until the shipping info is saved', () => {
    const { actor, placeOrder } = startMachine();
    expect(actor.getSnapshot().can({ type: 'shipping.placeOrder' })).toBe(false);
    actor.send({ type: 'shipping.placeOrder' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('places the order with the saved info, keeps the server’s figures and opens the payment page', async () => {
    const { actor, placeOrder, goToPayment } = startMachine({ stored: { userId: USER, data: valid } });
    expect(actor.getSnapshot().can({ type: 'shipping.placeOrder' })).toBe(true);
    actor.send({ type: 'shipping.placeOrder' });
    expect(actor.getSnapshot().value).toBe('placingOrder');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(goToPayment).not.toHaveBeenCalled();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.value).toBe('placed');
    expect(snapshot.context.order).toEqual(placed);
    expect(goToPayment).toHaveBeenCalledTimes(1);
    expect(goToPayment).toHaveBeenCalledWith({ orderId: placed.orderId });
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(placeOrder).toHaveBeenCalledWith({ userId: USER, shippingInfo: valid, idempotencyKey: FRESH_KEY });
  });

  it('places the order once even when Place Order is pressed again while it is on its way', async () => {
    let finish: (order: PlacedOrder) => void = () => {};
    const { actor, placeOrder, goToPayment } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: () => new Promise((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'shipping.placeOrder' });
    actor.send({ type: 'shipping.placeOrder' });
    actor.send({ type: 'shipping.edit' });
    expect(actor.getSnapshot().value).toBe('placingOrder');
    finish(placed);
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(goToPayment).toHaveBeenCalledTimes(1);
  });

  it('goes back to the saved line with the server’s text when placing fails, and can try again', async () => {
    let attempt = 0;
    const { actor, placeOrder, goToPayment } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Only 2 left of Kolhapuri Chappal');
        return placed;
      },
    });
    actor.send({ type: 'shipping.placeOrder' });
    const failed = await waitFor(actor, (s) => s.context.placeOrderError !== null);
    expect(failed.value).toBe('saved');
    expect(failed.context.placeOrderError).toBe('Only 2 left of Kolhapuri Chappal');
    expect(failed.context.shippingInfo).toEqual(valid);
    expect(goToPayment).not.toHaveBeenCalled();

    actor.send({ type: 'shipping.placeOrder' });
    expect(actor.getSnapshot().context.placeOrderError).toBeNull();
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder).toHaveBeenCalledTimes(2);
    expect(goToPayment).toHaveBeenCalledTimes(1);
  });

  it('shows a general text when the failure carries none', async () => {
    const { actor } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: () => Promise.reject(new Error('')),
    });
    actor.send({ type: 'shipping.placeOrder' });
    const failed = await waitFor(actor, (s) => s.context.placeOrderError !== null);
    expect(failed.context.placeOrderError).toBe('Something went wrong. Please try again.');
  });

  it('clears the failure text when the form is reopened', async () => {
    const { actor } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: () => Promise.reject(new Error('Out of stock')),
    });
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.context.placeOrderError !== null);
    actor.send({ type: 'shipping.edit' });
    expect(actor.getSnapshot().context.placeOrderError).toBeNull();
  });

  it('offers the UI exactly the four states it switches on', () => {
    expectTypeOf<ShippingStateValue>().toEqualTypeOf<
      'editing' | 'saved' | 'placingOrder' | 'placed' | 'orderPlaced'
    >();
  });
});

describe('shippingMachine: one order per checkout (Idempotency-Key)', () => {
  const HOUR = 60 * 60 * 1000;
  const KEPT_KEY = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const keptCheckout = (changes: Partial<StoredCheckout> = {}): StoredCheckout => ({
    userId: USER,
    source: 'cart',
    contents: CONTENTS,
    key: KEPT_KEY,
    startedAt: NOW - HOUR,
    order: null,
    ...changes,
  });

  it('keeps the checkout with its key before the order is sent, and with the order once it is placed', async () => {
    let finish: (order: PlacedOrder) => void = () => {};
    const { actor, placeOrder, persistCheckout } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: () => new Promise((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'shipping.placeOrder' });
    const unplaced = { userId: USER, source: 'cart', contents: CONTENTS, key: FRESH_KEY, startedAt: NOW };
    expect(persistCheckout).toHaveBeenCalledTimes(1);
    expect(persistCheckout).toHaveBeenLastCalledWith({ ...unplaced, order: null });
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: FRESH_KEY }));

    finish(placed);
    await waitFor(actor, (s) => s.matches('placed'));
    expect(persistCheckout).toHaveBeenCalledTimes(2);
    expect(persistCheckout).toHaveBeenLastCalledWith({ ...unplaced, order: placed });
  });

  it('sends the same key again when Place Order is tried again after a failure', async () => {
    let attempt = 0;
    const { actor, placeOrder } = startMachine({
      stored: { userId: USER, data: valid },
      placeOrder: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Bazaar could not be reached.');
        return placed;
      },
    });
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.context.placeOrderError !== null);
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([FRESH_KEY, FRESH_KEY]);
  });

  it('continues a kept checkout of the same contents with its key (a reload before the answer came)', async () => {
    const { actor, placeOrder } = startMachine({
      stored: { userId: USER, data: valid },
      checkout: { kept: keptCheckout() },
    });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.checkout).toEqual({
      source: 'cart',
      contents: CONTENTS,
      key: KEPT_KEY,
      startedAt: NOW - HOUR,
    });
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: KEPT_KEY }));
  });

  it('offers the order a kept checkout placed instead of Place Order (Back from the payment page)', () => {
    const { actor, placeOrder } = startMachine({
      stored: { userId: USER, data: valid },
      checkout: { kept: keptCheckout({ order: placed }) },
    });
    expect(actor.getSnapshot().value).toBe('orderPlaced');
    expect(actor.getSnapshot().context.order).toEqual(placed);
    expect(actor.getSnapshot().can({ type: 'shipping.placeOrder' })).toBe(false);
    actor.send({ type: 'shipping.placeOrder' });
    expect(actor.getSnapshot().value).toBe('orderPlaced');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('starts a new checkout with a new key when asked, and places its order with that key', async () => {
    const NEW_KEY = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
    const { actor, placeOrder, persistCheckout } = startMachine({
      stored: { userId: USER, data: valid },
      checkout: { kept: keptCheckout({ order: placed }) },
    });
    actor.send({ type: 'checkout.startNew', key: NEW_KEY, now: NOW + 5 });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.order).toBeNull();
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: NEW_KEY }));
    expect(persistCheckout).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: NEW_KEY, startedAt: NOW + 5, order: placed }),
    );
  });

  it.each<[string, Partial<StoredCheckout> | unknown]>([
    ['a changed cart', { contents: 'c4a7-1:kurta:2,c4a7-2:mixer:1' }],
    ['another source (Buy Now)', { source: 'buyNow' }],
    ["another customer's", { userId: OTHER_USER }],
    ['one older than 24 hours', { startedAt: NOW - 24 * HOUR }],
    ['one dated in the future', { startedAt: NOW + HOUR }],
    ['an order of the wrong shape', { order: { orderId: 42 } }],
  ])('starts a new checkout, with the fresh key, instead of %s', async (_label, changes) => {
    const kept = { ...keptCheckout({ order: placed }), ...(changes as object) };
    const { actor, placeOrder } = startMachine({ stored: { userId: USER, data: valid }, checkout: { kept } });
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.checkout.key).toBe(FRESH_KEY);
    actor.send({ type: 'shipping.placeOrder' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(placeOrder).toHaveBeenCalledWith(expect.objectContaining({ idempotencyKey: FRESH_KEY }));
  });

  it.each([
    ['nothing', null],
    ['a string', 'checkout'],
    ['an array', [USER, KEPT_KEY]],
    ['no key', { ...keptCheckout(), key: '' }],
  ])('treats %s in storage as no checkout', (_label, kept) => {
    const { actor } = startMachine({ checkout: { kept } });
    expect(actor.getSnapshot().context.checkout.key).toBe(FRESH_KEY);
    expect(actor.getSnapshot().context.order).toBeNull();
  });
});

describe('placedCartOrder (the cart emptied by its own order)', () => {
  const kept = {
    userId: USER,
    source: 'cart',
    contents: CONTENTS,
    key: 'k',
    startedAt: NOW - 1000,
    order: placed,
  };

  it('answers the order a cart checkout placed, for its customer, within 24 hours', () => {
    expect(placedCartOrder(kept, USER, NOW)).toEqual(placed);
  });

  it('answers none for a Buy Now, an order not yet placed, another customer or an old checkout', () => {
    expect(placedCartOrder({ ...kept, source: 'buyNow' }, USER, NOW)).toBeNull();
    expect(placedCartOrder({ ...kept, order: null }, USER, NOW)).toBeNull();
    expect(placedCartOrder(kept, OTHER_USER, NOW)).toBeNull();
    expect(placedCartOrder(kept, USER, NOW + 24 * 60 * 60 * 1000)).toBeNull();
  });
});
