import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartView } from './CartView';
import {
  aboveStockCart,
  emptyCart,
  fullCart,
  kurtaLine,
  onlyOutOfStockCart,
  tiffinLine,
} from './CartView.fixtures';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Components/Cart/CartView',
  component: CartView,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', cart: fullCart },
    onIncrease: fn(),
    onDecrease: fn(),
    onOutOfStock: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onRetry: fn(),
    productHref: (line) => `/product/details/${line.productInfo.slug}`,
    shopHref: '/shops',
  },
  argTypes: { renderLink: { control: false }, productHref: { control: false } },
  parameters: { layout: 'padded', viewport: { options: phoneViewports } },
} satisfies Meta<typeof CartView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops, an out-of-stock line, the summary from the server's totals and the voucher box. */
export const Ready: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Khadi Weaves' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rasoi Ghar' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Out of Stock' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    await expect(summary.getByText('Items').nextElementSibling).toHaveTextContent('4 items');
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₹9,955');
    await expect(canvas.getByRole('group', { name: 'Voucher' })).toBeVisible();

    const kurta = within(canvas.getByRole('article', { name: 'Handloom Cotton Kurta' }));
    await userEvent.click(kurta.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await expect(args.onIncrease).toHaveBeenCalledWith(kurtaLine);
    await userEvent.click(kurta.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onDecrease).not.toHaveBeenCalled();
    const tiffin = within(canvas.getByRole('article', { name: 'Steel Tiffin, 3 Tier' }));
    await userEvent.click(tiffin.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onOutOfStock).toHaveBeenCalledOnce();
    await expect(args.onOutOfStock).toHaveBeenCalledWith(tiffinLine);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Brass Diya, Set of 2 from the cart' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Process to Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'The server is not answering. Try again in a minute.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your cart could not be loaded.');
    await expect(alert).toHaveTextContent('The server is not answering. Try again in a minute.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', cart: emptyCart } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
    await expect(canvas.queryByRole('button', { name: 'Process to Checkout' })).toBeNull();
  },
};

/** Everything ran out: the lines can be removed but nothing can be bought. */
export const OnlyOutOfStock: Story = {
  args: { state: { status: 'ready', cart: onlyOutOfStockCart } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Out of Stock' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process to Checkout' })).toBeDisabled();
    await expect(canvas.getByText('Nothing in your cart can be bought right now.')).toBeVisible();
  },
};

/** A quantity above what is left blocks the checkout until it is lowered. */
export const QuantityAboveStock: Story = {
  args: { state: { status: 'ready', cart: aboveStockCart } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only 2 left. Lower the quantity to check out.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Process to Checkout' })).toBeDisabled();
  },
};

export const LineUpdating: Story = {
  args: { pendingLineIds: [kurtaLine._id] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const kurta = canvas.getByRole('article', { name: 'Handloom Cotton Kurta' });
    await expect(kurta).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(kurta).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onIncrease).not.toHaveBeenCalled();
    // The other lines stay usable.
    const saree = canvas.getByRole('article', { name: /^Banarasi Katan Silk Saree/ });
    await userEvent.click(within(saree).getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'स्टॉक में नहीं' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'चेकआउट करें' })).toBeEnabled();
    await expect(canvas.getByText('इस दुकान से डिलीवरी मुफ़्त है।')).toBeVisible();
  },
};

/** On a 375 px phone the summary stacks under the lines and nothing is wider than the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const group = canvas.getByRole('region', { name: 'Khadi Weaves' }).getBoundingClientRect();
    const summary = canvas.getByRole('region', { name: 'Order Summary' }).getBoundingClientRect();
    await expect(summary.top).toBeGreaterThan(group.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
