import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paymentSuccessHref } from '../../hrefs/checkout';
import { placedOrderId } from '../../mocks/checkoutHandlers';
import { signInForStory } from '../../mocks/layoutHandlers';
import { StoryRouter } from '../../StoryRouter';
import {
  leftForHome,
  onPhone,
  patiently,
  phoneViewports,
  seeHomeDepartures,
} from '../../session/storySupport';
import { expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/PaymentSuccess',
  component: StoryRouter,
  args: { path: paymentSuccessHref(placedOrderId, 'cod') },
  decorators: [seeHomeDepartures],
  beforeEach: () => {
    leftForHome.mockClear();
    return signInForStory();
  },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.9: "Order Successful", the order id, COD in capitals, then home after 5 seconds. */
export const CountsDownAndGoesHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Order Successful');
    // The short id My Orders lists the order by, not the 36-character one in the address.
    await expect(canvas.getByText('#3F6B2C1D')).toBeVisible();
    await expect(canvas.queryByText(placedOrderId)).toBeNull();
    await expect(canvas.getByText('COD')).toBeVisible();
    await expect(
      canvas.getByText('You can follow your order in your dashboard under My Orders.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(canvas.getByText(/^Going home in [45] s$/)).toBeVisible();
    await expect(leftForHome).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByText('Going home in 2 s')).toBeVisible(), { timeout: 4000 });
    await waitFor(() => expect(leftForHome).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

/** Without an order id or a known method there is nothing to celebrate, and no countdown. */
export const NoOrder: Story = {
  tags: ['visual'],
  args: { path: '/payment/success?method=paypal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Order not found' }, patiently)).toBeVisible();
    await expect(canvas.queryByText(/^Going home in/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'ऑर्डर सफल रहा');
    await expect(canvas.getByText('COD')).toBeVisible();
    await expect(canvas.getByText('#3F6B2C1D')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

/** Whether `inner` is drawn wholly inside `outer`'s box. */
function insideBox(inner: Element, outer: Element): boolean {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.width > 0 && a.left >= b.left && a.right <= b.right && a.top >= b.top && a.bottom <= b.bottom;
}

/** On a phone "Go to My Orders" is part of the success card, not a button left below it. */
export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Order Successful' }, patiently);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const card = canvas.getByRole('region', { name: 'Order Successful' });
    const link = canvas.getByRole('link', { name: 'Go to My Orders' });
    await expect(link).toHaveAttribute('href', '/dashboard/my-orders');
    await expect(insideBox(link, card)).toBe(true);
  },
};

export const PhoneHindi: Story = {
  globals: { ...onPhone, language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'ऑर्डर सफल रहा' }, patiently);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const card = canvas.getByRole('region', { name: 'ऑर्डर सफल रहा' });
    await expect(insideBox(canvas.getByRole('link', { name: 'मेरे ऑर्डर पर जाएँ' }), card)).toBe(true);
  },
};
