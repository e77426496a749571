import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomBar, bottomBarAccounts } from './BottomBar';

const meta = {
  title: 'Components/BottomBar',
  component: BottomBar,
  tags: ['autodocs'],
  args: {
    account: 'signedOut',
    cartCount: 0,
    currentPath: '/',
    // Example addresses; the app passes its own.
    links: { home: '/', shops: '/shops', orders: '/dashboard/my-orders', cart: '/card', login: '/login' },
  },
  argTypes: {
    account: { control: 'inline-radio', options: bottomBarAccounts },
    renderLink: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  // The bar exists for phones only (SPEC.md §2.2).
  globals: { viewport: { value: 'phone360', isRotated: false } },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Quick links' }));
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shops');
    // Orders and cart need an account: a signed-out visitor is sent to log in.
    await expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
  },
};

export const SignedInWithCart: Story = {
  args: { account: 'signedIn', cartCount: 3, currentPath: '/shops' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    const cart = canvas.getByRole('link', { name: 'Cart, 3 items' });
    await expect(cart).toHaveAttribute('href', '/card');
    await expect(within(cart).getByText('3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const OneItem: Story = {
  args: { account: 'signedIn', cartCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const ZeroCount: Story = {
  args: { account: 'signedIn', cartCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(cart).toHaveAttribute('href', '/card');
    // No badge for an empty cart.
    await expect(within(cart).queryByText('0')).toBeNull();
  },
};

export const ManyItems: Story = {
  args: { account: 'signedIn', cartCount: 1250 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart, 1,250 items' });
    await expect(within(cart).getByText('99+')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { account: 'signedIn', cartCount: 2, currentPath: '/dashboard/my-orders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'त्वरित लिंक' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'ऑर्डर' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'कार्ट, 2 आइटम' })).toHaveAttribute('href', '/card');
  },
};

/** From tablet width up the header carries these links and the bar stays out of the way. */
export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: undefined } },
  args: { account: 'signedIn', cartCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  },
};
