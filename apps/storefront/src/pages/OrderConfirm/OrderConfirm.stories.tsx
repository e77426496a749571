import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { orderConfirmHref } from '../../hrefs/checkout';
import { sessionCheckHangs } from '../../mocks/accountHandlers';
import { placedOrderId } from '../../mocks/checkoutHandlers';
import { signOutForStory } from '../../mocks/layoutHandlers';
import { paymentMocks, storyPaymentIntent } from '../../mocks/paymentHandlers';
import { rememberDecline } from '../../payment/declineReason';
import { ORDER_ID_KEY } from '../../payment/keptOrderId';
import { StoryRouter } from '../../StoryRouter';
import { onPhone, patiently, phoneViewports, sentToLogin } from '../../session/storySupport';
import { signedInWithKeptOrder } from '../../storyHelpers/keptOrder';

const returned = (status: string) =>
  `/order/confirm?payment_intent=${storyPaymentIntent}&redirect_status=${status}`;

const meta = {
  title: 'Pages/OrderConfirm',
  component: StoryRouter,
  args: { path: returned('succeeded') },
  // Signed in, with the order id the payment page kept before leaving for the provider.
  beforeEach: signedInWithKeptOrder(placedOrderId),
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three retries after 1, 2 and 4 s before the machine gives up (CONFIRM_RETRY_DELAYS_MS). */
const afterRetries = { timeout: 11000 };

/** While the session is being checked the payment cannot be looked at yet: a spoken loader. */
export const Checking: Story = {
  parameters: { msw: sessionCheckHangs() },
  play: async ({ canvasElement }) => {
    // The route's own loading status (while its code arrives) comes first; then the page's.
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your payment…'),
      patiently,
    );
  },
};

const confirming = paymentMocks({ confirmResponse: 'pending' });
export const Confirming: Story = {
  parameters: { msw: confirming.handlers },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Confirming your order…'),
      patiently,
    );
  },
};

const confirmed = paymentMocks();
/** SPEC.md §4: succeeded with a stored order id: confirmed once, then the id is removed. */
export const Confirmed: Story = {
  tags: ['visual'],
  beforeEach: () => confirmed.reset(),
  parameters: { msw: confirmed.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A green tick: payment successful' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(confirmed.calls.confirm).toEqual([
      { orderId: placedOrderId, paymentIntent: storyPaymentIntent },
    ]);
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBeNull();
  },
};

const failed = paymentMocks();
/** SPEC.md §2.9: failed shows the failure picture and the link back; nothing is confirmed, the id stays. */
export const Failed: Story = {
  args: { path: returned('failed') },
  beforeEach: () => failed.reset(),
  parameters: { msw: failed.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment failed' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A red cross: payment failed' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(canvas.queryByText(/^Reason:/)).toBeNull();
    await expect(failed.calls.confirm).toEqual([]);
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBe(placedOrderId);
  },
};

const declined = paymentMocks();
/** A declined test card lands here with its reason kept by the payment page (sessionStorage). */
export const FailedWithReason: Story = {
  args: { path: returned('failed') },
  beforeEach: () => {
    rememberDecline(storyPaymentIntent, 'Your card has insufficient funds.');
  },
  parameters: { msw: declined.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment failed' }, patiently)).toBeVisible();
    await expect(canvas.getByText('Reason: Your card has insufficient funds.')).toBeVisible();
  },
};

/** Whether `inner` is drawn wholly inside `outer`'s box. */
function insideBox(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
}

const declinedOnPhone = paymentMocks();
/** On a phone the declined card's "Reason:" line is part of the failure card, not a line below it. */
export const FailedWithReasonOnPhone: Story = {
  args: { path: returned('failed') },
  globals: onPhone,
  beforeEach: () => {
    rememberDecline(storyPaymentIntent, 'Your card was declined.');
  },
  parameters: { msw: declinedOnPhone.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Payment failed' }, patiently);
    const card = canvas.getByRole('region', { name: 'Payment failed' });
    await expect(insideBox(canvas.getByText('Reason: Your card was declined.'), card)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const declinedOnPhoneHindi = paymentMocks();
export const FailedWithReasonOnPhoneHindi: Story = {
  args: { path: returned('failed') },
  globals: { ...onPhone, language: 'hindi' },
  beforeEach: () => {
    rememberDecline(storyPaymentIntent, 'Your card was declined.');
  },
  parameters: { msw: declinedOnPhoneHindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'भुगतान विफल रहा' }, patiently);
    const card = canvas.getByRole('region', { name: 'भुगतान विफल रहा' });
    await expect(insideBox(canvas.getByText('कारण: Your card was declined.'), card)).toBe(true);
  },
};

const stillProcessing = paymentMocks();
/** SPEC.md §4: processing is shown as a failure too. */
export const Processing: Story = {
  args: { path: returned('processing') },
  beforeEach: () => stillProcessing.reset(),
  parameters: { msw: stillProcessing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment failed' }, patiently)).toBeVisible();
    await expect(stillProcessing.calls.confirm).toEqual([]);
  },
};

const failsThenWorks = paymentMocks({
  confirmResponse: { status: 500, error: 'The payment provider did not answer.', times: 4 },
});
/**
 * DESIGN.md §4: confirmation fails, is retried three times, then says so with the server's words and
 * "Back to Dashboard"; Retry confirms it.
 */
export const ConfirmFailed: Story = {
  beforeEach: () => failsThenWorks.reset(),
  parameters: { msw: failsThenWorks.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your order could not be confirmed' }, afterRetries),
    ).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Your order could not be confirmed' });
    await expect(within(card).getByText('The payment provider did not answer.')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(failsThenWorks.calls.confirm).toHaveLength(4);
    // The id stays until the order is confirmed.
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBe(placedOrderId);

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, patiently)).toBeVisible();
    await expect(failsThenWorks.calls.confirm).toHaveLength(5);
    await expect(localStorage.getItem(ORDER_ID_KEY)).toBeNull();
  },
};

const noStoredId = paymentMocks();
/** Succeeded with no stored id (a reload after confirming): success, and no second call. */
export const SucceededAlreadyConfirmed: Story = {
  beforeEach: () => {
    noStoredId.reset();
    localStorage.removeItem(ORDER_ID_KEY);
  },
  parameters: { msw: noStoredId.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payment successful' }, patiently)).toBeVisible();
    await expect(noStoredId.calls.confirm).toEqual([]);
  },
};

const nothing = paymentMocks();
/** No redirect_status: nothing to check, so no loader, only the way to the orders. */
export const NoStatus: Story = {
  args: { path: orderConfirmHref },
  parameters: { msw: nothing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No payment to check' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

const visitor = paymentMocks();
/** Signed out (the token expired while paying): log in first, then back here to confirm. */
export const SignedOut: Story = {
  beforeEach: () => {
    visitor.reset();
    signOutForStory();
  },
  parameters: { msw: visitor.handlers },
  play: async ({ canvasElement }) => {
    await sentToLogin(canvasElement);
    await expect(visitor.calls.confirm).toEqual([]);
  },
};

const hindi = paymentMocks();
export const Hindi: Story = {
  tags: ['visual'],
  args: { path: returned('failed') },
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'भुगतान विफल रहा' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

const phone = paymentMocks();
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phone.handlers },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Payment successful' }, patiently);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
