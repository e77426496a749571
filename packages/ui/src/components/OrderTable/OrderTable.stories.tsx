import type { OrderFilter } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderTable, orderTableStatuses } from './OrderTable';
import { cancelledOrder, deliveredOrder, pageOfOrders, placedOrder, someOrders } from './OrderTable.fixtures';

const meta = {
  title: 'Components/OrderTable',
  component: OrderTable,
  tags: ['autodocs'],
  args: {
    orders: someOrders,
    status: 'ready',
    filter: 'all',
    onFilterChange: fn(),
    onPayNow: fn(),
    onPageChange: fn(),
    page: 1,
    totalOrders: someOrders.length,
    // An example address; the app passes its own.
    getOrderHref: (orderId: string) => `/dashboard/order/details/${encodeURIComponent(orderId)}`,
  },
  argTypes: {
    status: { control: 'inline-radio', options: orderTableStatuses },
    renderLink: { control: false },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof OrderTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent(/^#7D4F0A52$/);
    // ₹1,859 of products plus ₹20 shipping.
    await expect(first.getByText('₹1,879')).toBeVisible();
    await expect(first.getByText('Not paid')).toBeVisible();
    await expect(first.getByText('Placed')).toBeVisible();
    await expect(first.getByText('20 Nov 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order #7D4F0A52' })).toHaveAttribute(
      'href',
      `/dashboard/order/details/${placedOrder._id}`,
    );
    await expect(canvas.getByText('₹1,23,456')).toBeVisible();

    // Pay Now only on unpaid orders that are not cancelled.
    await expect(canvas.getAllByRole('button', { name: /^Pay now for order/ })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Pay now for order #1B2C3D4E' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay now for order #DEAD0000' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now for order #7D4F0A52' }));
    await expect(args.onPayNow).toHaveBeenCalledWith(placedOrder);

    // Five orders fit on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** The filter lists SPEC.md §4's values and hands the choice to the page. */
export const Filter: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('combobox', { name: 'Show orders' });
    await expect(filter).toHaveValue('all');
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Placed', 'Pending', 'Delivered', 'Warehouse', 'Cancelled']);
    await userEvent.selectOptions(filter, 'Delivered');
    await expect(args.onFilterChange).toHaveBeenCalledWith('delivered');
  },
};

/** The page keeps the filter (in the URL); the story does the same so the choice sticks. */
export const FilterKept: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState<OrderFilter>('all');
    const orders =
      filter === 'all' ? someOrders : someOrders.filter((order) => order.delivery_status === filter);
    return <OrderTable {...args} filter={filter} onFilterChange={setFilter} orders={orders} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show orders' }), 'cancelled');
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { orders: pageOfOrders, totalOrders: 23, page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await userEvent.click(pager.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** With the page in the URL the pager is links. */
export const PagedLinks: Story = {
  args: {
    orders: pageOfOrders,
    totalOrders: 23,
    page: 1,
    getPageHref: (page: number) => `/dashboard/my-orders?status=all&page=${page}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders?status=all&page=3',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingFirstTime: Story = {
  args: { status: 'loading', orders: [], totalOrders: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    await expect(canvas.queryByText('You have not placed any orders yet.')).toBeNull();
  },
};

export const EmptyAll: Story = {
  args: { orders: [], totalOrders: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show all orders' })).toBeNull();
  },
};

/** Nothing under a filter: say which, and offer the way back to all. */
export const EmptyFiltered: Story = {
  args: { orders: [], totalOrders: 0, filter: 'warehouse' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No orders with the status “Warehouse”.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('all');
  },
};

/** Without onFilterChange and totalOrders, a plain list (the overview's recent orders). */
export const ListOnly: Story = {
  args: {
    orders: [deliveredOrder, cancelledOrder],
    onFilterChange: undefined,
    onPayNow: undefined,
    totalOrders: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: /^View order/ })).toHaveLength(2);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'ऑर्डर' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'ऑर्डर दिखाएँ' })).toHaveValue('all');
    await expect(canvas.getByRole('link', { name: 'ऑर्डर #7D4F0A52 देखें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ऑर्डर #7D4F0A52 का अभी भुगतान करें' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByText('डिलीवर हुआ')).toHaveLength(1);
  },
};

/** Whether `element` is drawn wholly inside the window's width: nothing of it is off-screen to the side. */
function withinWidth(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
}

/**
 * Below the tablet breakpoint each order is a card: its total, Payment, Delivery, View and Pay Now all on
 * screen with their labels, nothing to scroll sideways. It is still the table to a screen reader.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      const card = within(row);
      await expect(card.getAllByRole('cell')).toHaveLength(5);
      // The order's short id heads its card.
      await expect(withinWidth(card.getByRole('rowheader'))).toBe(true);
      for (const label of ['Date', 'Total', 'Payment', 'Delivery']) {
        const shown = card.getByText(label);
        await expect(shown).toBeVisible();
        await expect(withinWidth(shown)).toBe(true);
        // The label sits on the line of its value, which the cell holds.
        await expect(shown.closest('td')?.textContent).not.toBe(label);
      }
      for (const badge of row.querySelectorAll('td [data-status]')) {
        await expect(badge).toBeVisible();
        await expect(withinWidth(badge)).toBe(true);
      }
      const view = card.getByRole('link', { name: /^View order/ });
      await expect(withinWidth(view)).toBe(true);
      await expect(view.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const payNow = canvas.getAllByRole('button', { name: /^Pay now for order/ });
    await expect(payNow).toHaveLength(2);
    for (const button of payNow) {
      await expect(button).toBeVisible();
      await expect(withinWidth(button)).toBe(true);
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const region = canvas.getByRole('region', { name: 'Orders' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Hindi's longer labels and statuses still fit the phone's card. */
export const PhoneHindi: Story = {
  globals: { language: 'hindi', viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'ऑर्डर' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(5);
    for (const row of rows) {
      for (const label of ['तारीख़', 'कुल', 'भुगतान', 'डिलीवरी']) {
        await expect(within(row).getByText(label)).toBeVisible();
      }
      for (const shown of row.querySelectorAll('td [data-status]')) {
        await expect(shown).toBeVisible();
        await expect(withinWidth(shown)).toBe(true);
      }
      await expect(withinWidth(within(row).getByRole('link', { name: /देखें$/ }))).toBe(true);
    }
    const payNow = canvas.getAllByRole('button', { name: /का अभी भुगतान करें$/ });
    await expect(payNow).toHaveLength(2);
    for (const button of payNow) await expect(withinWidth(button)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
