import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { someOrders } from '../OrderTable/OrderTable.fixtures';
import { DashboardOverview } from './DashboardOverview';

const meta = {
  title: 'Components/DashboardOverview',
  component: DashboardOverview,
  tags: ['autodocs'],
  args: {
    totalOrder: 12,
    pendingOrder: 3,
    cancelledOrder: 1,
    recentOrders: someOrders,
    onPayNow: fn(),
    // Example addresses; the app passes its own.
    ordersHref: '/dashboard/my-orders',
    getFilterHref: (filter) =>
      filter === 'all' ? '/dashboard/my-orders' : `/dashboard/my-orders?status=${filter}`,
    getOrderHref: (orderId) => `/dashboard/order/details/${encodeURIComponent(orderId)}`,
  },
  argTypes: { renderLink: { control: false }, renderOrderLink: { control: false } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = canvas.getAllByRole('listitem');
    await expect(counts[0]).toHaveTextContent('Total Orders12Every order you have placed');
    await expect(counts[1]).toHaveTextContent('Pending Orders3No payment method chosen yet');
    await expect(counts[2]).toHaveTextContent('Cancelled Orders1Will not be delivered');
    // Each count leads to the My Orders list it counts, so the figure and the list can be compared.
    await expect(within(counts[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await expect(within(counts[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/my-orders?status=pending',
    );
    await expect(within(counts[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard/my-orders?status=cancelled',
    );
    // One "Recent Orders", the heading, which also names the table.
    await expect(canvas.getAllByText('Recent Orders')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Orders' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Recent Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(/^#7D4F0A52$/);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'See all orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now for order #7D4F0A52' }));
    await expect(args.onPayNow).toHaveBeenCalledOnce();
  },
};

/** A new customer: zero counts and the empty message instead of a table. */
export const NoOrders: Story = {
  args: { totalOrder: 0, pendingOrder: 0, cancelledOrder: 0, recentOrders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(/^Total Orders0/);
    await expect(canvas.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'See all orders' })).toBeNull();
  },
};

export const LargeCounts: Story = {
  args: { totalOrder: 123456, pendingOrder: 1200, cancelledOrder: 45 },
  play: async ({ canvasElement }) => {
    // Lakh grouping, as the shop writes every number.
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('1,23,456');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = canvas.getAllByRole('listitem');
    await expect(counts[0]).toHaveTextContent('कुल ऑर्डर12आपके दिए सभी ऑर्डर');
    await expect(counts[1]).toHaveTextContent('लंबित ऑर्डर3भुगतान का तरीका अभी नहीं चुना गया');
    await expect(counts[2]).toHaveTextContent('रद्द ऑर्डर1इनकी डिलीवरी नहीं होगी');
    await expect(canvas.getAllByText('हाल के ऑर्डर')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'हाल के ऑर्डर' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'हाल के ऑर्डर' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ऑर्डर #7D4F0A52 का अभी भुगतान करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'सभी ऑर्डर देखें' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counts = canvas.getAllByRole('listitem');
    // The three cards stack on a phone.
    await expect(counts[1]?.getBoundingClientRect().top).toBeGreaterThan(
      counts[0]?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
