import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stack } from '../../theme/layout';
import { BannerCarousel, type BannerCarouselBanner, BannerCarouselSkeleton } from './BannerCarousel';
import {
  brokenBannerImage,
  diwaliDecor,
  handloomWeek,
  kitchenSale,
  manyBanners,
  summerCool,
} from './BannerCarousel.fixtures';

const bannerHref = (banner: BannerCarouselBanner) => `/product/details/${banner.link}`;

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  args: {
    banners: manyBanners,
    bannerHref,
  },
  argTypes: {
    renderLink: { control: false },
    bannerHref: { control: false },
    autoplayDelay: { control: { type: 'number', min: 500, step: 500 } },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four banners; the buttons and dots move between them and the loop wraps around at both ends. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(within(carousel).getAllByRole('group')).toHaveLength(4);
    await expect(canvas.getByRole('group', { name: '1 of 4' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('group', { name: '2 of 4' })).toHaveAttribute('inert');
    await expect(canvas.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('group', { name: '2 of 4' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).not.toHaveAttribute('aria-current');

    await userEvent.click(canvas.getByRole('button', { name: 'Slide 4 of 4' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 4 of 4' })).toHaveAttribute('aria-current', 'true'),
    );
    // A banner without a label of its own is named by its place.
    await expect(canvas.getByRole('link', { name: 'Offer 4 of 4' })).toHaveAttribute(
      'href',
      '/product/details/terracotta-water-bottle-1l',
    );

    // Infinite loop (SPEC.md §2.3): from the last banner, next comes back to the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute('aria-current', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 4 of 4' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** Left alone, the slideshow moves on by itself and tells screen readers nothing while it does. */
export const Autoplay: Story = {
  args: { autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('data-playback', 'playing');
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 3000 },
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 3000 },
    );
    const liveRegion = canvas.getByRole('group', { name: '1 of 4' }).parentElement;
    await expect(liveRegion).toHaveAttribute('aria-live', 'off');
  },
};

/** The pause button stops the slideshow until it is pressed again (WCAG 2.2.2). */
export const AutoplayPaused: Story = {
  args: { autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-playback', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const liveRegion = canvas.getByRole('group', { name: '1 of 4' }).parentElement;
    await expect(liveRegion).toHaveAttribute('aria-live', 'polite');

    const current = canvasElement.querySelector('[aria-current="true"]');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvasElement.querySelector('[aria-current="true"]')).toBe(current);

    // Moving by hand still works while paused.
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-playback', 'paused');
  },
};

/** Pressing play again starts the slideshow once the pointer has left it. */
export const PlayAfterPause: Story = {
  args: { autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await expect(carousel).toHaveAttribute('data-playback', 'held');
    await userEvent.unhover(carousel);
    // The click left the focus on the button, which holds the slideshow too; move it away.
    canvas.getByRole('button', { name: 'Pause slideshow' }).blur();
    await waitFor(() => expect(carousel).toHaveAttribute('data-playback', 'playing'));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 3000 },
    );
  },
};

/** The pointer over the banners holds the slideshow still; it goes on when the pointer leaves. */
export const HeldWhileHovered: Story = {
  args: { autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-playback', 'held');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Still the pause button: holding is not pausing.
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await userEvent.unhover(carousel);
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 3000 },
    );
  },
};

/** Keyboard focus in the carousel holds it still, so the banner being read does not slide away. */
export const HeldWhileFocused: Story = {
  args: { autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await userEvent.tab();
    // Only the banner in view can be reached: the first Tab lands on it.
    const link = canvas.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' });
    await expect(link).toHaveFocus();
    await expect(carousel).toHaveAttribute('data-playback', 'held');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    link.blur();
    await waitFor(() => expect(carousel).toHaveAttribute('data-playback', 'playing'));
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveAttribute('aria-current', 'true'),
      { timeout: 3000 },
    );
  },
};

