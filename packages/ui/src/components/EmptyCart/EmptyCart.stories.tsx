import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyCart } from './EmptyCart';

const meta = {
  title: 'Components/Cart/EmptyCart',
  component: EmptyCart,
  tags: ['autodocs'],
  args: { shopHref: '/shops' },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof EmptyCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('आपका कार्ट ख़ाली है')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अभी ख़रीदारी करें' })).toHaveAttribute('href', '/shops');
  },
};
