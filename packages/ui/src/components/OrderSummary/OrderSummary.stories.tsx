import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary, orderSummaryCheckouts } from './OrderSummary';

const meta = {
  title: 'Components/Cart/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { items: 4, subtotal: 9935, shippingFee: 20, checkout: 'available', onCheckout: fn() },
  argTypes: { checkout: { control: 'inline-radio', options: orderSummaryCheckouts } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

function termValue(canvas: ReturnType<typeof within>, term: string) {
  return canvas.getByText(term, { selector: 'dt' }).nextElementSibling;
}

export const Available: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(termValue(canvas, 'Items')).toHaveTextContent('4 items');
    await expect(termValue(canvas, 'Subtotal')).toHaveTextContent('₹9,935');
    await expect(termValue(canvas, 'Shipping fee')).toHaveTextContent('₹20');
    // SPEC.md §9: the total is the price plus the shipping fee.
    await expect(termValue(canvas, 'Total')).toHaveTextContent('₹9,955');
    await userEvent.click(canvas.getByRole('button', { name: 'Process to Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

export const LakhsAndFreeShipping: Story = {
  args: { items: 1, subtotal: 318750, shippingFee: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(termValue(canvas, 'Items')).toHaveTextContent('1 item');
    await expect(termValue(canvas, 'Shipping fee')).toHaveTextContent('Free');
    await expect(termValue(canvas, 'Total')).toHaveTextContent('₹3,18,750');
  },
};

/** Only out-of-stock lines: nothing to buy, so no checkout. */
export const NothingToBuy: Story = {
  args: { items: 0, subtotal: 0, shippingFee: 0, checkout: 'nothingToBuy' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Process to Checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Nothing in your cart can be bought right now.');
    await expect(termValue(canvas, 'Items')).toHaveTextContent('0 items');
    await expect(termValue(canvas, 'Total')).toHaveTextContent('₹0');
    await userEvent.click(button);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const QuantityAboveStock: Story = {
  args: { checkout: 'quantityAboveStock' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Process to Checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Lower the quantities marked above to check out.');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ऑर्डर का सारांश' })).toBeVisible();
    await expect(termValue(canvas, 'सामान')).toHaveTextContent('4 सामान');
    await expect(termValue(canvas, 'कुल')).toHaveTextContent('₹9,955');
    await userEvent.click(canvas.getByRole('button', { name: 'चेकआउट करें' }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};