export const ReducedMotion: Story = {
  args: { autoplayDelay: 300 },
  beforeEach() {
    const original = window.matchMedia;
    // 'all' always matches: the carousel sees a visitor who prefers reduced motion.
    window.matchMedia = (query: string) =>
      original.call(window, query.includes('prefers-reduced-motion: reduce') ? 'all' : query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('data-playback', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The buttons still move it, in one jump.
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 4' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

/** One banner: nothing to move, so no buttons and no autoplay. */
export const OneBanner: Story = {
  args: { banners: [kitchenSale], autoplayDelay: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('data-playback', 'static');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByRole('group', { name: '1 of 1' })).not.toHaveAttribute('inert');
    await expect(canvas.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' })).toBeVisible();
  },
};

/** Two banners still loop. */
export const TwoBanners: Story = {
  args: { banners: [handloomWeek, diwaliDecor] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Slide 2 of 2' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('link', { name: 'Offer: Brass Diya, Set of 2' })).toBeVisible();
  },
};

/** SPEC.md §8: a banner picture that fails becomes a grey placeholder; the link and its name stay. */
export const ImageFailed: Story = {
  args: { banners: [{ ...kitchenSale, banner: brokenBannerImage }, handloomWeek] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' });
    await waitFor(() => expect(within(link).queryByRole('img')?.tagName).toBe('DIV'));
    await expect(within(link).getByRole('img', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' })).toBeVisible();
    await expect(link).toHaveAttribute('href', '/product/details/mixer-grinder-750w-3-jars');
  },
};

/** Without banners the carousel draws nothing at all. */
export const NoBanners: Story = {
  args: { banners: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { banners: [kitchenSale, handloomWeek, summerCool] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'ऑफ़र' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(canvas.getByRole('group', { name: '3 में से 1' })).toHaveAttribute(
      'aria-roledescription',
      'स्लाइड',
    );
    await expect(canvas.getByRole('button', { name: 'स्लाइडशो रोकें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पिछली स्लाइड' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'अगली स्लाइड' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '3 में से स्लाइड 3' }));
    await expect(await canvas.findByRole('link', { name: '3 में से ऑफ़र 3' })).toBeVisible();
  },
};

/** Every state stacked, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className={stack({ gap: 'xxl' })}>
      <BannerCarousel {...args} label="Offers: four banners" banners={manyBanners} />
      <BannerCarousel {...args} label="Offers: one banner" banners={[handloomWeek]} />
      <BannerCarousel
        {...args}
        label="Offers: a picture that failed"
        banners={[{ ...diwaliDecor, banner: brokenBannerImage }, kitchenSale]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region', { name: /^Offers: / })).toHaveLength(3);
    const failed = canvas.getByRole('region', { name: 'Offers: a picture that failed' });
    await waitFor(() =>
      expect(within(failed).getByRole('img', { name: 'Offer: Brass Diya, Set of 2' }).tagName).toBe('DIV'),
    );
  },
};

/** Readable on a phone: text of at least 14 px, and a target a finger can hit (44 × 44 px). */
async function expectReadable(text: HTMLElement): Promise<void> {
  await expect(text).toBeVisible();
  await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(14);
  const box = text.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * On a 375 px phone the picture's own lettering is drawn at a third of its size: under the picture the
 * offer's headline and line are written out at a readable size, with a "Shop now" a finger can hit. The
 * link's name stays the offer's.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { banners: [kitchenSale, summerCool] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slide = within(canvas.getByRole('group', { name: '1 of 2' }));
    const link = slide.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' });
    await expectReadable(within(link).getByText('Festive Kitchen Sale'));
    await expectReadable(within(link).getByText('Mixers, cookers and kadais for the festive season'));
    const shopNow = within(link).getByText('Shop now');
    await expectReadable(shopNow);
    const target = shopNow.getBoundingClientRect();
    await expect(target.height).toBeGreaterThanOrEqual(44);
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);

    // A banner with nothing to say in words still has its readable "Shop now".
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 2' }));
    const second = within(await canvas.findByRole('link', { name: 'Offer 2 of 2' }));
    await waitFor(() => expectReadable(second.getByText('Shop now')));
  },
};

export const PhoneHindi: Story = {
  globals: { language: 'hindi', viewport: { value: 'phone375', isRotated: false } },
  args: { banners: [{ ...handloomWeek, label: 'ऑफ़र: Handloom Cotton Kurta' }, diwaliDecor] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = within(canvas.getByRole('link', { name: 'ऑफ़र: Handloom Cotton Kurta' }));
    await expectReadable(link.getByText('Handloom Week'));
    await expectReadable(link.getByText('Cottons woven by hand across India'));
    const shopNow = link.getByText('अभी खरीदें');
    await expectReadable(shopNow);
    await expect(shopNow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** From tablet width the picture's own lettering is large enough: no words under it. */
export const NoCaptionOnWideScreen: Story = {
  args: { banners: [kitchenSale, handloomWeek] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' })).toBeVisible();
    await expect(canvas.getAllByText('Shop now')[0]).not.toBeVisible();
  },
};

/** The banner's place while the home page loads; hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <BannerCarouselSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
