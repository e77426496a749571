import type { CardPayment, PaymentConfig } from '@bazaar/api-client/types';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  COD_PROCESSING_DELAY_MS,
  type ConfirmCardPaymentInput,
  type ConfirmCardPaymentOutput,
  type PaymentStateValue,
  paymentMachine,
  type TestCard,
} from './payment.machine';

const ORDER_ID = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98';

const testConfig: PaymentConfig = { provider: 'test', publishableKey: null };
const stripeConfig: PaymentConfig = { provider: 'stripe', publishableKey: 'pk_test_bazaar' };

const testIntent: CardPayment = {
  provider: 'test',
  clientSecret: 'pi_test_1_secret_2',
  paymentIntentId: 'pi_test_1',
  amount: 251900,
  currency: 'inr',
};

const goodCard: TestCard = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const REDIRECT = '/order/confirm?payment_intent=pi_test_1&redirect_status=succeeded';

interface Fakes {
  chooseCashOnDelivery?: (input: { orderId: string }) => Promise<unknown>;
  getPaymentConfig?: () => Promise<PaymentConfig>;
  createCardPayment?: (input: { orderId: string }) => Promise<CardPayment>;
  confirmCardPayment?: (input: ConfirmCardPaymentInput) => Promise<ConfirmCardPaymentOutput>;
}

