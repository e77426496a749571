import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductCount } from './ProductCount';

const meta = {
  title: 'Components/ProductCount',
  component: ProductCount,
  tags: ['autodocs'],
  args: { count: 48 },
} satisfies Meta<typeof ProductCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('(48) Products');
  },
};

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('(0) Products');
  },
};

/** Large totals use Indian grouping: one lakh twenty-three thousand. */
export const LakhGrouping: Story = {
  args: { count: 123456 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('(1,23,456) Products');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { count: 1250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('(1,250) उत्पाद');
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <div>
      {[0, 1, 12, 1250, 123456].map((count) => (
        <ProductCount key={count} count={count} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(5);
  },
};
