import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { categoryHref } from '../../hrefs/site';
import { layoutCustomer, signInForStory } from '../../mocks/layoutHandlers';
import { queryShopProducts } from '../../mocks/listing';
import { lastQuery, listingMocks } from '../../mocks/listingHandlers';
import { wishlistMocks } from '../../mocks/wishlistHandlers';
import { StoryRouter } from '../../StoryRouter';
import { firstLoad, listingLoaded } from '../../storyHelpers/listingPage';

const meta = {
  title: 'Pages/Products',
  component: StoryRouter,
  args: { path: categoryHref('Kitchen') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

const category = listingMocks();
/** The category menu's link (SPEC.md §2.2): the category's products, titled with its name. */
export const Category: Story = {
  tags: ['visual'],
  parameters: { msw: category.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(8) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
    await expect(lastQuery(category.queries)).toEqual({ category: 'Kitchen', pageNumber: '1' });
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    // Unticking the category lists every product.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kitchen' }));
    await waitFor(() => expect(lastQuery(category.queries)).toEqual({ pageNumber: '1' }));
    await listingLoaded(canvasElement, '(28) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  },
};

const everything = listingMocks();
export const WithoutCategory: Story = {
  args: { path: '/products' },
  parameters: { msw: everything.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(lastQuery(everything.queries)).toEqual({ pageNumber: '1' });
  },
};

const listed = listingMocks();
export const CategoryAsList: Story = {
  args: { path: '/products?category=Books&view=list' },
  parameters: { msw: listed.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(5) Products');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    // The layout is not a filter: it is not sent to the server.
    await expect(lastQuery(listed.queries)).toEqual({ category: 'Books', pageNumber: '1' });
  },
};

const hindi = listingMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  args: { path: '/products' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) उत्पाद');
    await expect(canvas.getByRole('heading', { level: 1, name: 'उत्पाद' })).toBeVisible();
  },
};

/** A catalogue category's page in Hindi: its title is the category's Hindi name, its address the shop's. */
const hindiCategory = listingMocks();
export const HindiCategory: Story = {
  globals: { language: 'hindi' },
  args: { path: '/products?category=Electronics' },
  parameters: { msw: hindiCategory.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'इलेक्ट्रॉनिक्स' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(lastQuery(hindiCategory.queries).category).toBe('Electronics'));
  },
};

/** Signed in, every card carries the wishlist heart: pressed for a saved product, and it saves another. */
const kitchen = queryShopProducts(new URLSearchParams({ category: 'Kitchen' })).products;
const [savedProduct, otherProduct] = kitchen;
const hearts = listingMocks();
const heartsWishlist = wishlistMocks(savedProduct ? [savedProduct] : [], { catalogue: kitchen });
export const WishlistHearts: Story = {
  beforeEach: () => {
    heartsWishlist.reset();
    return signInForStory();
  },
  parameters: { msw: [...hearts.handlers, ...heartsWishlist.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(8) Products');
    if (!savedProduct || !otherProduct) throw new Error('the Kitchen mocks need two products');
    const savedHeart = await canvas.findByRole('button', { name: new RegExp(savedProduct.name) }, firstLoad);
    await waitFor(() => expect(savedHeart).toHaveAttribute('aria-pressed', 'true'), firstLoad);
    const otherHeart = canvas.getByRole('button', { name: new RegExp(otherProduct.name) });
    await waitFor(() => expect(otherHeart).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.click(otherHeart);
    await waitFor(() => expect(otherHeart).toHaveAttribute('aria-pressed', 'true'), firstLoad);
    await expect(heartsWishlist.calls).toEqual([`add ${otherProduct._id}`]);
    await expect(heartsWishlist.added[0]?.userId).toBe(layoutCustomer.id);
  },
};
