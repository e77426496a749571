import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PriceWithDiscount, priceSizes } from './PriceWithDiscount';

const meta = {
  title: 'Components/PriceWithDiscount',
  component: PriceWithDiscount,
  tags: ['autodocs'],
  args: { price: 124999, discount: 15, size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: priceSizes },
    discount: { control: { type: 'range', min: 0, max: 90, step: 1 } },
  },
} satisfies Meta<typeof PriceWithDiscount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1,24,999 − floor(1,24,999 × 15 / 100) = 1,24,999 − 18,749; whole rupees, so no paise (DESIGN.md §3).
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    const original = canvas.getByText('₹1,24,999');
    await expect(original.closest('s')).not.toBeNull();
    await expect(canvas.getByText('-15%')).toBeVisible();
    await expect(canvas.getByText('15% off')).toBeInTheDocument();
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Price: ₹1,06,250Original price: ₹1,24,999-15%15% off',
    );
  },
};

/**
 * The floor favours the buyer by less than a rupee: 999 at 15% is 999 − 149, not 849.15. The same price
 * beside product cards (MoreFromShop) as on the product page: one price everywhere (DESIGN.md §4).
 */
export const FlooredDiscount: Story = {
  args: { price: 999, discount: 15 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹850')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('849');
  },
};

export const NoDiscount: Story = {
  args: { price: 1499, discount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,499')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

export const Small: Story = {
  args: { price: 2450, discount: 10, size: 'md' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹2,205')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('15% की छूट')).toBeInTheDocument();
    await expect(canvas.getByText(/^मूल कीमत:/)).toBeInTheDocument();
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
  },
};

/** Both sizes with and without a discount, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <>
      {priceSizes.map((size) => (
        <div key={size}>
          <PriceWithDiscount price={124999} discount={15} size={size} />
          <PriceWithDiscount price={1499} discount={0} size={size} />
          <PriceWithDiscount price={650} discount={90} size={size} />
        </div>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(priceSizes.length * 3);
    await expect(within(canvasElement).getAllByText('₹65')).toHaveLength(priceSizes.length);
  },
};
