import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterToggle } from './FilterToggle';

/** Storybook's 320 × 568 phone: below the tablet width where the panel collapses. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

function Panel() {
  return (
    <fieldset>
      <legend>Category</legend>
      <label>
        <input type="checkbox" /> Kitchen
      </label>
    </fieldset>
  );
}

const meta = {
  title: 'Components/FilterToggle',
  component: FilterToggle,
  args: { children: <Panel /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof FilterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
  },
};

export const OpensAndClosesOnPhone: Story = {
  globals: phone,
  args: { onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenOnPhone: Story = {
  globals: phone,
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter Product' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

export const KeyboardOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filter Product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

/** On a wide screen the panel is always there and there is no button. */
export const AlwaysOpenOnWideScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filter Product' })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { ...phone, language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'उत्पाद फ़िल्टर करें' }));
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};