function startMachine(fakes: Fakes = {}) {
  const calls: string[] = [];
  const chooseCashOnDelivery = vi.fn(fakes.chooseCashOnDelivery ?? (async () => ({ message: 'ok' })));
  const getPaymentConfig = vi.fn(fakes.getPaymentConfig ?? (async () => testConfig));
  const createCardPayment = vi.fn(fakes.createCardPayment ?? (async () => testIntent));
  const confirmCardPayment = vi.fn(fakes.confirmCardPayment ?? (async () => ({ redirectUrl: REDIRECT })));
  const storeOrderId = vi.fn((params: { orderId: string }) => calls.push(`store ${params.orderId}`));
  const goToCodSuccess = vi.fn<(params: { orderId: string }) => void>();
  const followRedirect = vi.fn<(params: ConfirmCardPaymentOutput) => void>();
  const actor = createActor(
    paymentMachine.provide({
      actions: {
        storeOrderId: (_, params) => storeOrderId(params),
        goToCodSuccess: (_, params) => goToCodSuccess(params),
        followRedirect: (_, params) => followRedirect(params),
      },
      actors: {
        chooseCashOnDelivery: fromPromise<unknown, { orderId: string }>(({ input }) =>
          chooseCashOnDelivery(input),
        ),
        getPaymentConfig: fromPromise<PaymentConfig>(() => getPaymentConfig()),
        createCardPayment: fromPromise<CardPayment, { orderId: string }>(({ input }) =>
          createCardPayment(input),
        ),
        confirmCardPayment: fromPromise<ConfirmCardPaymentOutput, ConfirmCardPaymentInput>(({ input }) => {
          calls.push('confirm');
          return confirmCardPayment(input);
        }),
      },
    }),
    { input: { orderId: ORDER_ID } },
  );
  actor.start();
  return {
    actor,
    calls,
    chooseCashOnDelivery,
    getPaymentConfig,
    createCardPayment,
    confirmCardPayment,
    storeOrderId,
    goToCodSuccess,
    followRedirect,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('paymentMachine: card, the default method', () => {
  it('selects card and loads the provider and the payment intent at once', async () => {
    const { actor, getPaymentConfig, createCardPayment } = startMachine();
    expect(actor.getSnapshot().value).toBe('loadingProvider');
    expect(actor.getSnapshot().context.method).toBe('card');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('creatingIntent'));
    const snapshot = await waitFor(actor, (s) => s.matches('cardForm'));
    expect(snapshot.context.config).toEqual(testConfig);
    expect(snapshot.context.cardPayment).toEqual(testIntent);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(getPaymentConfig).toHaveBeenCalledTimes(1);
    expect(createCardPayment).toHaveBeenCalledWith({ orderId: ORDER_ID });
  });

  it('shows Stripe Elements when Stripe is the provider', async () => {
    const { actor } = startMachine({
      getPaymentConfig: async () => stripeConfig,
      createCardPayment: async () => ({ ...testIntent, provider: 'stripe' }),
    });
    await waitFor(actor, (s) => s.matches('stripeElements'));
    expect(actor.getSnapshot().context.config?.publishableKey).toBe('pk_test_bazaar');
  });

  it('says why card payment is unavailable when the provider cannot be loaded, and retries it', async () => {
    let attempt = 0;
    const { actor, getPaymentConfig } = startMachine({
      getPaymentConfig: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Card payments are not available yet');
        return testConfig;
      },
    });
    const unavailable = await waitFor(actor, (s) => s.matches('cardUnavailable'));
    expect(unavailable.context.error).toBe('Card payments are not available yet');
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('loadingProvider');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('cardForm'));
    expect(getPaymentConfig).toHaveBeenCalledTimes(2);
  });

  it('retries only the payment intent when the provider is already known', async () => {
    let attempt = 0;
    const { actor, getPaymentConfig, createCardPayment } = startMachine({
      createCardPayment: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('The order is cancelled');
        return testIntent;
      },
    });
    const unavailable = await waitFor(actor, (s) => s.matches('cardUnavailable'));
    expect(unavailable.context.error).toBe('The order is cancelled');
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('creatingIntent');
    await waitFor(actor, (s) => s.matches('cardForm'));
    expect(getPaymentConfig).toHaveBeenCalledTimes(1);
    expect(createCardPayment).toHaveBeenCalledTimes(2);
  });

  it('ignores Pay without card details on the test form', async () => {
    const { actor, confirmCardPayment } = startMachine();
    await waitFor(actor, (s) => s.matches('cardForm'));
    expect(actor.getSnapshot().can({ type: 'payment.submit' })).toBe(false);
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('cardForm');
    expect(confirmCardPayment).not.toHaveBeenCalled();
  });

  it('stores the order id before the provider confirms, then redirects', async () => {
    const { actor, calls, confirmCardPayment, storeOrderId, followRedirect, goToCodSuccess } = startMachine();
    await waitFor(actor, (s) => s.matches('cardForm'));
    actor.send({ type: 'payment.submit', card: goodCard });
    expect(actor.getSnapshot().value).toBe('confirmingCard');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(followRedirect).not.toHaveBeenCalled();
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('redirecting');
    expect(followRedirect).toHaveBeenCalledTimes(1);
    expect(followRedirect).toHaveBeenCalledWith({ redirectUrl: REDIRECT });
    expect(goToCodSuccess).not.toHaveBeenCalled();
    expect(calls).toEqual([`store ${ORDER_ID}`, 'confirm']);
    expect(storeOrderId).toHaveBeenCalledTimes(1);
    expect(confirmCardPayment).toHaveBeenCalledWith({
      provider: 'test',
      payment: testIntent,
      card: goodCard,
    });
  });

  it('goes back to the test form with the reason when the card is declined, and lets the shopper pay again', async () => {
    let attempt = 0;
    const { actor, confirmCardPayment, followRedirect } = startMachine({
      confirmCardPayment: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('Your card was declined.');
        return { redirectUrl: REDIRECT };
      },
    });
    await waitFor(actor, (s) => s.matches('cardForm'));
    actor.send({ type: 'payment.submit', card: { ...goodCard, cardNumber: '4000000000000002' } });
    const declined = await waitFor(actor, (s) => s.context.error !== null);
    expect(declined.value).toBe('cardForm');
    expect(declined.context.error).toBe('Your card was declined.');
    expect(followRedirect).not.toHaveBeenCalled();

    actor.send({ type: 'payment.submit', card: goodCard });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(confirmCardPayment).toHaveBeenCalledTimes(2);
    expect(confirmCardPayment).toHaveBeenLastCalledWith({
      provider: 'test',
      payment: testIntent,
      card: goodCard,
    });
  });

  it('confirms with Stripe without a card of its own and returns to Elements when declined', async () => {
    const { actor, confirmCardPayment } = startMachine({
      getPaymentConfig: async () => stripeConfig,
      confirmCardPayment: () => Promise.reject(new Error('Your card has insufficient funds.')),
    });
    await waitFor(actor, (s) => s.matches('stripeElements'));
    actor.send({ type: 'payment.submit' });
    const declined = await waitFor(actor, (s) => s.context.error !== null);
    expect(declined.value).toBe('stripeElements');
    expect(declined.context.error).toBe('Your card has insufficient funds.');
    expect(confirmCardPayment).toHaveBeenCalledWith({ provider: 'stripe', payment: testIntent, card: null });
  });

  it('ignores Pay and a change of method while a card payment is on its way', async () => {
    let finish: (output: ConfirmCardPaymentOutput) => void = () => {};
    const { actor, confirmCardPayment, storeOrderId } = startMachine({
      confirmCardPayment: () => new Promise((resolve) => (finish = resolve)),
    });
    await waitFor(actor, (s) => s.matches('cardForm'));
    actor.send({ type: 'payment.submit', card: goodCard });
    expect(actor.getSnapshot().can({ type: 'payment.submit', card: goodCard })).toBe(false);
    actor.send({ type: 'payment.submit', card: goodCard });
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    expect(actor.getSnapshot().value).toBe('confirmingCard');
    expect(actor.getSnapshot().context.method).toBe('card');
    finish({ redirectUrl: REDIRECT });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(confirmCardPayment).toHaveBeenCalledTimes(1);
    expect(storeOrderId).toHaveBeenCalledTimes(1);
  });

  it('ignores choosing card while card is already chosen', async () => {
    const { actor } = startMachine();
    await waitFor(actor, (s) => s.matches('cardForm'));
    expect(actor.getSnapshot().can({ type: 'payment.methodSelected', method: 'card' })).toBe(false);
  });
});

