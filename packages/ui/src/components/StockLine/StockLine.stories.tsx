import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockLine } from './StockLine';

const meta = {
  title: 'Components/StockLine',
  component: StockLine,
  tags: ['autodocs'],
  args: { stock: 12 },
} satisfies Meta<typeof StockLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('In Stock (12)')).toBeVisible();
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Availability:In Stock (12)');
  },
};

export const LastUnit: Story = {
  args: { stock: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In Stock (1)')).toBeVisible();
  },
};

/** Large counts use Indian grouping. */
export const LargeStock: Story = {
  args: { stock: 125000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In Stock (1,25,000)')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { stock: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
    await expect(canvas.queryByText(/In Stock/)).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('उपलब्धता:')).toBeVisible();
    await expect(canvas.getByText('स्टॉक में (12)')).toBeVisible();
  },
};

export const HindiOutOfStock: Story = {
  globals: { language: 'hindi' },
  args: { stock: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('स्टॉक में नहीं')).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <>
      <StockLine stock={25} />
      <StockLine stock={1} />
      <StockLine stock={0} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
  },
};
