import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_BYTES, firstLoad } from '../../scripts/bundle-budget.mjs';
import { launchChromium } from './support/browser';
import { messages } from './support/journey';
import { type RunningShop, startShop } from './support/shop';

const { english: en } = messages;

/** The address of the product page of the home page's first featured product. */
async function firstProductPath(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/home/get-products`);
  const body: { products?: { slug?: string }[] } = await response.json();
  const slug = body.products?.[0]?.slug;
  if (!slug) throw new Error('the seeded shop has no featured product');
  return `/product/details/${slug}`;
}
const dist = fileURLToPath(new URL('../../apps/storefront/dist', import.meta.url));

// The budget script adds up what Vite's manifest says `/` imports; this checks that a real browser opening
// `/` fetches exactly those scripts — nothing lazy on the way — compressed as the budget counts them.
describe('the first load of /', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('fetches only the scripts the budget counts, compressed, and stays within it', async () => {
    const page = await browser.newPage();
    const scripts = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js'))
        scripts.set(url.pathname.slice(1), response.headers()['content-encoding']);
    });
    await page.goto(shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Top Category' }).waitFor();

    const counted = firstLoad(dist);
    // The carousels' engine (embla and its autoplay plugin) is asked for once the page has drawn its
    // carousels (packages/ui/src/carousel/useCarousel.ts): fetched after the first load, not counted in it.
    const carouselEngine = [...scripts.keys()].filter((file) =>
      path.basename(file).startsWith('embla-carousel'),
    );
    expect(carouselEngine.length).toBeGreaterThan(0);
    const firstScripts = [...scripts.keys()].filter((file) => !carouselEngine.includes(file));
    expect(firstScripts.sort()).toEqual([...counted.files.keys()].sort());
    expect(counted.gzip).toBeLessThanOrEqual(BUDGET_BYTES);
    // Sent compressed (the build writes .br and .gz beside each asset).
    for (const [file, encoding] of scripts) {
      if ((counted.files.get(file)?.raw ?? 0) >= 1024) expect(encoding, file).toMatch(/^(br|gzip)$/);
    }
    // The routed app is not part of it.
    expect([...scripts.keys()].some((file) => path.basename(file).startsWith('app-'))).toBe(false);
  });

  // Lighthouse's simulated phone counts a request begun before the largest paint as one that paint waited
  // for: the engine asked for as the carousels mounted, before the first banner was painted, cost the home
  // page about 0.5 s of simulated LCP. It now waits for the page's first picture (and the carousel's own) to
  // be shown (packages/ui/src/carousel/useCarousel.ts): with that banner held back two seconds, the engine
  // is asked for only after it has arrived.
  it("asks for the carousels' engine only once the first banner has arrived", async () => {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    await page.route('**/images/banners/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(shop.url, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Top Category' }).waitFor();
    const timing = await page.evaluate(() => {
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry instanceof PerformanceResourceTiming);
      const startsOf = (part: string) =>
        resources.filter((entry) => entry.name.includes(part)).map((entry) => entry.startTime);
      const bannerArrived = resources
        .filter((entry) => entry.name.includes('/images/banners/'))
        .map((entry) => entry.responseEnd);
      return { engine: startsOf('/embla-carousel'), bannerArrived: Math.min(...bannerArrived) };
    });
    expect(timing.engine.length).toBeGreaterThan(0);
    expect(timing.bannerArrived).toBeGreaterThan(2000);
    expect(Math.min(...timing.engine)).toBeGreaterThan(timing.bannerArrived);
  });

  // The routed pages' first load leaves the engine out too (scripts/bundle-budget.mjs): the shop page has no
  // carousel, and a product page's thumbnail strip starts it once the gallery's pictures are shown.
  it("leaves the carousels' engine out of the shop page, and a product page's until its pictures arrive", async () => {
    const page = await browser.newPage();
    const engine: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/embla-carousel')) engine.push(request.url());
    });
    await page.goto(`${shop.url}/shops`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(engine).toEqual([]);

    await page.route('**/images/products/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(`${shop.url}${await firstProductPath(shop.url)}`, { waitUntil: 'networkidle' });
    await page.getByRole('radiogroup', { name: 'Choose an image' }).waitFor();
    const timing = await page.evaluate(() => {
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => entry instanceof PerformanceResourceTiming);
      const pictures = resources.filter((entry) => entry.name.includes('/images/products/'));
      return {
        engine: resources
          .filter((entry) => entry.name.includes('/embla-carousel'))
          .map((entry) => entry.startTime),
        pictureArrived: Math.min(...pictures.map((entry) => entry.responseEnd)),
      };
    });
    expect(timing.engine.length).toBeGreaterThan(0);
    expect(timing.pictureArrived).toBeGreaterThan(2000);
    expect(Math.min(...timing.engine)).toBeGreaterThan(timing.pictureArrived);
  });

  it('asks for the first banner before any script runs, and no Devanagari face for an English page', async () => {
    const page = await browser.newPage();
    const fonts: string[] = [];
    const images: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'font') fonts.push(pathname);
      if (request.resourceType() === 'image') images.push(pathname);
    });
    const response = await page.goto(shop.url, { waitUntil: 'networkidle' });
    const html = (await response?.text()) ?? '';
    await page.getByRole('region', { name: 'Top Category' }).waitFor();
    // The document itself names the carousel's first banner (apps/api/src/routes/page-documents.ts).
    const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)?.[1];
    expect(preloaded).toMatch(/^\/images\/banners\//);
    expect(images[0]).toBe(preloaded);
    // The header's "हिन्दी" comes from a subset inlined in the stylesheet, not the 53 kB Devanagari face.
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => font.includes('devanagari'))).toEqual([]);
    await expect(page.getByRole('button', { name: 'हिन्दी' }).isVisible()).resolves.toBe(true);
  });

  // A browser asks for a face when it first lays out one of its characters. The rupee sign's faces asked for
  // only once the first prices were drawn arrived a moment later, and the whole page was laid out again
  // (packages/ui/src/theme/loadSubsetFaces.ts): on the home page that was ~2,000 boxes in one task.
  it.each([
    ['the home page', '/'],
    ['a product page', ''],
  ])("has the rupee sign's faces under way before %s draws its first price", async (_name, path) => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: { statuses: string[] | null } = { statuses: null };
      Object.assign(window, { rupeeFacesAtFirstPrice: seen });
      // Mutation callbacks run before the browser lays the new nodes out, so this reads the faces as the
      // first price's layout will find them.
      new MutationObserver((_records, observer) => {
        if (!document.getElementById('root')?.textContent?.includes('₹')) return;
        observer.disconnect();
        seen.statuses = [...document.fonts]
          .filter((face) => face.unicodeRange === 'U+20B9')
          .map((face) => face.status);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const address = path === '' ? await firstProductPath(shop.url) : path;
    await page.goto(`${shop.url}${address}`, { waitUntil: 'networkidle' });
    const statuses = await page.evaluate(() => {
      const seen: unknown = Reflect.get(window, 'rupeeFacesAtFirstPrice');
      return seen && typeof seen === 'object' ? Reflect.get(seen, 'statuses') : undefined;
    });
    // One face per weight, none of them still waiting to be asked for.
    expect(statuses).toHaveLength(3);
    expect(statuses).not.toContain('unloaded');
  });

  it('draws the band before the stylesheet arrives, and the shop only once it has', async () => {
    const page = await browser.newPage();
    let releaseStylesheet = () => {};
    const stylesheetHeld = new Promise<void>((resolve) => {
      releaseStylesheet = resolve;
    });
    await page.route('**/assets/*.css', async (route) => {
      await stylesheetHeld;
      await route.continue();
    });
    const entryLoaded = page.waitForEvent('requestfinished', (request) =>
      /\/assets\/app-[^/]+\.js$/.test(request.url()),
    );
    await page.goto(`${shop.url}/shops`, { waitUntil: 'commit' });

    // The document's own rules draw the band with the brand (vite.config.ts, inlineBootShell)…
    await page.waitForFunction(() => {
      const root = document.getElementById('root');
      return root !== null && getComputedStyle(root, '::before').content === '"Bazaar"';
    });
    // …and the app's code, though downloaded, waits for the stylesheet instead of drawing unstyled.
    await entryLoaded;
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);

    releaseStylesheet();
    await page.getByRole('heading', { level: 1, name: en.listing.shopTitle }).waitFor();
    const band = await page.evaluate(() => {
      const root = document.getElementById('root');
      return root ? getComputedStyle(root, '::before').content : null;
    });
    expect(band).toBe('none');
  });

  it.each([
    ['the home page', '/', ['/api/banners', '/api/home/get-products']],
    ['the shop page', '/shops', ['/api/home/query-products', '/api/home/price-range-latest-product']],
    ['a product page', '', ['/api/home/product-details/', '/api/home/customer/get-reviews/']],
  ])(
    'draws %s from the answers in its document, without asking the API first',
    async (_name, path, answered) => {
      const page = await browser.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) asked.push(pathname);
      });
      const address = path === '' ? await firstProductPath(shop.url) : path;
      await page.goto(`${shop.url}${address}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked.filter((pathname) => answered.some((prefix) => pathname.startsWith(prefix)))).toEqual([]);
      expect(asked).not.toContain('/api/home/get-categorys');

      // Once the visitor moves on within the routed app, even to the same page again, pages ask the API. (The
      // home page's links load the next page's own document, with its own answers.)
      if (path === '/') return;
      await page.getByRole('link', { name: en.header.shop, exact: true }).first().click();
      await page.waitForURL((url) => url.pathname === '/shops' && url.search === '');
      await page.waitForLoadState('networkidle');
      expect(asked).toContain('/api/home/query-products');
    },
  );

  it('loads the category menu only when the visitor reaches for it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto(shop.url, { waitUntil: 'networkidle' });
    const before = scripts.length;
    await page.getByRole('button', { name: 'All Category' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').count()).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(before);
  });
});
