import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ProductCardProduct } from '../ProductCard';
import {
  brassDiya,
  brokenImage,
  eightProducts,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCarousel/ProductCarousel.fixtures';
import { FeatureProducts, FeatureProductsSkeleton, featureProductsHeadingLevels } from './FeatureProducts';

const productHref = (product: ProductCardProduct) => `/product/details/${product.slug}`;

const viewports = {
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet800: { name: 'Tablet, 800 px', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
} as const;

/** How many cards stand in the first row of the grid. */
function cardsPerRow(canvasElement: HTMLElement): number {
  const items = Array.from(canvasElement.querySelectorAll('li'));
  const top = items[0]?.getBoundingClientRect().top;
  return items.filter((item) => item.getBoundingClientRect().top === top).length;
}

const meta = {
  title: 'Components/FeatureProducts',
  component: FeatureProducts,
  tags: ['autodocs'],
  args: {
    products: eightProducts,
    productHref,
    headingLevel: 2,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: featureProductsHeadingLevels },
    renderLink: { control: false },
    productHref: { control: false },
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof FeatureProducts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards a row on a desktop. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Feature Products' });
    await expect(within(section).getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Handloom Cotton Kurta' })).toHaveAttribute(
      'href',
      '/product/details/handloom-cotton-kurta',
    );
    await expect(cardsPerRow(canvasElement)).toBe(4);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet800', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardsPerRow(canvasElement)).toBe(3));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardsPerRow(canvasElement)).toBe(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Discount, no discount, out of stock, unrated, a long name and a failed picture, as they come. */
export const EveryCardState: Story = {
  args: {
    products: [
      mixerGrinder,
      kurta,
      brassDiya,
      newArrival,
      longNamedSaree,
      { ...kurta, slug: 'broken', images: [brokenImage] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-15%')).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not rated yet' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
  },
};

/** Without products the grid draws nothing; the page says the catalogue is empty. */
export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** The grey cards shown while the home page loads; hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <FeatureProductsSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'चुनिंदा उत्पाद' })).toBeVisible();
    await expect(canvas.getByText('स्टॉक में नहीं')).toBeVisible();
  },
};
