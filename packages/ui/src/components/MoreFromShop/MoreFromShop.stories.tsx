import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  brokenImage,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCard/ProductCard.fixtures';
import { MoreFromShop, type MoreFromShopProduct, moreFromShopHeadingLevels } from './MoreFromShop';

const productHref = (product: MoreFromShopProduct) => `/product/details/${product.slug}`;

const meta = {
  title: 'Components/MoreFromShop',
  component: MoreFromShop,
  tags: ['autodocs'],
  args: {
    shopName: 'Khadi Weaves',
    products: [kurta, mixerGrinder, newArrival],
    productHref,
    headingLevel: 2,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: moreFromShopHeadingLevels },
    renderLink: { control: false },
    productHref: { control: false },
  },
} satisfies Meta<typeof MoreFromShop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'From Khadi Weaves' });
    await expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('From Khadi Weaves');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(panel).getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    // The price the order charges, as on the product page and every card: 1,24,999 − floor(18,749.85).
    await expect(within(panel).getByText('₹1,06,250')).toBeVisible();
    await expect(within(panel).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(within(panel).getByRole('img', { name: 'Not rated yet' })).toBeVisible();
  },
};

/** No other products from the shop: the panel is left out altogether. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const LongName: Story = {
  args: { products: [longNamedSaree] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: longNamedSaree.name })).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: {
    products: [
      { ...kurta, images: [brokenImage] },
      { ...mixerGrinder, images: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(0));
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Khadi Weaves के उत्पाद' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '5 में से 4.5 रेटिंग' })).toBeVisible();
  },
};
