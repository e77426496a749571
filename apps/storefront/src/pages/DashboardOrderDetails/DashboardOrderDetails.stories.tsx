import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardStoryRouter } from '../../dashboard/DashboardStoryRouter';
import { http } from '../../mocks/http';
import { signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import {
  cancelledOrder,
  codOrder,
  deliveredOrder,
  emptyOrder,
  orderMocks,
  processingOrder,
  someOrders,
  someoneElsesOrderId,
  unpaidOrder,
} from '../../mocks/orderHandlers';
import { onPhone, patiently, phoneViewports } from '../../session/storySupport';
import { dashboardAddress } from '../../storyHelpers/dashboardAddress';
import { alertSaying, expectLoadingStatus } from '../../storyHelpers/pageStates';

const detailsOf = (orderId: string) => `/dashboard/order/details/${orderId}`;

const meta = {
  title: 'Pages/Dashboard/OrderDetails',
  component: DashboardStoryRouter,
  args: { path: detailsOf(unpaidOrder._id) },
  beforeEach: signInForStory,
  parameters: {
    layout: 'fullscreen',
    msw: orderMocks({ orders: [...someOrders, emptyOrder] }).handlers,
    viewport: { options: phoneViewports },
  },
} satisfies Meta<typeof DashboardStoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function order(canvasElement: HTMLElement, shortId: string) {
  return within(canvasElement).findByRole('article', { name: `Order #${shortId}` }, patiently);
}

/** Not paid yet: the shipping address, the products, and Pay Now to the payment page. */
export const Unpaid: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Order details' }, patiently);
    const details = await order(canvasElement, '7D4F0A52');
    await expect(within(details).getByText('Not paid')).toBeVisible();
    await expect(within(details).getByText('Pending')).toHaveAttribute('data-status', 'pending');
    const shipping = within(details).getByRole('region', { name: 'Shipping address' });
    await expect(shipping).toHaveTextContent('Priya Sharma');
    await expect(shipping).toHaveTextContent(
      '14 Shivaji Nagar, near Hanuman Mandir, Dharampeth, Nagpur, Maharashtra, 440010',
    );
    await expect(shipping).toHaveTextContent('Phone: 9876543210');
    const products = within(details).getByRole('region', { name: 'Products' });
    await expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    await expect(products).toHaveTextContent('Handloom Cotton Kurta');
    await expect(products).toHaveTextContent('Quantity: 2');
    await expect(within(details).getByText('This order is not paid yet.')).toBeVisible();
    await expect(within(details).getByText('Not chosen yet')).toBeVisible();

    await userEvent.click(within(details).getByRole('button', { name: 'Pay Now' }));
    await canvas.findByRole('heading', { level: 1, name: 'Left the dashboard' }, patiently);
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(`/payment?orderId=${unpaidOrder._id}`);
  },
};

/** Paid and delivered: a green badge, no Pay Now. */
export const Delivered: Story = {
  args: { path: detailsOf(deliveredOrder._id) },
  play: async ({ canvasElement }) => {
    const details = await order(canvasElement, '1B2C3D4E');
    await expect(within(details).getByText('Paid')).toBeVisible();
    await expect(within(details).getByText('Delivered')).toHaveAttribute('data-status', 'delivered');
    await expect(within(details).getByText('Card')).toBeVisible();
    await expect(within(details).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  },
};

/** Badges (SPEC.md §4): delivered green, processing yellow, anything else blue. */
export const Badges: Story = {
  args: { path: detailsOf(processingOrder._id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await order(canvasElement, 'A9B8C7D6');
    const processing = within(details).getByText('Processing');
    await expect(processing).toHaveAttribute('data-status', 'processing');
    const yellow = getComputedStyle(processing).backgroundColor;

    // The same page for a delivered order, then a placed one: three different colours.
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Orders' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'View order #1B2C3D4E' }, patiently));
    const delivered = within(await order(canvasElement, '1B2C3D4E')).getByText('Delivered');
    const green = getComputedStyle(delivered).backgroundColor;
    await userEvent.click(canvas.getByRole('link', { name: 'Back to My Orders' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'View order #C0FFEE00' }, patiently));
    const placed = within(await order(canvasElement, 'C0FFEE00')).getByText('Placed');
    const blue = getComputedStyle(placed).backgroundColor;
    await expect(new Set([yellow, green, blue]).size).toBe(3);
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(detailsOf(codOrder._id));
  },
};

/** Cancelled before payment: nothing to pay any more. */
export const Cancelled: Story = {
  args: { path: detailsOf(cancelledOrder._id) },
  play: async ({ canvasElement }) => {
    const details = await order(canvasElement, 'DEAD0000');
    await expect(within(details).getByText('Cancelled')).toBeVisible();
    await expect(within(details).queryByRole('button', { name: 'Pay Now' })).toBeNull();
  },
};

export const NoProducts: Story = {
  args: { path: detailsOf(emptyOrder._id) },
  play: async ({ canvasElement }) => {
    const details = await order(canvasElement, 'E0E0E0E0');
    await expect(within(details).getByText('No products in this order')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: detailsOf('0a0a0a0a-0000-4000-8000-00000000dead') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, patiently)).toHaveTextContent('Order not found');
    await expect(canvas.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
  },
};

/** Another customer's order (403) reads exactly like a missing one: nothing about it leaks. */
export const SomeoneElsesOrder: Story = {
  args: { path: detailsOf(someoneElsesOrderId) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, patiently);
    await expect(alert).toHaveTextContent(/^Order not found$/);
    await expect(canvas.queryByText('This order is not yours')).toBeNull();
  },
};

/** An id that is not an order id at all (the contract answers 400). */
export const MalformedId: Story = {
  args: { path: detailsOf('not-an-order') },
  parameters: {
    msw: [
      http.get('/home/coustomer/get-order-details/{orderId}', ({ response }) =>
        response(400).json({ error: 'orderId must be a uuid' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, patiently)).toHaveTextContent(
      /^Order not found$/,
    );
  },
};

export const Loading: Story = {
  parameters: { msw: orderMocks({ neverAnswer: true }).handlers },
  play: async ({ canvasElement }) => {
    await expectLoadingStatus(canvasElement, 'Loading the order…');
  },
};

const recovering = orderMocks({
  failure: { status: 503, error: 'Orders are resting for a minute.' },
  failOnce: true,
});
export const ErrorThenRetry: Story = {
  beforeEach: () => recovering.reset(),
  parameters: { msw: recovering.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await alertSaying(
      canvasElement,
      'This order could not be loaded.',
      'Orders are resting for a minute.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await order(canvasElement, '7D4F0A52');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignedOut: Story = {
  beforeEach: signOutForStory,
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(dashboardAddress(canvasElement)).toHaveTextContent(
          `/login?next=${encodeURIComponent(detailsOf(unpaidOrder._id))}`,
        ),
      patiently,
    );
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'ऑर्डर का विवरण' }, patiently);
    const details = await canvas.findByRole('article', { name: 'ऑर्डर #7D4F0A52' }, patiently);
    await expect(within(details).getByRole('button', { name: 'अभी भुगतान करें' })).toBeVisible();
    await expect(within(details).getByRole('region', { name: 'डिलीवरी का पता' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'मेरे ऑर्डर पर वापस जाएँ' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const details = await order(canvasElement, '7D4F0A52');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(details).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};