describe('paymentMachine: cash on delivery', () => {
  it('switches to cash on delivery while the provider is still loading, and drops its late answer', async () => {
    let answer: (config: PaymentConfig) => void = () => {};
    const { actor, createCardPayment } = startMachine({
      getPaymentConfig: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    expect(actor.getSnapshot().value).toBe('cod');
    expect(actor.getSnapshot().context.method).toBe('cod');
    answer(testConfig);
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('cod');
    expect(actor.getSnapshot().context.config).toBeNull();
    expect(createCardPayment).not.toHaveBeenCalled();
  });

  it('switches from the card form to cash on delivery and back without asking the server again', async () => {
    const { actor, getPaymentConfig, createCardPayment } = startMachine();
    await waitFor(actor, (s) => s.matches('cardForm'));
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    expect(actor.getSnapshot().value).toBe('cod');
    actor.send({ type: 'payment.methodSelected', method: 'card' });
    expect(actor.getSnapshot().value).toBe('cardForm');
    expect(actor.getSnapshot().context.method).toBe('card');
    expect(getPaymentConfig).toHaveBeenCalledTimes(1);
    expect(createCardPayment).toHaveBeenCalledTimes(1);
  });

  it('records cash on delivery, shows Processing... for 1.5 s, then succeeds', async () => {
    vi.useFakeTimers();
    const { actor, chooseCashOnDelivery, goToCodSuccess, followRedirect } = startMachine();
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    actor.send({ type: 'payment.submit' });
    expect(actor.getSnapshot().value).toBe('processingCod');
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    expect(chooseCashOnDelivery).toHaveBeenCalledWith({ orderId: ORDER_ID });

    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('codAccepted');
    expect(actor.getSnapshot().hasTag('processing')).toBe(true);
    await vi.advanceTimersByTimeAsync(COD_PROCESSING_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('codAccepted');
    expect(goToCodSuccess).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('codSucceeded');
    expect(actor.getSnapshot().status).toBe('done');
    expect(goToCodSuccess).toHaveBeenCalledTimes(1);
    expect(goToCodSuccess).toHaveBeenCalledWith({ orderId: ORDER_ID });
    expect(followRedirect).not.toHaveBeenCalled();
    expect(COD_PROCESSING_DELAY_MS).toBe(1500);
  });

  it('records cash on delivery once even when Place Order is pressed again', async () => {
    let finish: () => void = () => {};
    const { actor, chooseCashOnDelivery } = startMachine({
      chooseCashOnDelivery: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.submit' });
    actor.send({ type: 'payment.methodSelected', method: 'card' });
    expect(actor.getSnapshot().value).toBe('processingCod');
    finish();
    await waitFor(actor, (s) => s.matches('codAccepted'));
    actor.send({ type: 'payment.submit' });
    expect(chooseCashOnDelivery).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s text when cash on delivery is refused, and retries', async () => {
    let attempt = 0;
    const { actor, chooseCashOnDelivery } = startMachine({
      chooseCashOnDelivery: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('The order is already paid');
        return { message: 'ok' };
      },
    });
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    actor.send({ type: 'payment.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('The order is already paid');
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('processingCod');
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('codAccepted'));
    expect(chooseCashOnDelivery).toHaveBeenCalledTimes(2);
  });

  it('lets the shopper turn to card after cash on delivery failed', async () => {
    const { actor } = startMachine({ chooseCashOnDelivery: () => Promise.reject(new Error('Not here')) });
    await waitFor(actor, (s) => s.matches('cardForm'));
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'payment.methodSelected', method: 'card' });
    expect(actor.getSnapshot().value).toBe('cardForm');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores Retry and choosing cash on delivery again while cash on delivery is chosen', () => {
    const { actor, chooseCashOnDelivery } = startMachine();
    actor.send({ type: 'payment.methodSelected', method: 'cod' });
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'payment.methodSelected', method: 'cod' })).toBe(false);
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('cod');
    expect(chooseCashOnDelivery).not.toHaveBeenCalled();
  });

  it('offers the UI only the states it shows', () => {
    expectTypeOf<PaymentStateValue>().toEqualTypeOf<
      | 'cod'
      | 'processingCod'
      | 'codAccepted'
      | 'codSucceeded'
      | 'failed'
      | 'loadingProvider'
      | 'creatingIntent'
      | 'cardUnavailable'
      | 'cardForm'
      | 'stripeElements'
      | 'confirmingCard'
      | 'redirecting'
    >();
  });
});
