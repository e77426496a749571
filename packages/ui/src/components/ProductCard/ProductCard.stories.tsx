import { IMAGE_WIDTHS, PICTURE_SIZES } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WishlistToggle } from '../WishlistToggle';
import { ProductCard, type ProductCardProduct, productCardHeadingLevels } from './ProductCard';
import {
  brassDiya,
  brokenImage,
  kurta,
  longNamedSaree,
  mixerGrinder,
  newArrival,
} from './ProductCard.fixtures';
import * as storyStyles from './ProductCard.stories.css';

const detailsHref = (product: ProductCardProduct) => `/product/details/${product.slug}`;

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: {
    product: kurta,
    href: detailsHref(kurta),
    headingLevel: 3,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: productCardHeadingLevels },
    renderLink: { control: false },
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.cardFrame === 'matrix' ? storyStyles.matrix : storyStyles.single}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Handloom Cotton Kurta' });
    await expect(link).toHaveAttribute('href', '/product/details/handloom-cotton-kurta');
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Handloom Cotton Kurta' })).toBeVisible();
    await expect(canvas.getByText('Khadi Weaves')).toBeVisible();
    // Whole rupees show without paise (DESIGN.md §3).
    await expect(canvas.getByText('₹1,499')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const WithDiscount: Story = {
  args: { product: mixerGrinder, href: detailsHref(mixerGrinder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The price charged: 1,24,999 − floor(18,749.85) = 1,06,250, the product page's and the cart's price
    // too, not SPEC.md §9's ₹1,06,249.15 (DESIGN.md §4).
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    const original = canvas.getByText('₹1,24,999');
    await expect(original.closest('s')).not.toBeNull();
    await expect(canvas.getByText('-15%')).toBeVisible();
    await expect(canvas.getByText('15% off')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
  },
};

export const NoDiscount: Story = {
  args: { product: { ...mixerGrinder, discount: 0 }, href: detailsHref(mixerGrinder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹1,24,999')).toBeVisible();
    await expect(canvas.queryByText(/^-\d+%$/)).toBeNull();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** The card shows what the order charges: 3,399 at 5% is 3,399 − floor(169.95) = ₹3,230, never ₹3,229.05. */
export const ChargedPrice: Story = {
  args: { product: { ...kurta, price: 3399, discount: 5 }, href: detailsHref(kurta) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹3,230')).toBeVisible();
    await expect(canvas.getByText('₹3,399').closest('s')).not.toBeNull();
    await expect(canvasElement).not.toHaveTextContent('3,229');
    await expect(canvasElement).not.toHaveTextContent(/\.\d\d/);
  },
};

export const OutOfStock: Story = {
  args: { product: brassDiya, href: detailsHref(brassDiya) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Brass Diya, Set of 2' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 3 out of 5' })).toBeVisible();
  },
};

export const InStockSaysNothing: Story = {
  args: { product: { ...kurta, stock: undefined }, href: detailsHref(kurta) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Out of stock')).toBeNull();
  },
};

export const LongName: Story = {
  args: { product: longNamedSaree, href: detailsHref(longNamedSaree) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is clamped to two lines on screen but the link still announces all of it.
    const link = canvas.getByRole('link', { name: longNamedSaree.name });
    await expect(link).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.scrollHeight).toBeGreaterThan(heading.clientHeight);
  },
};

export const ImageFailed: Story = {
  args: { product: { ...kurta, images: [brokenImage] }, href: detailsHref(kurta) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

const photo = '/images/products/handloom-cotton-kurta-1.jpg';

/** A square picture of the width `?w=` asks for, as the images route sends a photo. */
const photoHandler = http.get('/images/products/:file', async ({ request }) => {
  const width = Number(new URL(request.url).searchParams.get('w'));
  const canvas = new OffscreenCanvas(width, width);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'hsl(18 65% 45%)';
    context.fillRect(0, 0, width, width);
  }
  const body = await canvas.convertToBlob({ type: 'image/png' });
  return new HttpResponse(body, { headers: { 'content-type': 'image/png' } });
});

/**
 * A product photo: the card offers every width the images route serves (srcset) and says how wide it shows
 * the picture (sizes), so the browser fetches a small file for a small card.
 */
export const Photo: Story = {
  args: { product: { ...kurta, images: [photo] }, href: detailsHref(kurta) },
  parameters: { msw: [photoHandler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Handloom Cotton Kurta' });
    await expect(image).toHaveAttribute('sizes', PICTURE_SIZES.card);
    await expect(image).toHaveAttribute(
      'srcset',
      IMAGE_WIDTHS.map((width) => `${photo}?w=${width} ${width}w`).join(', '),
    );
    await expect(image).toHaveAttribute('src', `${photo}?w=640`);
    if (!(image instanceof HTMLImageElement)) throw new Error('the picture is not an <img>');
    // The browser chose one of the srcset's widths, and for a card never the largest. It may choose again
    // when the frame is resized as the story starts, so wait until the file chosen has loaded. (Not
    // naturalWidth against the width chosen: a width-described source is scaled to the `sizes` slot, and a
    // larger file another story already loaded may be chosen for a smaller slot.)
    const chosenWidth = () => Number(new URL(image.currentSrc).searchParams.get('w'));
    // The story's handler draws each file on a canvas: on a busy machine that takes longer than waitFor's 1 s.
    await waitFor(
      () => {
        expect(image.complete).toBe(true);
        expect(image.naturalWidth).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
    await expect(IMAGE_WIDTHS).toContain(chosenWidth());
    await expect(chosenWidth()).toBeLessThan(1280);
  },
};

/** A drawn (SVG) picture scales to any width: it keeps its one address, without srcset or sizes. */
export const DrawnPicture: Story = {
  args: {
    product: { ...kurta, images: [kurta.images[0] ?? ''] },
    href: detailsHref(kurta),
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Handloom Cotton Kurta' });
    await expect(image).toHaveAttribute('src', kurta.images[0]);
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image).not.toHaveAttribute('sizes');
  },
};

export const NoImages: Story = {
  args: { product: { ...kurta, images: [] }, href: detailsHref(kurta) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
  },
};

export const ZeroRating: Story = {
  args: { product: newArrival, href: detailsHref(newArrival) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Not rated yet' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-fill="empty"]')).toHaveLength(5);
  },
};

/** The same card with the toolbar language set to Hindi: the texts come from the shared Hindi messages. */
export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { product: mixerGrinder, href: detailsHref(mixerGrinder) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '5 में से 4.3 रेटिंग' })).toBeVisible();
    await expect(canvas.getByText('15% की छूट')).toBeInTheDocument();
    await expect(canvas.getByText(/^कीमत:/)).toBeInTheDocument();
    // The same price as in English: the order's, whole rupees, Latin digits.
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
    // The product's own data stays as the seller wrote it.
    await expect(canvas.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toBeVisible();
  },
};

