import { IMAGE_WIDTHS, PICTURE_SIZES } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { button } from '../../recipes/button.css';
import { ImageGallery } from './ImageGallery';
import { brokenPicture, pictures } from './ImageGallery.fixtures';
import * as storyStyles from './ImageGallery.stories.css';

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  tags: ['autodocs'],
  args: {
    images: pictures.slice(0, 3),
    productName: 'Handloom Cotton Kurta',
    autoplay: true,
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeImages: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region', { name: 'Product images' });
    await expect(
      within(gallery).getByRole('img', { name: 'Handloom Cotton Kurta, image 1 of 3' }),
    ).toBeVisible();

    const thumbnails = canvas.getByRole('radiogroup', { name: 'Choose an image' });
    await expect(within(thumbnails).getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Show image 1' })).toBeChecked();

    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 2' }));
    await expect(canvas.getByRole('radio', { name: 'Show image 2' })).toBeChecked();
    const main = canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 2 of 3' });
    await expect(main).toHaveAttribute('src', pictures[1]);

    // Pressing the shown thumbnail again keeps it shown.
    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 2' }));
    await expect(canvas.getByRole('radio', { name: 'Show image 2' })).toBeChecked();

    // All three fit: no arrows and nothing moving.
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  },
};

const photo = '/images/products/handloom-cotton-kurta-1.jpg';

/** A square picture of the width `?w=` asks for, as the images route sends a photo. */
const photoHandler = http.get('/images/products/:file', async ({ request }) => {
  const width = Number(new URL(request.url).searchParams.get('w'));
  const canvas = new OffscreenCanvas(width, width);
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = 'hsl(28 70% 60%)';
    context.fillRect(0, 0, width, width);
  }
  const body = await canvas.convertToBlob({ type: 'image/png' });
  return new HttpResponse(body, { headers: { 'content-type': 'image/png' } });
});

/**
 * A photo first, drawn pictures after: the photo's main picture and thumbnail each offer every served width
 * with the sizes of their place; the drawn ones keep their one address.
 */
export const Photo: Story = {
  args: { images: [photo, ...pictures.slice(1, 3)], autoplay: false },
  parameters: { msw: [photoHandler] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const srcset = IMAGE_WIDTHS.map((width) => `${photo}?w=${width} ${width}w`).join(', ');
    const main = canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 1 of 3' });
    await expect(main).toHaveAttribute('srcset', srcset);
    await expect(main).toHaveAttribute('sizes', PICTURE_SIZES.gallery);
    const thumbnail = canvas.getByRole('radio', { name: 'Show image 1' }).querySelector('img');
    await expect(thumbnail).toHaveAttribute('srcset', srcset);
    await expect(thumbnail).toHaveAttribute('sizes', PICTURE_SIZES.thumbnail);
    const drawn = canvas.getByRole('radio', { name: 'Show image 2' }).querySelector('img');
    await expect(drawn).toHaveAttribute('src', pictures[1]);
    await expect(drawn).not.toHaveAttribute('srcset');
    if (!(main instanceof HTMLImageElement)) throw new Error('the main picture is not an <img>');
    // The story's handler draws the file on a canvas: on a busy machine that takes longer than waitFor's 1 s.
    await waitFor(() => expect(main.naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(IMAGE_WIDTHS).toContain(Number(new URL(main.currentSrc).searchParams.get('w')));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Show image 1' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const third = canvas.getByRole('radio', { name: 'Show image 3' });
    await expect(third).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(third).toBeChecked();
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 3 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Show image 2' })).toBeChecked();
  },
};

/** More thumbnails than fit: arrows to move the strip, which also moves on its own until paused. */
export const ManyImages: Story = {
  args: { images: pictures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pause = await canvas.findByRole('button', { name: 'Pause slideshow' });
    await userEvent.click(pause);
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await waitFor(() => expect(previous).toBeDisabled());
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());

    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 8' }));
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 8 of 8' })).toBeVisible();
  },
};

export const AutoplayOff: Story = {
  args: { images: pictures, autoplay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Play slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
  },
};

export const SingleImage: Story = {
  args: { images: pictures.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const ImageFailed: Story = {
  args: { images: [brokenPicture, pictures[1] ?? ''] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    // The failed thumbnail shows the same grey frame and still works as a button.
    const firstThumbnail = canvas.getByRole('radio', { name: 'Show image 1' });
    await waitFor(() => expect(firstThumbnail.querySelector('img')).toBeNull());
    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 2' }));
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 2 of 2' })).toBeVisible();
    await userEvent.click(firstThumbnail);
    await expect(
      canvas.getByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

const products = [
  { slug: 'handloom-cotton-kurta', name: 'Handloom Cotton Kurta', images: pictures.slice(0, 3) },
  { slug: 'brass-diya-set-of-2', name: 'Brass Diya, Set of 2', images: pictures.slice(3, 6) },
];

function SwitchingProducts() {
  const [index, setIndex] = useState(0);
  const product = products[index % products.length] ?? products[0];
  if (!product) return null;
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'secondary', size: 'sm' })}
        onClick={() => setIndex((value) => value + 1)}
      >
        Next product
      </button>
      <ImageGallery key={product.slug} images={product.images} productName={product.name} />
    </>
  );
}

/** Keyed by the product's slug, the gallery starts again at the first picture of the next product. */
export const ResetsOnProductChange: Story = {
  render: () => <SwitchingProducts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Show image 3' }));
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta, image 3 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next product' }));
    await expect(canvas.getByRole('img', { name: 'Brass Diya, Set of 2, image 1 of 3' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Show image 1' })).toBeChecked();
  },
};

/** A phone shows fewer thumbnails at once (SPEC.md §9: 1 to 5 by width). */
export const Mobile: Story = {
  args: { images: pictures.slice(0, 5) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'Show image 1' });
    const strip = canvas.getByRole('radiogroup', { name: 'Choose an image' });
    const viewport = strip.parentElement;
    await expect(viewport).not.toBeNull();
    const shown = Math.round((viewport?.clientWidth ?? 0) / first.getBoundingClientRect().width);
    await expect(shown).toBeGreaterThanOrEqual(2);
    await expect(shown).toBeLessThan(5);
    await expect(await canvas.findByRole('button', { name: 'Next slide' })).toBeEnabled();
  },
};

export const Desktop: Story = {
  args: { images: pictures.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Five fit in a wide gallery: the strip stands still.
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { images: pictures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'उत्पाद की तस्वीरें' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'तस्वीर चुनें' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta, 8 में से तस्वीर 1' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'अगली स्लाइड' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'स्लाइडशो रोकें' }));
  },
};
