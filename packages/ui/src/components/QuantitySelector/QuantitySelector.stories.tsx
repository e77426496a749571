import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantitySelector, type QuantitySelectorProps } from './QuantitySelector';

/** Holds the quantity as a page would, and reports every change to the story's spies. */
function Stateful(props: QuantitySelectorProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuantitySelector
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        props.onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/QuantitySelector',
  component: QuantitySelector,
  tags: ['autodocs'],
  args: { quantity: 1, stock: 12, onQuantityChange: fn(), onLimit: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof QuantitySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtOne: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Quantity' });
    await expect(within(group).getByRole('status')).toHaveTextContent('1');
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    // SPEC.md §4: the minus is ignored at 1.
    await userEvent.click(minus);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(within(group).getByRole('status')).toHaveTextContent('1');
  },
};

export const UpAndDown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(plus);
    await userEvent.click(plus);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    const minus = canvas.getByRole('button', { name: 'Decrease quantity' });
    await expect(minus).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(minus);
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
    await expect(args.onLimit).not.toHaveBeenCalled();
  },
};

/** Plus at the stock changes nothing and asks the page to say "Out of Stock". */
export const AtStock: Story = {
  args: { quantity: 4, stock: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onLimit).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('4');
  },
};

export const SingleUnitLeft: Story = {
  args: { quantity: 1, stock: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onLimit).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { quantity: 2, stock: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('1');
    // Still focused at 1, so the keyboard user is not thrown back to the top of the page.
    await expect(canvas.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(args.onLimit).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'मात्रा' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'मात्रा घटाएँ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'मात्रा बढ़ाएँ' })).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <>
      <QuantitySelector {...args} quantity={1} stock={12} />
      <QuantitySelector {...args} quantity={5} stock={12} />
      <QuantitySelector {...args} quantity={12} stock={12} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(3);
  },
};
