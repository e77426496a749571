import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type ProductView, productViews, ViewToggle } from './ViewToggle';

const meta = {
  title: 'Components/ViewToggle',
  component: ViewToggle,
  tags: ['autodocs'],
  args: { view: 'grid', onViewChange: fn() },
  argTypes: {
    view: { control: 'inline-radio', options: productViews },
  },
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'View' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'List view' })).not.toBeChecked();
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).not.toBeChecked();
  },
};

export const ChoosingList: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'List view' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
  },
};

/** Pressing the chosen layout again keeps it: a listing is never without one. */
export const PressingTheChosenOneKeepsIt: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid view' }));
    await expect(args.onViewChange).not.toHaveBeenCalled();
  },
};

function Controlled() {
  const [view, setView] = useState<ProductView>('grid');
  return <ViewToggle view={view} onViewChange={setView} />;
}

export const Keyboard: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'दिखाने का तरीका' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'ग्रिड में दिखाएँ' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'सूची में दिखाएँ' })).toBeVisible();
  },
};
