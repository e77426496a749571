import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentOrderSummary } from './PaymentOrderSummary';

const meta = {
  title: 'Components/PaymentOrderSummary',
  component: PaymentOrderSummary,
  tags: ['autodocs'],
  args: { items: 3, total: 125019 },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof PaymentOrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    await expect(summary.getByText('Items').nextElementSibling).toHaveTextContent('3');
    await expect(summary.getByText('Total to pay').nextElementSibling).toHaveTextContent('₹1,25,019');
    await expect(summary.getByText('Shipping fee included')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'ऑर्डर सारांश' })).toBeVisible();
    await expect(canvas.getByText('कुल देय राशि').nextElementSibling).toHaveTextContent('₹1,25,019');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByText('₹1,25,019')).toBeVisible();
  },
};
