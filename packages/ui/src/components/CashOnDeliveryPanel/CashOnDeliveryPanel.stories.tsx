import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CashOnDeliveryPanel, cashOnDeliveryStatuses } from './CashOnDeliveryPanel';

const meta = {
  title: 'Components/CashOnDeliveryPanel',
  component: CashOnDeliveryPanel,
  tags: ['autodocs'],
  args: { amount: 1517, status: 'idle', onConfirm: fn() },
  argTypes: { status: { control: 'inline-radio', options: cashOnDeliveryStatuses } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof CashOnDeliveryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pay ₹1,517 in cash when your order is delivered.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** SPEC.md §4: "Processing..." while the choice is recorded; a second press does nothing. */
export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = canvas.getByRole('button', { name: 'Processing...' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'This order has been cancelled.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Cash on delivery could not be chosen for this order.');
    await expect(alert).toHaveTextContent('This order has been cancelled.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Order' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { status: 'processing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ऑर्डर की डिलीवरी पर ₹1,517 नकद चुकाएँ।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'प्रोसेस हो रहा है...' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Confirm Order' })).toBeVisible();
  },
};
