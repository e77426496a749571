import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { diyaLine } from '../CartView/CartView.fixtures';
import { CartOutOfStock } from './CartOutOfStock';

const meta = {
  title: 'Components/Cart/CartOutOfStock',
  component: CartOutOfStock,
  tags: ['autodocs'],
  args: {
    lines: [diyaLine],
    onRemove: fn(),
    productHref: (line) => `/product/details/${line.productInfo.slug}`,
  },
  argTypes: { renderLink: { control: false }, productHref: { control: false } },
} satisfies Meta<typeof CartOutOfStock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Out of Stock' });
    await expect(section).toHaveAccessibleDescription(
      'These products have run out. Remove them or check back later.',
    );
    await expect(within(section).queryByRole('group', { name: 'Quantity' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Brass Diya, Set of 2 from the cart' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(diyaLine);
  },
};

export const Removing: Story = {
  args: { pendingLineIds: [diyaLine._id] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Brass Diya, Set of 2 from the cart' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(canvas.getByText('Updating…')).toBeVisible();
  },
};

/** Nothing ran out: the section is left out. */
export const NoneOutOfStock: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'स्टॉक में नहीं' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Brass Diya, Set of 2 को कार्ट से हटाएँ' })).toBeVisible();
  },
};
