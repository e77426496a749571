import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { CardPaymentResult, cardPaymentResultStates } from './CardPaymentResult';

const meta = {
  title: 'Components/CardPaymentResult',
  component: CardPaymentResult,
  tags: ['autodocs'],
  // An example address; the app passes its own.
  args: { state: 'checking', dashboardHref: '/dashboard/my-orders' },
  argTypes: {
    state: { control: 'inline-radio', options: cardPaymentResultStates },
    renderLink: { control: false },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof CardPaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your payment…');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Confirming: Story = {
  args: { state: 'confirming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Confirming your order…');
  },
};

export const Confirmed: Story = {
  args: { state: 'confirmed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A green tick: payment successful' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  },
};

/** SPEC.md §2.9: failed, or still processing, shows the failure picture and the way back. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A red cross: payment failed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your payment did not go through.');
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  },
};

/** DESIGN.md §4: after its retries the confirmation gives up with a clear message, not an endless loader. */
export const ConfirmFailed: Story = {
  args: { state: 'confirmFailed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Your order could not be confirmed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Check My Orders in a few minutes/);
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
};

/** An app passes its router's link. */
export const CustomLink: Story = {
  args: {
    state: 'failed',
    dashboardHref: '/dashboard/my-orders?status=pending',
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Dashboard' });
    await expect(link).toHaveAttribute('data-router-link', 'true');
    await expect(link).toHaveAttribute('href', '/dashboard/my-orders?status=pending');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'लाल क्रॉस का निशान: भुगतान विफल रहा' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'डैशबोर्ड पर वापस जाएँ' })).toBeVisible();
  },
};

/** Whether `inner` is drawn wholly inside `outer`'s box. */
function insideBox(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
}

/** A declined card: the provider's reason is part of the failure card and of what is announced. */
export const FailedWithReason: Story = {
  args: { state: 'failed', declineReason: 'Your card has insufficient funds.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Payment failed' });
    const reason = within(card).getByText('Reason: Your card has insufficient funds.');
    await expect(reason).toBeVisible();
    await expect(within(card).getByRole('alert')).toHaveTextContent(
      'Your payment did not go through. You can pay again from My Orders.Reason: Your card has insufficient funds.',
    );
  },
};

/** Confirmation gave up: the server's words and Retry are in the card, beside the way back. */
export const ConfirmFailedWithRetry: Story = {
  args: { state: 'confirmFailed', error: 'The payment provider did not answer.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your order could not be confirmed' });
    await expect(within(card).getByRole('alert')).toHaveTextContent('The payment provider did not answer.');
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(card).getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { state: 'confirmFailed', error: 'The payment provider did not answer.', onRetry: fn() },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Your order could not be confirmed' });
    await expect(insideBox(canvas.getByText('The payment provider did not answer.'), card)).toBe(true);
    await expect(insideBox(canvas.getByRole('button', { name: 'Retry' }), card)).toBe(true);
  },
};

/** On a 375 px phone the "Reason:" line sits inside the failure card, in both languages. */
export const PhoneDeclined: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { state: 'failed', declineReason: 'Your card was declined.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Payment failed' });
    await expect(insideBox(canvas.getByText('Reason: Your card was declined.'), card)).toBe(true);
    await expect(insideBox(canvas.getByRole('link', { name: 'Back to Dashboard' }), card)).toBe(true);
  },
};

export const PhoneDeclinedHindi: Story = {
  globals: { language: 'hindi', viewport: { value: 'phone375', isRotated: false } },
  args: { state: 'failed', declineReason: 'आपका कार्ड अस्वीकार कर दिया गया।' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'भुगतान विफल रहा' });
    await expect(insideBox(canvas.getByText('कारण: आपका कार्ड अस्वीकार कर दिया गया।'), card)).toBe(true);
  },
};

/** Every state side by side for review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <div className={sprinkles({ display: 'grid', gap: 'lg' })}>
      {cardPaymentResultStates.map((state) => (
        // Each state shows only what belongs to it: the reason when failed, the error and Retry when
        // confirmation gave up.
        <CardPaymentResult
          key={state}
          state={state}
          dashboardHref="/dashboard/my-orders"
          declineReason="Your card was declined."
          error="The payment provider did not answer."
          onRetry={fn()}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: 'Back to Dashboard' })).toHaveLength(3);
    await expect(canvas.getAllByText('Reason: Your card was declined.')).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  },
};
