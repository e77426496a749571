import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorefrontClient } from '../../apiClient';
import {
  brokenPictureHome,
  emptyHomeProducts,
  fullHomeProducts,
  homeBanners,
  homeCategories,
  homeHandlers,
} from '../../mocks/home';
import { http } from '../../mocks/http';
import { SessionProvider } from '../../session/session';
import { HomePage } from './HomePage';

const motionReduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// A 360 px phone, the narrowest the shop is designed for, and the common 375 px one.
const viewports = {
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

/** The home document as index.html renders it (no router: `/` is its own light entry). */
function HomeDocument() {
  const [client] = useState(createStorefrontClient);
  return (
    <SessionProvider client={client}>
      <HomePage client={client} />
    </SessionProvider>
  );
}

const meta = {
  title: 'Pages/Home',
  component: HomeDocument,
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
} satisfies Meta<typeof HomeDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

// The page waits for its loader and the layout for its own requests: allow more than the default second
// on a busy machine.
const pageLoad = { timeout: 5000 };

/** Every part of the page, loaded side by side. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { msw: homeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "Shop India's marketplace" }, pageLoad),
    ).toBeInTheDocument();

    const offers = await canvas.findByRole('region', { name: 'Offers' }, pageLoad);
    await expect(within(offers).getAllByRole('group')).toHaveLength(homeBanners.banners.length);
    // The banner's product is on the page, so its name says what the offer is.
    await expect(
      within(offers).getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' }),
    ).toHaveAttribute('href', '/product/details/mixer-grinder-750w-3-jars');
    // The banners play on their own, unless the visitor asks for reduced motion (the visual baselines do).
    await expect(
      within(offers).getByRole('button', { name: motionReduced() ? 'Play slideshow' : 'Pause slideshow' }),
    ).toBeVisible();

    const categories = canvas.getByRole('region', { name: 'Top Category' });
    await expect(within(categories).getAllByRole('link')).toHaveLength(homeCategories.categorys.length);
    await expect(within(categories).getByRole('link', { name: 'Beauty & Personal Care' })).toHaveAttribute(
      'href',
      '/products?category=Beauty+%26+Personal+Care',
    );

    const featured = canvas.getByRole('region', { name: 'Feature Products' });
    await expect(within(featured).getAllByRole('article')).toHaveLength(fullHomeProducts.products.length);
    await expect(within(featured).getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    await expect(within(featured).getByText('₹1,06,250')).toBeVisible();

    for (const name of ['Latest Product', 'Top Rated Product', 'Discount Product']) {
      const row = canvas.getByRole('region', { name });
      await expect(row).toHaveAttribute('aria-roledescription', 'carousel');
      await expect(within(row).getAllByRole('article')).toHaveLength(6);
    }
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Until the three requests answer: the page's shape in grey and a status for screen readers. */
export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/banners', async ({ response }) => {
        await delay('infinite');
        return response(200).json(homeBanners);
      }),
      http.get('/home/get-categorys', async ({ response }) => {
        await delay('infinite');
        return response(200).json(homeCategories);
      }),
      http.get('/home/get-products', async ({ response }) => {
        await delay('infinite');
        return response(200).json(fullHomeProducts);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading products…', undefined, pageLoad)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Offers' })).toBeNull();
  },
};

