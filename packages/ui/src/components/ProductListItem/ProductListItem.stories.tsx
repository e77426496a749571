import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  ProductListItem,
  type ProductListItemProduct,
  productListItemHeadingLevels,
} from './ProductListItem';
import { brokenImage, diyaRow, kurtaRow, listRows, mixerRow, sareeRow } from './ProductListItem.fixtures';
import * as storyStyles from './ProductListItem.stories.css';

const detailsHref = (product: ProductListItemProduct) => `/product/details/${product.slug}`;

const meta = {
  title: 'Components/ProductListItem',
  component: ProductListItem,
  tags: ['autodocs'],
  args: { product: kurtaRow, href: detailsHref(kurtaRow), headingLevel: 3 },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: productListItemHeadingLevels },
    renderLink: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.rowFrame === 'matrix' ? storyStyles.matrix : storyStyles.single}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShortDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Handloom Cotton Kurta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Handloom Cotton Kurta' })).toHaveAttribute(
      'href',
      '/product/details/handloom-cotton-kurta',
    );
    await expect(canvas.getByText(kurtaRow.description)).toBeVisible();
    await expect(canvas.getByText('₹1,499')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

/** SPEC.md §2.4: list view shows the first 12 words of the description. */
export const LongDescriptionCut: Story = {
  args: { product: mixerRow, href: detailsHref(mixerRow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shown = canvas.getByText(/^A 750 W copper motor/);
    await expect(shown).toHaveTextContent(
      'A 750 W copper motor with three stainless steel jars for chutneys,…',
    );
    await expect(canvas.queryByText(/warranty/)).toBeNull();
  },
};

export const WithDiscount: Story = {
  args: { product: mixerRow, href: detailsHref(mixerRow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The price the order charges, as on the grid's card (DESIGN.md §3).
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    await expect(canvas.getByText('₹1,24,999').closest('s')).not.toBeNull();
    await expect(canvas.getByText('15% off')).toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  args: { product: diyaRow, href: detailsHref(diyaRow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { product: { ...kurtaRow, images: [brokenImage] }, href: detailsHref(kurtaRow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const NoDescription: Story = {
  args: { product: { ...kurtaRow, description: '   ' }, href: detailsHref(kurtaRow) },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article.querySelectorAll('p')).toHaveLength(2);
  },
};

export const LongName: Story = {
  args: { product: sareeRow, href: detailsHref(sareeRow) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: sareeRow.name })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { product: { ...mixerRow, stock: 0 }, href: detailsHref(mixerRow) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('स्टॉक में नहीं')).toBeVisible();
    await expect(canvas.getByText('15% की छूट')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: '5 में से 4.3 रेटिंग' })).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  parameters: { rowFrame: 'matrix' },
  render: (args) => (
    <>
      {[...listRows, { ...kurtaRow, slug: 'no-picture', name: 'Pashmina Stole', images: [] }].map(
        (product) => (
          <ProductListItem key={product.slug} {...args} product={product} href={detailsHref(product)} />
        ),
      )}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(listRows.length + 1);
  },
};
