import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ProductListItemProduct } from '../ProductListItem';
import { listRows, mixerRow } from '../ProductListItem/ProductListItem.fixtures';
import { productViews } from '../ViewToggle';
import { ProductGrid, productGridStatuses } from './ProductGrid';

const detailsHref = (product: ProductListItemProduct) => `/product/details/${product.slug}`;

const meta = {
  title: 'Components/ProductGrid',
  component: ProductGrid,
  tags: ['autodocs'],
  args: {
    products: listRows,
    view: 'grid',
    status: 'ready',
    getHref: detailsHref,
    'aria-label': 'Products',
  },
  argTypes: {
    view: { control: 'inline-radio', options: productViews },
    status: { control: 'inline-radio', options: productGridStatuses },
    getHref: { control: false },
    renderLink: { control: false },
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(listRows.length);
    await expect(within(list).getAllByRole('article')).toHaveLength(listRows.length);
    // Cards carry no description; the list view does.
    await expect(canvas.queryByText(/^A 750 W copper motor/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    // The first row's pictures load at once (one of them is usually the page's largest paint); the rest lazily.
    const pictures = [...list.querySelectorAll('img')];
    await expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  },
};

export const List: Story = {
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(listRows.length);
    await expect(canvas.getByText(/^A 750 W copper motor/)).toHaveTextContent(/chutneys,…$/);
  },
};

export const Loading: Story = {
  args: { status: 'loading', products: [] },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products', busy: true });
    await expect(list.children).toHaveLength(12);
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

export const LoadingList: Story = {
  args: { status: 'loading', products: [], view: 'list', placeholderCount: 4 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products', busy: true });
    await expect(list.children).toHaveLength(4);
  },
};

/** A filter changed: the old products stay, marked busy, until the new ones arrive. */
export const Updating: Story = {
  args: { status: 'updating' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products', busy: true });
    await expect(within(list).getAllByRole('article')).toHaveLength(listRows.length);
  },
};

export const Empty: Story = {
  args: { products: [], onClearFilters: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match these filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const EmptyWithNothingToClear: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SingleProduct: Story = {
  args: { products: [mixerRow] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(1);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { products: [], onClearFilters: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('इन फ़िल्टर से कोई उत्पाद नहीं मिला।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' })).toBeVisible();
  },
};

export const HindiList: Story = {
  globals: { language: 'hindi' },
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('स्टॉक में नहीं')).toHaveLength(1);
  },
};

export const EmptySearch: Story = {
  args: { products: [], emptyMessage: 'No products match “zzzz”.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products match “zzzz”.')).toBeVisible();
  },
};