export const HindiOutOfStock: Story = {
  globals: { language: 'hindi' },
  args: { product: { ...brassDiya, images: [] }, href: detailsHref(brassDiya) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('स्टॉक में नहीं')).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Brass Diya, Set of 2 की तस्वीर उपलब्ध नहीं है' }),
    ).toBeVisible();
  },
};

/** The wishlist heart in the card's `actions` slot: pressing it does not follow the card's link. */
export const WithWishlistToggle: Story = {
  args: {
    product: mixerGrinder,
    href: detailsHref(mixerGrinder),
    actions: (
      <WishlistToggle
        productName={mixerGrinder.name}
        state="notSaved"
        size="sm"
        onAdd={fn()}
        onRemove={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Save Mixer Grinder 750 W, 3 Jars to the wishlist' });
    const box = heart.getBoundingClientRect();
    // The control, not the link stretched over the card, is what a press at its centre reaches.
    await expect(
      document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('button'),
    ).toBe(heart);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveFocus();
    await userEvent.tab();
    await expect(heart).toHaveFocus();
  },
};

const matrixProducts: ProductCardProduct[] = [
  kurta,
  mixerGrinder,
  brassDiya,
  longNamedSaree,
  newArrival,
  { ...kurta, name: 'Pashmina Stole', slug: 'pashmina-stole', images: [], rating: 2.5 },
];

/** Every state side by side, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  parameters: { cardFrame: 'matrix' },
  render: (args) => (
    <>
      {matrixProducts.map((product) => (
        <ProductCard key={product.slug} {...args} product={product} href={detailsHref(product)} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(matrixProducts.length);
    await expect(canvas.getByRole('img', { name: 'No image available for Pashmina Stole' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeVisible();
  },
};
