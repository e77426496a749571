import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { khadiGroup, rasoiGroup, tiffinLine } from '../CartView/CartView.fixtures';
import { CartShopGroup } from './CartShopGroup';

const meta = {
  title: 'Components/Cart/CartShopGroup',
  component: CartShopGroup,
  tags: ['autodocs'],
  args: {
    group: rasoiGroup,
    productHref: (line) => `/product/details/${line.productInfo.slug}`,
    onIncrease: fn(),
    onDecrease: fn(),
    onOutOfStock: fn(),
    onRemove: fn(),
  },
  argTypes: { renderLink: { control: false }, productHref: { control: false } },
} satisfies Meta<typeof CartShopGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below ₹2,000 the shop charges ₹20 and says how much more would make it free (DESIGN.md §3). */
export const ShippingCharged: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('region', { name: 'Rasoi Ghar' });
    const totals = within(group);
    await expect(totals.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹1,236');
    await expect(totals.getByText('Shipping fee').nextElementSibling).toHaveTextContent('₹20');
    await expect(totals.getByText('Add ₹764 more from this shop for free delivery.')).toBeVisible();
    await expect(totals.getByRole('list', { name: 'Products from Rasoi Ghar' })).toBeVisible();
    await userEvent.click(totals.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onOutOfStock).toHaveBeenCalledOnce();
    await expect(args.onOutOfStock).toHaveBeenCalledWith(tiffinLine);
  },
};

export const FreeShipping: Story = {
  args: { group: khadiGroup, pendingLineIds: [khadiGroup.products[1]?._id ?? ''] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹8,699');
    await expect(canvas.getByText('Shipping fee').nextElementSibling).toHaveTextContent('Free');
    await expect(canvas.getByText('Free delivery from this shop.')).toBeVisible();
    const lines = canvas.getAllByRole('article');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveAttribute('aria-busy', 'false');
    await expect(lines[1]).toHaveAttribute('aria-busy', 'true');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('डिलीवरी शुल्क').nextElementSibling).toHaveTextContent('₹20');
    await expect(canvas.getByText('मुफ़्त डिलीवरी के लिए इस दुकान से ₹764 का और सामान जोड़ें।')).toBeVisible();
  },
};
