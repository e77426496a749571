import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stack } from '../../theme/layout';
import type { ProductCardProduct } from '../ProductCard';
import {
  ProductCarousel,
  ProductCarouselSkeleton,
  productCarouselHeadingLevels,
  productCarouselVisibleCounts,
} from './ProductCarousel';
import {
  brassDiya,
  brokenImage,
  eightProducts,
  kurta,
  longNamedSaree,
  mixerGrinder,
  pressureCooker,
} from './ProductCarousel.fixtures';

const productHref = (product: ProductCardProduct) => `/product/details/${product.slug}`;

// The widths the layout changes at (theme breakpoints): a 360 px phone and an 800 px tablet.
const viewports = {
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet800: { name: 'Tablet, 800 px', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
} as const;

/** How many cards fit in the carousel's window. */
function cardsInView(canvasElement: HTMLElement): number {
  const list = canvasElement.querySelector('ul');
  const slide = list?.querySelector('li');
  const viewport = list?.parentElement;
  if (!slide || !viewport) return 0;
  return Math.round(viewport.clientWidth / slide.getBoundingClientRect().width);
}

const meta = {
  title: 'Components/ProductCarousel',
  component: ProductCarousel,
  tags: ['autodocs'],
  args: {
    title: 'Latest Product',
    products: eightProducts,
    productHref,
    visibleCount: 4,
    headingLevel: 2,
  },
  argTypes: {
    visibleCount: { control: 'inline-radio', options: productCarouselVisibleCounts },
    headingLevel: { control: 'inline-radio', options: productCarouselHeadingLevels },
    renderLink: { control: false },
    productHref: { control: false },
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's rows: four cards in view on a desktop, moved four at a time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Latest Product' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await expect(canvas.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    await waitFor(() => expect(cardsInView(canvasElement)).toBe(4));

    // The buttons come once embla has measured the row, in an effect that may run after the play starts.
    const previous = await canvas.findByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await waitFor(() => expect(next).toBeDisabled());
    await waitFor(() => expect(carousel).toHaveAttribute('data-reach', 'end'));
  },
};

/** For a narrower column: three cards in view on a desktop. */
export const ThreeInView: Story = {
  args: { title: 'Related Products', visibleCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Related Products' })).toBeVisible();
    await waitFor(() => expect(cardsInView(canvasElement)).toBe(3));
  },
};

/** Three cards on a tablet, whichever desktop count is chosen. */
export const Tablet: Story = {
  args: { visibleCount: 4 },
  globals: { viewport: { value: 'tablet800', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardsInView(canvasElement)).toBe(3));
  },
};

/** Two cards on a 360 px phone; a swipe or the buttons bring the next two. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cardsInView(canvasElement)).toBe(2));
    // The page must not scroll sideways at 360 px.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled());
  },
};

/** Tabbing through the cards scrolls the row to the focused one. */
export const KeyboardThroughCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Latest Product' });
    // Tab must land on the button, which comes once embla has measured the row.
    const next = await canvas.findByRole('button', { name: 'Next slide' });
    await userEvent.tab();
    await expect(next).toHaveFocus();
    for (let index = 0; index < 5; index += 1) await userEvent.tab();
    const fifth = canvas.getByRole('link', { name: longNamedSaree.name });
    await expect(fifth).toHaveFocus();
    await waitFor(() => expect(carousel).not.toHaveAttribute('data-reach', 'start'));
    const viewport = carousel.querySelector('ul')?.parentElement;
    const card = fifth.closest('li');
    if (!viewport || !card) throw new Error('carousel markup changed');
    await waitFor(() =>
      expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
        viewport.getBoundingClientRect().right + 1,
      ),
    );
  },
};

/** Everything fits: no buttons. */
export const Few: Story = {
  args: { title: 'Discount Product', products: [mixerGrinder, pressureCooker] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};

/** SPEC.md §8: a card whose picture fails shows the grey placeholder. */
export const ImageFailed: Story = {
  args: { products: [{ ...kurta, images: [brokenImage] }, mixerGrinder, brassDiya] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
  },
};

/** Discount, no discount, out of stock and a long name side by side in one row. */
export const MixedCards: Story = {
  args: { title: 'Top Rated Product', products: [mixerGrinder, kurta, brassDiya, longNamedSaree] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

/** Without products the row draws nothing. */
export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'नए उत्पाद' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'नए उत्पाद' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(await canvas.findByRole('button', { name: 'अगली स्लाइड' })).toBeVisible();
    await expect(canvas.getByText('15% की छूट')).toBeInTheDocument();
  },
};

/** Every row of the home page and the product page, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className={stack({ gap: 'xxl' })}>
      <ProductCarousel {...args} title="Latest Product" />
      <ProductCarousel {...args} title="Related Products, three in view" visibleCount={3} />
      <ProductCarousel
        {...args}
        title="Discount Product"
        products={[mixerGrinder, { ...pressureCooker, images: [brokenImage] }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
  },
};

/** The row's place while the home page loads; hidden from screen readers. */
export const Skeleton: Story = {
  render: (args) => <ProductCarouselSkeleton visibleCount={args.visibleCount} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
