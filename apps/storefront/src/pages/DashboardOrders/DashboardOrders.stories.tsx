import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DashboardStoryRouter } from '../../dashboard/DashboardStoryRouter';
import { myOrdersFilterHref, myOrdersHref } from '../../hrefs/dashboard';
import { http } from '../../mocks/http';
import { signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import { manyOrders, orderMocks, someOrders, unpaidOrder } from '../../mocks/orderHandlers';
import { onPhone, patiently, phoneViewports } from '../../session/storySupport';
import { dashboardAddress } from '../../storyHelpers/dashboardAddress';
import { alertSaying, expectLoadingStatus } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Dashboard/MyOrders',
  component: DashboardStoryRouter,
  args: { path: myOrdersHref() },
  beforeEach: signInForStory,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof DashboardStoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function ordersTable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'My Orders' }, patiently);
  return canvas.findByRole('table', { name: 'Orders' }, patiently);
}

/** Rows of the table body, by their short order id (the row header). */
function rowIds(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

const some = orderMocks();
export const Default: Story = {
  tags: ['visual'],
  beforeEach: () => some.reset(),
  parameters: { msw: some.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await ordersTable(canvasElement);
    await expect(rowIds(table)).toEqual(['#7D4F0A52', '#1B2C3D4E', '#A9B8C7D6', '#C0FFEE00', '#DEAD0000']);
    const unpaid = within(table).getByRole('rowheader', { name: '#7D4F0A52' }).closest('tr');
    if (!unpaid) throw new Error('no row for the unpaid order');
    await expect(within(unpaid).getByText('Not paid')).toBeVisible();
    await expect(within(unpaid).getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order #7D4F0A52' })).toHaveAttribute(
      'href',
      `/dashboard/order/details/${unpaidOrder._id}`,
    );
    // Pay Now on unpaid orders only, and not on the cancelled one.
    await expect(canvas.getByRole('button', { name: 'Pay now for order #7D4F0A52' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay now for order #C0FFEE00' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay now for order #1B2C3D4E' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pay now for order #DEAD0000' })).toBeNull();
    // Five orders fit on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(some.listRequests).toEqual(['all/1']);
  },
};

const filtering = orderMocks({ orders: manyOrders(23) });
export const StatusFilter: Story = {
  beforeEach: () => filtering.reset(),
  parameters: { msw: filtering.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let table = await ordersTable(canvasElement);
    await expect(rowIds(table)).toHaveLength(10);
    const filter = canvas.getByRole('combobox', { name: 'Show orders' });
    await expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Placed', 'Pending', 'Delivered', 'Warehouse', 'Cancelled']);

    await userEvent.selectOptions(filter, 'delivered');
    await waitFor(() =>
      expect(dashboardAddress(canvasElement)).toHaveTextContent('/dashboard/my-orders?status=delivered'),
    );
    // Every fifth order of the 23 is delivered: 5 of them, all on one page.
    await waitFor(
      () =>
        expect(within(canvas.getByRole('table', { name: 'Orders' })).getAllByText('Delivered')).toHaveLength(
          5,
        ),
      patiently,
    );
    table = canvas.getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(within(table).queryByText('Placed')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Show orders' })).toHaveValue('delivered');

    // Back returns to all orders, filter and list together.
    await userEvent.click(canvas.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() =>
      expect(dashboardAddress(canvasElement)).toHaveTextContent(/^\/dashboard\/my-orders$/),
    );
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Show orders' })).toHaveValue('all'));
    await waitFor(() => expect(rowIds(canvas.getByRole('table', { name: 'Orders' }))).toHaveLength(10));
    await expect(filtering.listRequests).toEqual(['all/1', 'delivered/1', 'all/1']);
  },
};

const paging = orderMocks({ orders: manyOrders(23) });
export const Pager: Story = {
  beforeEach: () => paging.reset(),
  parameters: { msw: paging.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersTable(canvasElement);
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders?page=3',
    );

    await userEvent.click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitFor(() =>
      expect(dashboardAddress(canvasElement)).toHaveTextContent('/dashboard/my-orders?page=3'),
    );
    // 23 orders: the third page holds the last three.
    await waitFor(() =>
      expect(rowIds(canvas.getByRole('table', { name: 'Orders' }))).toEqual([
        '#00000021',
        '#00000022',
        '#00000023',
      ]),
    );
    await expect(
      within(canvas.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' }),
    ).toHaveAttribute('aria-current', 'page');

    // A new filter starts at its first page.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show orders' }), 'placed');
    await waitFor(() => expect(dashboardAddress(canvasElement)).toHaveTextContent(/\?status=placed$/));

    await userEvent.click(canvas.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() =>
      expect(dashboardAddress(canvasElement)).toHaveTextContent('/dashboard/my-orders?page=3'),
    );
    await waitFor(() => expect(rowIds(canvas.getByRole('table', { name: 'Orders' }))).toHaveLength(3));
    await expect(paging.listRequests).toEqual(['all/1', 'all/3', 'placed/1', 'all/3']);
  },
};

/** A shared link to a filtered page opens on it. */
const fromLink = orderMocks({ orders: manyOrders(23) });
export const FilterAndPageFromLink: Story = {
  beforeEach: () => fromLink.reset(),
  args: { path: '/dashboard/my-orders?status=placed&page=1' },
  parameters: { msw: fromLink.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersTable(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Show orders' })).toHaveValue('placed');
    await expect(fromLink.listRequests).toEqual(['placed/1']);
  },
};

/** A page past the end (an old link) moves to the last page there is. */
const pastEnd = orderMocks({ orders: manyOrders(12) });
export const PagePastTheEnd: Story = {
  beforeEach: () => pastEnd.reset(),
  args: { path: myOrdersHref({ filter: 'all', page: 7 }) },
  parameters: { msw: pastEnd.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(dashboardAddress(canvasElement)).toHaveTextContent('/dashboard/my-orders?page=2'),
      patiently,
    );
    await waitFor(
      () => expect(rowIds(canvas.getByRole('table', { name: 'Orders' }))).toHaveLength(2),
      patiently,
    );
    await expect(pastEnd.listRequests).toEqual(['all/7', 'all/2']);
  },
};

const paying = orderMocks();
export const PayNow: Story = {
  parameters: { msw: paying.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersTable(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now for order #7D4F0A52' }));
    await canvas.findByRole('heading', { level: 1, name: 'Left the dashboard' }, patiently);
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(`/payment?orderId=${unpaidOrder._id}`);
  },
};

const viewing = orderMocks();
export const ViewOrder: Story = {
  parameters: { msw: viewing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ordersTable(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'View order #7D4F0A52' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Order #7D4F0A52' }, patiently),
    ).toBeVisible();
    await expect(dashboardAddress(canvasElement)).toHaveTextContent(
      `/dashboard/order/details/${unpaidOrder._id}`,
    );
  },
};

const none = orderMocks({ orders: [] });
export const Empty: Story = {
  parameters: { msw: none.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'My Orders' }, patiently);
    await expect(await canvas.findByText('You have not placed any orders yet.', {}, patiently)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show all orders' })).toBeNull();
  },
};

/** No order under the chosen status: its own words and a way back to all orders. */
const noneCancelled = orderMocks({
  orders: someOrders.filter((order) => order.delivery_status !== 'cancelled'),
});
export const EmptyFilter: Story = {
  beforeEach: () => noneCancelled.reset(),
  args: { path: myOrdersFilterHref('cancelled') },
  parameters: { msw: noneCancelled.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No orders with the status “Cancelled”.', {}, patiently),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() =>
      expect(dashboardAddress(canvasElement)).toHaveTextContent(/^\/dashboard\/my-orders$/),
    );
    await waitFor(() => expect(rowIds(canvas.getByRole('table', { name: 'Orders' }))).toHaveLength(4));
    await expect(noneCancelled.listRequests).toEqual(['cancelled/1', 'all/1']);
  },
};

export const Loading: Story = {
  parameters: { msw: orderMocks({ neverAnswer: true }).handlers },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Orders' }, patiently);
    await expectLoadingStatus(canvasElement, 'Loading orders…');
  },
};

/** The server refuses with its own words; Retry asks again and the orders come. */
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
      'Your orders could not be loaded.',
      'Orders are resting for a minute.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await ordersTable(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A proxy's empty 502: neither data nor error, still a failure with Retry. */
const proxyDown = orderMocks({ failure: { status: 502 } });
export const ProxyFailure: Story = {
  parameters: { msw: proxyDown.handlers },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, patiently);
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Signed out: to the login page, keeping where the visitor was going. */
export const SignedOut: Story = {
  beforeEach: signOutForStory,
  args: { path: myOrdersFilterHref('placed') },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(dashboardAddress(canvasElement)).toHaveTextContent(
          /^\/login\?next=%2Fdashboard%2Fmy-orders%3Fstatus%3Dplaced$/,
        ),
      patiently,
    );
  },
};

/** A sign-in the server no longer accepts: the order request's 401 leads to the login page too. */
export const SignInEnded: Story = {
  parameters: {
    msw: [
      http.get('/home/coustomer/get-orders/{customerId}/{status}', ({ response }) =>
        response(401).json({ error: 'Please sign in again' }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(dashboardAddress(canvasElement)).toHaveTextContent(/^\/login\?next=%2Fdashboard%2Fmy-orders$/),
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
    await canvas.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' }, patiently);
    const table = await canvas.findByRole('table', { name: 'ऑर्डर' }, patiently);
    await expect(within(table).getAllByText('भुगतान नहीं हुआ').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('combobox', { name: 'ऑर्डर दिखाएँ' })).toHaveValue('all');
    await expect(canvas.getByRole('button', { name: 'ऑर्डर #7D4F0A52 का अभी भुगतान करें' })).toBeVisible();
  },
};

const phoneOrders = orderMocks({ orders: manyOrders(23) });
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phoneOrders.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await ordersTable(canvasElement);
    // Each order is a card: its Payment, Delivery and Pay Now are on screen, nothing scrolls sideways.
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
    };
    for (const row of within(table).getAllByRole('row').slice(1)) {
      for (const label of ['Payment', 'Delivery']) {
        await expect(onScreen(within(row).getByText(label))).toBe(true);
      }
      for (const badge of row.querySelectorAll('td [data-status]')) await expect(onScreen(badge)).toBe(true);
    }
    const payNow = canvas.getAllByRole('button', { name: /^Pay now for order/ });
    await expect(payNow.length).toBeGreaterThan(0);
    for (const button of payNow) await expect(onScreen(button)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('combobox', { name: 'Show orders' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  },
};
