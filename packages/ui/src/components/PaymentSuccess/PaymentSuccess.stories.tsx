import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentSuccess } from './PaymentSuccess';

const meta = {
  title: 'Components/PaymentSuccess',
  component: PaymentSuccess,
  tags: ['autodocs'],
  args: {
    orderId: '7d4f0a52-93c1-4b8e-a1f2-3c5d6e7f8a90',
    method: 'cod',
    secondsLeft: 5,
    // An example address; the app passes its own.
    ordersHref: '/dashboard/my-orders',
  },
  argTypes: {
    method: { control: 'inline-radio', options: ['cod', 'card'] },
    secondsLeft: { control: { type: 'range', min: 0, max: 5, step: 1 } },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CashOnDelivery: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Successful' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Order Successful' })).toBeVisible();
    // The short form My Orders lists the order by; the full id stays in the address.
    await expect(canvas.getByText('Order ID').nextElementSibling).toHaveTextContent(/^#7D4F0A52$/);
    await expect(canvasElement).not.toHaveTextContent('7d4f0a52-93c1');
    await expect(canvas.getByText('Payment method').nextElementSibling).toHaveTextContent(/^COD$/);
    await expect(canvas.getByText(/dashboard/)).toBeVisible();
    await expect(canvas.getByText('Going home in 5 s')).toBeVisible();
  },
};

export const Card: Story = {
  args: { method: 'card', secondsLeft: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Payment method').nextElementSibling).toHaveTextContent(/^CARD$/);
    await expect(canvas.getByText('Going home in 2 s')).toBeVisible();
  },
};

/** The countdown never shows a negative or fractional second. */
export const CountdownEnds: Story = {
  args: { secondsLeft: -0.4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Going home in 0 s')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { secondsLeft: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ऑर्डर सफल रहा' })).toBeVisible();
    await expect(canvas.getByText('3 सेकंड में होम पेज पर')).toBeVisible();
    await expect(canvas.getByText('भुगतान का तरीका').nextElementSibling).toHaveTextContent('COD');
    await expect(canvas.getByText('ऑर्डर आईडी').nextElementSibling).toHaveTextContent(/^#7D4F0A52$/);
  },
};

/** Whether `inner` is drawn wholly inside `outer`'s box. */
function insideBox(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
}

/** On a 375 px phone the long order id wraps, and the way to My Orders is part of the card. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const card = canvas.getByRole('region', { name: 'Order Successful' });
    const link = within(card).getByRole('link', { name: 'Go to My Orders' });
    await expect(link).toHaveAttribute('href', '/dashboard/my-orders');
    await expect(insideBox(link, card)).toBe(true);
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PhoneHindi: Story = {
  globals: { language: 'hindi', viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const card = canvas.getByRole('region', { name: 'ऑर्डर सफल रहा' });
    await expect(insideBox(within(card).getByRole('link', { name: 'मेरे ऑर्डर पर जाएँ' }), card)).toBe(true);
  },
};
