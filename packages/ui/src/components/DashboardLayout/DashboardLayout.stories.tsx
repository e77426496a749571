import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DashboardLayout } from './DashboardLayout';
import { DashboardMenu, dashboardLogoutStates, dashboardPages } from './DashboardMenu';

/** Example addresses; the app passes its own. */
const hrefs = {
  overview: '/dashboard',
  orders: '/dashboard/my-orders',
  wishlist: '/dashboard/my-wishlist',
  chat: '/dashboard/chat',
  changePassword: '/dashboard/change-password',
};

const meta = {
  title: 'Components/DashboardLayout',
  component: DashboardLayout,
  tags: ['autodocs'],
  args: {
    current: 'orders',
    onLogout: fn(),
    logout: 'idle',
    hrefs,
    children: <p>The page’s own content.</p>,
  },
  argTypes: {
    current: { control: 'select', options: dashboardPages },
    logout: { control: 'inline-radio', options: dashboardLogoutStates },
    renderLink: { control: false },
    hrefs: { control: false },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.10's menu with the page shown marked. */
export const Desktop: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    const expected = [
      ['Dashboard', '/dashboard'],
      ['My Orders', '/dashboard/my-orders'],
      ['Wishlist', '/dashboard/my-wishlist'],
      ['Chat', '/dashboard/chat'],
      ['Change Password', '/dashboard/change-password'],
    ] as const;
    const links = menu.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // Beside the content, with no toggle.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.getByText('The page’s own content.')).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const LoggingOut: Story = {
  args: { logout: 'pending' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Logging out…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone the menu folds behind a Menu button; opening it shows the same links. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    await expect(canvas.getByText('The page’s own content.')).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByRole('navigation', { name: 'Dashboard' }));
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { current: 'overview' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(canvas.getByRole('navigation', { name: 'डैशबोर्ड' }));
    await expect(menu.getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'मेरे ऑर्डर' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  },
};

/** The menu on its own, with an app's router link. */
export const MenuWithRouterLinks: Story = {
  render: (args) => (
    <DashboardMenu
      current="chat"
      onLogout={args.onLogout}
      hrefs={hrefs}
      renderLink={({ children, ...props }) => (
        <a {...props} data-router-link="true">
          {children}
        </a>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('data-router-link', 'true');
  },
};
