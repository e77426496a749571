import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardStoryRouter } from '../../dashboard/DashboardStoryRouter';
import { dashboardHrefs } from '../../hrefs/site';
import { signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import { deliveredOrder, manyOrders, orderMocks, unpaidOrder } from '../../mocks/orderHandlers';
import { onPhone, patiently, phoneViewports } from '../../session/storySupport';
import { dashboardAddress } from '../../storyHelpers/dashboardAddress';
import { alertSaying, expectLoadingStatus } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Dashboard/Overview',
  component: DashboardStoryRouter,
  args: { path: dashboardHrefs.overview },
  beforeEach: signInForStory,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof DashboardStoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three counts, label, figure and what they count, as the shopper reads them. */
async function counts(canvasElement: HTMLElement, totalLabel = 'Total Orders'): Promise<string[]> {
  const canvas = within(canvasElement);
  const total = await canvas.findByText(totalLabel, {}, patiently);
  const list = total.closest('ul');
  if (!list) throw new Error('the counts are not a list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const some = orderMocks();
export const Default: Story = {
  tags: ['visual'],
  parameters: { msw: some.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, patiently);
    // Five orders, one of each kind: only the one with no payment method chosen is pending, as the
    // Pending filter lists it (the placed cash-on-delivery order is not).
    await expect(await counts(canvasElement)).toEqual([
      'Total Orders5Every order you have placed',
      'Pending Orders1No payment method chosen yet',
      'Cancelled Orders1Will not be delivered',
    ]);
    await expect(canvas.getAllByText('Recent Orders')).toHaveLength(1);
    const recent = canvas.getByRole('table', { name: 'Recent Orders' });
    await expect(within(recent).getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'See all orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(canvas.getByRole('link', { name: 'View order #1B2C3D4E' })).toHaveAttribute(
      'href',
      `/dashboard/order/details/${deliveredOrder._id}`,
    );
  },
};

/** Each recent order links to its details. */
const viewing = orderMocks();
export const OpenOrder: Story = {
  parameters: { msw: viewing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'View order #1B2C3D4E' }, patiently));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Order #1B2C3D4E' }, patiently),
    ).toBeVisible();
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(
      `/dashboard/order/details/${deliveredOrder._id}`,
    );
  },
};

const toAll = orderMocks();
export const SeeAllOrders: Story = {
  parameters: { msw: toAll.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'See all orders' }, patiently));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Orders' }, patiently),
    ).toBeVisible();
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(/^\/dashboard\/my-orders$/);
  },
};

/**
 * A count leads to the list it counts, and that list has as many orders as the figure said: 23 orders
 * cycling through placed, warehouse, delivered, pending and cancelled, so 4 pending and 4 cancelled.
 */
const counted = orderMocks({ orders: manyOrders(23) });
export const CountsLeadToTheirLists: Story = {
  beforeEach: () => counted.reset(),
  parameters: { msw: counted.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await counts(canvasElement)).toEqual([
      'Total Orders23Every order you have placed',
      'Pending Orders4No payment method chosen yet',
      'Cancelled Orders4Will not be delivered',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: /^Pending Orders/ }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Orders' }, patiently),
    ).toBeVisible();
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(
      /^\/dashboard\/my-orders\?status=pending$/,
    );
    await expect(canvas.getByRole('combobox', { name: 'Show orders' })).toHaveValue('pending');
    const table = await canvas.findByRole('table', { name: 'Orders' }, patiently);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
  },
};

const paying = orderMocks();
export const PayNow: Story = {
  parameters: { msw: paying.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Pay now for order #7D4F0A52' }, patiently),
    );
    await canvas.findByRole('heading', { level: 1, name: 'Left the dashboard' }, patiently);
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(`/payment?orderId=${unpaidOrder._id}`);
  },
};

/** Many orders: the figures count them all, the table shows the five newest. */
const many = orderMocks({ orders: manyOrders(1234) });
export const ManyOrders: Story = {
  parameters: { msw: many.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await counts(canvasElement);
    await expect(figures[0]).toBe('Total Orders1,234Every order you have placed');
    await expect(
      within(canvas.getByRole('table', { name: 'Recent Orders' })).getAllByRole('rowheader'),
    ).toHaveLength(5);
  },
};

const none = orderMocks({ orders: [] });
export const Empty: Story = {
  parameters: { msw: none.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await counts(canvasElement)).toEqual([
      'Total Orders0Every order you have placed',
      'Pending Orders0No payment method chosen yet',
      'Cancelled Orders0Will not be delivered',
    ]);
    await expect(canvas.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'See all orders' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: orderMocks({ neverAnswer: true }).handlers },
  play: async ({ canvasElement }) => {
    await expectLoadingStatus(canvasElement, 'Loading your dashboard…');
  },
};

const recovering = orderMocks({
  failure: { status: 503, error: 'The dashboard is resting for a minute.' },
  failOnce: true,
});
export const ErrorThenRetry: Story = {
  beforeEach: () => recovering.reset(),
  parameters: { msw: recovering.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await alertSaying(
      canvasElement,
      'Your dashboard could not be loaded.',
      'The dashboard is resting for a minute.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await counts(canvasElement)).toEqual([
      'Total Orders5Every order you have placed',
      'Pending Orders1No payment method chosen yet',
      'Cancelled Orders1Will not be delivered',
    ]);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SignedOut: Story = {
  beforeEach: signOutForStory,
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(dashboardAddress(canvasElement)).toHaveTextContent(/^\/login\?next=%2Fdashboard$/),
      patiently,
    );
  },
};

const hindi = orderMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'डैशबोर्ड' }, patiently);
    await expect(await canvas.findByText('कुल ऑर्डर', {}, patiently)).toBeVisible();
    await expect(await counts(canvasElement, 'कुल ऑर्डर')).toEqual([
      'कुल ऑर्डर5आपके दिए सभी ऑर्डर',
      'लंबित ऑर्डर1भुगतान का तरीका अभी नहीं चुना गया',
      'रद्द ऑर्डर1इनकी डिलीवरी नहीं होगी',
    ]);
    await expect(canvas.getAllByText('हाल के ऑर्डर')).toHaveLength(1);
    await expect(canvas.getByRole('table', { name: 'हाल के ऑर्डर' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सभी ऑर्डर देखें' })).toBeVisible();
  },
};

const phoneOrders = orderMocks();
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phoneOrders.handlers },
  play: async ({ canvasElement }) => {
    await counts(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('table', { name: 'Recent Orders' })).toBeInTheDocument();
  },
};
