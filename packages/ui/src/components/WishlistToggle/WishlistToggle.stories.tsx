import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  WishlistToggle,
  type WishlistToggleProps,
  type WishlistToggleState,
  wishlistToggleSizes,
  wishlistToggleStates,
  wishlistToggleStatuses,
} from './WishlistToggle';

const meta = {
  title: 'Components/Wishlist/WishlistToggle',
  component: WishlistToggle,
  tags: ['autodocs'],
  args: { productName: 'Handloom Cotton Kurta', state: 'notSaved', onAdd: fn(), onRemove: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: wishlistToggleStates },
    status: { control: 'inline-radio', options: wishlistToggleStatuses },
    size: { control: 'inline-radio', options: wishlistToggleSizes },
  },
} satisfies Meta<typeof WishlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', {
      name: 'Save Handloom Cotton Kurta to the wishlist',
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { pressed: true });
    await expect(heart).toHaveAccessibleName('Save Handloom Cotton Kurta to the wishlist');
    // Filled when saved.
    await expect(getComputedStyle(heart.querySelector('svg') ?? heart).fill).not.toBe('none');
    heart.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button');
    await expect(heart).toHaveAttribute('aria-disabled', 'true');
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveFocus();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Held as a page would: each press flips it. */
function Stateful(props: WishlistToggleProps) {
  const [state, setState] = useState<WishlistToggleState>(props.state);
  return (
    <WishlistToggle
      {...props}
      state={state}
      onAdd={() => {
        props.onAdd();
        setState('saved');
      }}
      onRemove={() => {
        props.onRemove();
        setState('notSaved');
      }}
    />
  );
}

export const Toggling: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { state: 'saved', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Handloom Cotton Kurta को विशलिस्ट में रखें' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {wishlistToggleSizes.map((size) =>
        wishlistToggleStates.map((state) =>
          wishlistToggleStatuses.map((status) => (
            <WishlistToggle
              key={`${size}-${state}-${status}`}
              {...args}
              productName={`${args.productName} (${size}, ${state}, ${status})`}
              size={size}
              state={state}
              status={status}
            />
          )),
        ),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(8);
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(4);
  },
};
