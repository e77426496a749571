import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductTabs, productTabValues } from './ProductTabs';

const meta = {
  title: 'Components/ProductTabs',
  component: ProductTabs,
  tags: ['autodocs'],
  args: {
    reviews: <p>Asha: Soft fabric and true to size.</p>,
    description: <p>Breathable handloom cotton, hand-block printed in Jaipur.</p>,
  },
  argTypes: {
    defaultTab: { control: 'inline-radio', options: productTabValues },
    reviews: { control: false },
    description: { control: false },
  },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReviewsFirst: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Product information' })).toBeVisible();
    const reviews = canvas.getByRole('tab', { name: 'Reviews' });
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Reviews' })).toHaveTextContent('Soft fabric');
    await expect(canvas.queryByText(/hand-block printed/)).toBeNull();

    await userEvent.click(canvas.getByRole('tab', { name: 'Description' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(
      'hand-block printed',
    );
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const description = canvas.getByRole('tab', { name: 'Description' });
    await expect(description).toHaveFocus();
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveFocus();
  },
};

export const DescriptionOpen: Story = {
  args: { defaultTab: 'description' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'उत्पाद की जानकारी' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'समीक्षाएँ' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'विवरण' })).toBeVisible();
  },
};
