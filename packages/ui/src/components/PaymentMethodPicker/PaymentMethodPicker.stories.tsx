import type { PaymentMethod } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentMethodPicker } from './PaymentMethodPicker';

const meta = {
  title: 'Components/PaymentMethodPicker',
  component: PaymentMethodPicker,
  tags: ['autodocs'],
  args: { value: 'card', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['card', 'cod'] } },
  // The page holds the choice: the story does too, so a click moves the selection.
  render: function Render(args) {
    const [value, setValue] = useState<PaymentMethod>(args.value);
    return (
      <PaymentMethodPicker
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.9: card is selected when the page opens. */
export const CardByDefault: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Choose a payment method' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveAccessibleDescription(
      'Pay now with a debit or credit card.',
    );
    await userEvent.click(canvas.getByText('Cash on Delivery'));
    await expect(args.onValueChange).toHaveBeenCalledWith('cod');
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  },
};

/** Arrow keys move the choice, as in any radio group. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Card' }).focus();
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveFocus();
    // Held down, as a finger on a key is: radix-ui selects on the focus that follows an arrow key press.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('cod');
  },
};

export const CashOnDeliveryChosen: Story = {
  args: { value: 'cod' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
  },
};

/** Locked while a payment is under way. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeDisabled();
    await userEvent.click(canvas.getByText('Cash on Delivery'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'भुगतान का तरीका चुनें' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'कार्ड' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'कैश ऑन डिलीवरी' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('radio', { name: 'Card' });
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    // One option under the other on a phone.
    await expect(cod.getBoundingClientRect().top).toBeGreaterThan(card.getBoundingClientRect().bottom);
  },
};