/** The shop is down: one message for the whole page, with the server's words and a way to try again. */
export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: [
      http.get('/banners', ({ response }) =>
        response('default').json({ error: 'The shop is taking a short break.' }, { status: 503 }),
      ),
      http.get('/home/get-categorys', ({ response }) =>
        response('default').json({ error: 'The shop is taking a short break.' }, { status: 503 }),
      ),
      http.get('/home/get-products', ({ response }) =>
        response('default').json(
          { error: 'The shop is taking a short break. Please try again in a minute.' },
          { status: 503 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('The home page could not be loaded.');
    await expect(alert).toHaveTextContent('The shop is taking a short break. Please try again in a minute.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: [
      http.get('/banners', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
      http.get('/home/get-categorys', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
      http.get('/home/get-products', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' }, pageLoad);
    msw.use(...homeHandlers());
    await userEvent.click(retry);
    await expect(await canvas.findByRole('region', { name: 'Feature Products' }, pageLoad)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Top Category' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A proxy in front of the shop answers 502 with an empty body: the client then has neither data nor an
 * error. The page shows the error state instead of crashing.
 */
export const BadGatewayEmptyBody: Story = {
  parameters: {
    msw: [
      http.get('/banners', ({ response }) => response.untyped(new Response(null, { status: 502 }))),
      http.get('/home/get-categorys', ({ response }) =>
        response.untyped(new Response(null, { status: 502 })),
      ),
      http.get('/home/get-products', ({ response }) => response.untyped(new Response(null, { status: 502 }))),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('The home page could not be loaded.');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A proxy's HTML error page, or a body of the wrong shape, is no data either. */
export const BadGatewayHtmlBody: Story = {
  parameters: {
    msw: [
      http.get('/banners', ({ response }) =>
        response.untyped(
          new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
      http.get('/home/get-categorys', ({ response }) =>
        response.untyped(
          new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
        ),
      ),
      http.get('/home/get-products', ({ response }) =>
        response.untyped(
          new Response('not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('The home page could not be loaded.');
    await expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  },
};

/** No network at all. */
export const Unreachable: Story = {
  parameters: {
    msw: [
      http.get('/banners', () => Response.error()),
      http.get('/home/get-categorys', () => Response.error()),
      http.get('/home/get-products', () => Response.error()),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, pageLoad)).toHaveTextContent(
      'Bazaar could not be reached',
    );
  },
};

/** Only the banners failed: the rest of the page is there, with the banners' problem in their place. */
export const PartialFailure: Story = {
  parameters: {
    msw: [
      http.get('/banners', ({ response }) => response.untyped(new Response(null, { status: 502 }))),
      ...homeHandlers().slice(1),
    ],
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('The offers could not be loaded.');
    await expect(canvas.getByRole('region', { name: 'Top Category' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Feature Products' })).toBeVisible();
    msw.use(...homeHandlers());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('region', { name: 'Offers' }, pageLoad)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Only the products failed. */
export const ProductsFailed: Story = {
  parameters: {
    msw: [
      ...homeHandlers().slice(0, 2),
      http.get('/home/get-products', ({ response }) =>
        response('default').json({ error: 'The catalogue is being updated.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('The products could not be loaded.');
    await expect(alert).toHaveTextContent('The catalogue is being updated.');
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Feature Products' })).toBeNull();
  },
};

/** An empty catalogue: no banners, no categories, no products, and a sentence that says so. */
export const Empty: Story = {
  parameters: {
    msw: homeHandlers({
      banners: { banners: [] },
      categories: { categorys: [] },
      products: emptyHomeProducts,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('There are no products to show yet.', undefined, pageLoad),
    ).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Offers' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Top Category' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Some lists empty, others not: the empty ones are left out. */
export const SomeListsEmpty: Story = {
  parameters: {
    msw: homeHandlers({
      products: { ...fullHomeProducts, topRated_product: [], discount_product: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Latest Product' }, pageLoad)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Top Rated Product' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Discount Product' })).toBeNull();
    await expect(canvas.queryByText('There are no products to show yet.')).toBeNull();
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: homeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('region', { name: 'ऑफ़र' }, pageLoad);
    await expect(
      within(offers).getByRole('link', { name: 'ऑफ़र: Mixer Grinder 750 W, 3 Jars' }),
    ).toBeVisible();
    await expect(
      within(offers).getByRole('button', { name: motionReduced() ? 'स्लाइडशो चलाएँ' : 'स्लाइडशो रोकें' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'भारत के बाज़ार में ख़रीदारी करें' }),
    ).toBeInTheDocument();
    for (const name of [
      'प्रमुख श्रेणियाँ',
      'चुनिंदा उत्पाद',
      'नए उत्पाद',
      'सबसे ज़्यादा रेटिंग वाले उत्पाद',
      'छूट वाले उत्पाद',
    ]) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

export const HindiError: Story = {
  globals: { language: 'hindi' },
  parameters: {
    msw: [
      http.get('/banners', () => Response.error()),
      http.get('/home/get-categorys', () => Response.error()),
      http.get('/home/get-products', () => Response.error()),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', undefined, pageLoad);
    await expect(alert).toHaveTextContent('होम पेज लोड नहीं हो सका।');
    await expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeEnabled();
  },
};

/** A 360 px phone: three categories and two product cards in view, and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  parameters: { msw: homeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const categories = await canvas.findByRole('region', { name: 'Top Category' }, pageLoad);
    const inView = (region: HTMLElement) => {
      const list = region.querySelector('ul');
      const item = list?.querySelector('li');
      const viewport = list?.parentElement;
      return item && viewport ? Math.round(viewport.clientWidth / item.getBoundingClientRect().width) : 0;
    };
    await waitFor(() => expect(inView(categories)).toBe(3));
    await waitFor(() => expect(inView(canvas.getByRole('region', { name: 'Latest Product' }))).toBe(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('region', { name: 'Offers' })).toBeVisible();
  },
};

/** Readable on a phone: text of at least 14 px, wholly on screen. */
async function expectReadable(text: HTMLElement): Promise<void> {
  await expect(text).toBeVisible();
  await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(14);
  const box = text.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * On a 375 px phone the banner picture's own lettering is too small to read: under it, the offer's headline
 * and line, and a "Shop now" of a finger's size (44 × 44 px) that opens it.
 */
export const MobileBanner: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: { msw: homeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('region', { name: 'Offers' }, pageLoad);
    const banner = within(offers).getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' });
    await expect(banner).toHaveAttribute('href', '/product/details/mixer-grinder-750w-3-jars');
    await expectReadable(within(banner).getByText('Festive Kitchen Sale'));
    await expectReadable(within(banner).getByText('Mixers, cookers and kadais for the festive season'));
    const shopNow = within(banner).getByText('Shop now');
    await expectReadable(shopNow);
    await expect(shopNow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(shopNow.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileBannerHindi: Story = {
  globals: { language: 'hindi', viewport: { value: 'phone375', isRotated: false } },
  parameters: { msw: homeHandlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('region', { name: 'ऑफ़र' }, pageLoad);
    const banner = within(offers).getByRole('link', { name: 'ऑफ़र: Mixer Grinder 750 W, 3 Jars' });
    await expectReadable(within(banner).getByText('Festive Kitchen Sale'));
    await expectReadable(within(banner).getByText('Mixers, cookers and kadais for the festive season'));
    const shopNow = within(banner).getByText('अभी खरीदें');
    await expectReadable(shopNow);
    await expect(shopNow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** SPEC.md §8: every picture on the page fails; each becomes a grey placeholder and every link stays. */
export const ImageFailed: Story = {
  parameters: {
    msw: homeHandlers(brokenPictureHome),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offers = await canvas.findByRole('region', { name: 'Offers' }, pageLoad);
    const banner = within(offers).getByRole('link', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' });
    await waitFor(() => expect(banner.querySelector('img')).toBeNull());
    await expect(
      within(banner).getByRole('img', { name: 'Offer: Mixer Grinder 750 W, 3 Jars' }),
    ).toBeVisible();

    const categories = canvas.getByRole('region', { name: 'Top Category' });
    await waitFor(() => expect(categories.querySelector('img')).toBeNull());
    await expect(within(categories).getByRole('link', { name: 'Clothing' })).toBeVisible();

    const featured = canvas.getByRole('region', { name: 'Feature Products' });
    await expect(
      await within(featured).findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await waitFor(() => expect(featured.querySelector('img')).toBeNull());
  },
};
