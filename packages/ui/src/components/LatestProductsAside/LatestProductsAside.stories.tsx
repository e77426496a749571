import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  brokenImage,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from '../ProductCard/ProductCard.fixtures';
import { type LatestProduct, LatestProductsAside } from './LatestProductsAside';
import * as storyStyles from './LatestProductsAside.stories.css';

const detailsHref = (product: LatestProduct) => `/product/details/${product.slug}`;
const latest: LatestProduct[] = [newArrival, mixerGrinder, kurta];

const meta = {
  title: 'Components/LatestProductsAside',
  component: LatestProductsAside,
  tags: ['autodocs'],
  args: { products: latest, getHref: detailsHref, headingLevel: 2 },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    getHref: { control: false },
    renderLink: { control: false },
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.column}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LatestProductsAside>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Latest Product' });
    await expect(within(aside).getByRole('heading', { level: 2, name: 'Latest Product' })).toBeVisible();
    await expect(within(aside).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(aside).getByRole('link', { name: 'Terracotta Water Bottle, 1 L' })).toHaveAttribute(
      'href',
      '/product/details/terracotta-water-bottle-1l',
    );
    // The price the order charges: 650 − floor(32.5) = 618, not SPEC.md §9's 617.50 (DESIGN.md §4).
    await expect(within(aside).getByText('₹618')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
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
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'No image available for Mixer Grinder 750 W, 3 Jars' }),
    ).toBeVisible();
  },
};

export const LongName: Story = {
  args: { products: [longNamedSaree] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: longNamedSaree.name })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'नए उत्पाद' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'अभी तक कोई रेटिंग नहीं' })).toBeVisible();
  },
};
