import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paymentHref } from '../../hrefs/checkout';
import { sessionCheckFails, storyTokens, unavailableText } from '../../mocks/accountHandlers';
import { placedOrderId } from '../../mocks/checkoutHandlers';
import { signOutForStory } from '../../mocks/layoutHandlers';
import { paymentMocks, paymentOrder, storyPaymentIntent } from '../../mocks/paymentHandlers';
import { ORDER_ID_KEY } from '../../payment/keptOrderId';
import { StoryRouter } from '../../StoryRouter';
import { onPhone, patiently, phoneViewports, sentToLogin, tokenBecomes } from '../../session/storySupport';
import { signedInWithKeptOrder } from '../../storyHelpers/keptOrder';
import { alertSaying } from '../../storyHelpers/pageStates';
import {
  StripeCardPaymentLoader,
  type StripeCardPaymentModule,
  type StripeCardPaymentProps,
} from './stripeCardPaymentLoader';

const meta = {
  title: 'Pages/Payment',
  component: StoryRouter,
  args: { path: paymentHref(placedOrderId) },
  beforeEach: signedInWithKeptOrder(null),
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Going to another page loads that route's code too: slower than a first answer on a busy machine. */
const untilNextPage = { timeout: 10000 };

/** ₹1,499 + ₹1,06,250 + ₹20 shipping (mocks/paymentHandlers.ts). */
const total = '₹1,07,769';

async function paymentLoaded(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('radiogroup', { name: 'Choose a payment method' }, patiently);
}

async function cardForm(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('form', { name: 'Card details' }, patiently);
}

async function typeCard(canvasElement: HTMLElement, number: string) {
  const form = within(await cardForm(canvasElement));
  await userEvent.type(form.getByLabelText('Card number'), number);
  await userEvent.type(form.getByLabelText('Expiry date (MM/YY)'), '1235');
  await userEvent.type(form.getByLabelText('Security code (CVC)'), '123');
  await userEvent.type(form.getByLabelText('Name on card'), 'Priya Sharma');
  await userEvent.click(form.getByRole('button', { name: `Pay ${total}` }));
}

const cardDefault = paymentMocks();
/** SPEC.md §2.9: card is chosen at first, so the test provider's form is ready; the summary is the server's. */
export const CardDefault: Story = {
  tags: ['visual'],
  beforeEach: () => cardDefault.reset(),
  parameters: { msw: cardDefault.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
    await cardForm(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    await expect(summary.getByText('2')).toBeVisible();
    await expect(summary.getByText(total)).toBeVisible();
    await expect(cardDefault.calls.config).toBe(1);
    await expect(cardDefault.calls.cardPayment).toEqual([placedOrderId]);
  },
};

const preparing = paymentMocks({ configResponse: 'pending' });
export const PreparingCard: Story = {
  parameters: { msw: preparing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentLoaded(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing the card payment…');
    // Cash on delivery can still be chosen meanwhile.
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeEnabled();
  },
};

const unavailable = paymentMocks({
  cardPaymentResponse: { status: 500, error: 'The card provider is resting.' },
});
export const CardUnavailable: Story = {
  beforeEach: () => unavailable.reset(),
  parameters: { msw: unavailable.handlers },
  play: async ({ canvasElement }) => {
    await paymentLoaded(canvasElement);
    const alert = await alertSaying(
      canvasElement,
      'Card payment is not available right now.',
      'The card provider is resting.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    // The provider was known already: only the intent is asked for again.
    await waitFor(() => expect(unavailable.calls.cardPayment).toHaveLength(2));
    await expect(unavailable.calls.config).toBe(1);
  },
};

const pays = paymentMocks();
/** 4242…: the order id is kept, the test provider takes the card and /order/confirm confirms the order. */
export const CardPays: Story = {
  beforeEach: () => pays.reset(),
  parameters: { msw: pays.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, '4242424242424242');
    await expect(
      await canvas.findByRole('heading', { name: 'Payment successful' }, untilNextPage),
    ).toBeVisible();
    await expect(pays.calls.testConfirm).toEqual([
      {
        paymentIntentId: storyPaymentIntent,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
      },
    ]);
    await expect(pays.calls.confirm).toEqual([{ orderId: placedOrderId, paymentIntent: storyPaymentIntent }]);
    // Confirmed: the stored id is gone (SPEC.md §3).
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBeNull();
  },
};

const paying = paymentMocks({ testConfirmResponse: 'pending' });
/** While the provider answers, the form says so and the method cannot change. */
export const CardPaying: Story = {
  parameters: { msw: paying.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, '4242424242424242');
    await expect(await canvas.findByRole('button', { name: 'Paying…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    // Kept before the provider is asked, for /order/confirm.
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBe(placedOrderId);
  },
};

const declined = paymentMocks();
/**
 * 4000 0000 0000 0002: the provider declines (402), the failure screen follows with the reason, and the
 * order stays unpaid with its id kept; nothing is confirmed.
 */
export const CardDeclined: Story = {
  beforeEach: () => declined.reset(),
  parameters: { msw: declined.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvasElement, '4000000000000002');
    await expect(await canvas.findByRole('heading', { name: 'Payment failed' }, untilNextPage)).toBeVisible();
    await expect(canvas.getByText('Reason: Your card was declined.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(declined.calls.confirm).toEqual([]);
  },
};

const refusedCard = paymentMocks({
  testConfirmResponse: { status: 409, error: 'This payment has already succeeded.' },
});
/** Any other refusal stays on the form with the server's words, and the card typed is kept. */
export const CardRefused: Story = {
  parameters: { msw: refusedCard.handlers },
  play: async ({ canvasElement }) => {
    await typeCard(canvasElement, '4242424242424242');
    const form = within(await cardForm(canvasElement));
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('The payment did not go through.');
    await expect(alert).toHaveTextContent('This payment has already succeeded.');
    await expect(form.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
  },
};

const codProcessing = paymentMocks({ codResponse: 'pending' });
/** SPEC.md §4: Confirm Order with cash on delivery shows "Processing..." and locks the choice. */
export const CodProcessing: Story = {
  parameters: { msw: codProcessing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }));
    await expect(canvas.getByText(`Pay ${total} in cash when your order is delivered.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeDisabled();
  },
};

const codPays = paymentMocks();
/** The server accepts cash on delivery; 1.5 s of "Processing..." later, the success page. */
export const CodSucceeds: Story = {
  beforeEach: () => codPays.reset(),
  parameters: { msw: codPays.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Order Successful' }, untilNextPage),
    ).toBeVisible();
    await expect(canvas.getByText('COD')).toBeVisible();
    await expect(canvas.getByText('#3F6B2C1D')).toBeVisible();
    await expect(codPays.calls.cod).toEqual([placedOrderId]);
  },
};

const codRefused = paymentMocks({ codResponse: { status: 409, error: 'This order is being paid by card' } });
/** Once card was chosen the server refuses cash on delivery: its words, and the card still there. */
export const CodFailed: Story = {
  parameters: { msw: codRefused.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paymentLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await alertSaying(
      canvasElement,
      'Cash on delivery could not be chosen for this order.',
      'This order is being paid by card',
    );
    const card = canvas.getByRole('radio', { name: 'Card' });
    await expect(card).toBeEnabled();
    await userEvent.click(card);
    await cardForm(canvasElement);
  },
};

/**
 * Stripe's form as the payment page sees it (props in, confirm function out), without Stripe: no network in
 * stories. The real module (StripeCardPayment.tsx) wraps Stripe's Payment Element the same way.
 */
function StandInStripeCardPayment({
  paymentIntentId,
  status,
  declineReason,
  onSubmit,
  confirmRef,
}: StripeCardPaymentProps) {
  const card = useRef<HTMLInputElement>(null);
  useEffect(() => {
    confirmRef.current = async () => {
      if (card.current?.value === '4000000000000002') throw new Error('Your card was declined.');
      return {
        redirectUrl: `/order/confirm?payment_intent=${paymentIntentId}&redirect_status=succeeded`,
      };
    };
    return () => {
      confirmRef.current = null;
    };
  }, [confirmRef, paymentIntentId]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form aria-label="Stripe card form" onSubmit={submit}>
      <label>
        Stripe card field
        <input ref={card} name="stripe-card" />
      </label>
      {status === 'declined' ? <p role="alert">{declineReason}</p> : null}
      <button type="submit">{status === 'submitting' ? 'Paying with Stripe…' : 'Pay with Stripe'}</button>
    </form>
  );
}

const loadStandIn = async (): Promise<StripeCardPaymentModule> => ({ default: StandInStripeCardPayment });

const withStandInStripe: Decorator = (Story) => (
  <StripeCardPaymentLoader.Provider value={loadStandIn}>
    <Story />
  </StripeCardPaymentLoader.Provider>
);

const stripe = paymentMocks({ provider: 'stripe' });
/**
 * The server's provider is Stripe: its form (the Stripe module mocked here; the real one is never loaded in
 * stories) instead of the test form. A decline stays on it with Stripe's reason; success returns to
 * /order/confirm.
 */
export const StripeMocked: Story = {
  decorators: [withStandInStripe],
  beforeEach: () => stripe.reset(),
  parameters: { msw: stripe.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Stripe card form' }, patiently));
    await expect(canvas.queryByRole('form', { name: 'Card details' })).toBeNull();

    await userEvent.type(form.getByLabelText('Stripe card field'), '4000000000000002');
    await userEvent.click(form.getByRole('button', { name: 'Pay with Stripe' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Your card was declined.');

    await userEvent.clear(form.getByLabelText('Stripe card field'));
    await userEvent.type(form.getByLabelText('Stripe card field'), '4242424242424242');
    await userEvent.click(form.getByRole('button', { name: 'Pay with Stripe' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Payment successful' }, untilNextPage),
    ).toBeVisible();
    await expect(stripe.calls.testConfirm).toEqual([]);
    await expect(stripe.calls.confirm).toEqual([
      { orderId: placedOrderId, paymentIntent: storyPaymentIntent },
    ]);
  },
};

const paid = paymentMocks({
  order: paymentOrder({ payment_status: 'paid', delivery_status: 'placed', payment_method: 'card' }),
});
/** A paid order (Pay Now from an old tab, say) says so and leads to the order, with no form. */
export const AlreadyPaid: Story = {
  beforeEach: () => paid.reset(),
  parameters: { msw: paid.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This order is already paid' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      `/dashboard/order/details/${placedOrderId}`,
    );
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(paid.calls.config).toBe(0);
  },
};

const cancelled = paymentMocks({ order: paymentOrder({ delivery_status: 'cancelled' }) });
export const Cancelled: Story = {
  parameters: { msw: cancelled.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This order was cancelled' }, patiently),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

const codChosen = paymentMocks({ order: paymentOrder({ delivery_status: 'placed', payment_method: 'cod' }) });
export const CodChosenEarlier: Story = {
  parameters: { msw: codChosen.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This order is paid on delivery' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  },
};

const unknownOrder = paymentMocks({ orderResponse: 'notFound' });
export const OrderNotFound: Story = {
  parameters: { msw: unknownOrder.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order not found' }, patiently)).toBeVisible();
    await expect(canvas.getByText('Open the order from My Orders to pay for it.')).toBeVisible();
  },
};

const noOrderId = paymentMocks();
export const NoOrderInAddress: Story = {
  args: { path: '/payment' },
  beforeEach: () => noOrderId.reset(),
  parameters: { msw: noOrderId.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order not found' }, patiently)).toBeVisible();
    await expect(noOrderId.calls.orderDetails).toEqual([]);
  },
};

const loading = paymentMocks({ orderResponse: 'pending' });
export const Loading: Story = {
  parameters: { msw: loading.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route's own loading status (while its code arrives) comes first; then the page's.
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Loading your order…'),
      patiently,
    );
  },
};

const failing = paymentMocks({ orderResponse: { status: 500, error: 'Orders are resting for a moment.' } });
export const LoadError: Story = {
  beforeEach: () => failing.reset(),
  parameters: { msw: failing.handlers },
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(
      canvasElement,
      'Your order could not be loaded.',
      'Orders are resting for a moment.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(failing.calls.orderDetails).toHaveLength(2));
  },
};

const visitor = paymentMocks();
/** SPEC.md §5: a signed-out visitor logs in first and comes back to this order's payment. */
export const SignedOut: Story = {
  beforeEach: () => {
    visitor.reset();
    signOutForStory();
  },
  parameters: { msw: visitor.handlers },
  play: async ({ canvasElement }) => {
    await sentToLogin(canvasElement);
    await expect(visitor.calls.orderDetails).toEqual([]);
  },
};

const hindi = paymentMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radiogroup', { name: 'भुगतान का तरीका चुनें' }, patiently),
    ).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'कार्ड की जानकारी' }, patiently)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

const phone = paymentMocks();
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phone.handlers },
  play: async ({ canvasElement }) => {
    await cardForm(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The API answers 503 when the kept sign-in is checked: not a sign-out (only a 401 is), so the payment page
 * says so with Retry, the token stays, and Retry shows the order's payment once the API is back.
 */
function sessionUnavailableStory(texts: { summary: string; retry: string; methods: string }) {
  const check = sessionCheckFails('unavailable');
  const payment = paymentMocks();
  return {
    beforeEach: () => {
      check.reset();
      payment.reset();
    },
    parameters: { msw: [...check.handlers, ...payment.handlers] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const alert = await alertSaying(canvasElement, texts.summary, unavailableText);
      await tokenBecomes(storyTokens.signedIn);
      await expect(payment.calls.orderDetails).toEqual([]);
      check.recover();
      await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
      await within(canvasElement).findByRole('radiogroup', { name: texts.methods }, patiently);
    },
  } satisfies Story;
}

export const SessionUnavailable: Story = sessionUnavailableStory({
  summary: 'Your order could not be loaded.',
  retry: 'Retry',
  methods: 'Choose a payment method',
});

export const SessionUnavailableHindi: Story = {
  ...sessionUnavailableStory({
    summary: 'आपका ऑर्डर लोड नहीं हो सका।',
    retry: 'फिर से कोशिश करें',
    methods: 'भुगतान का तरीका चुनें',
  }),
  globals: { language: 'hindi' },
};
