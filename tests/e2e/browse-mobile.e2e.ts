import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import {
  eventually,
  expectListingMatchesApi,
  isShown,
  messages,
  ShopApi,
  step,
  watchPageErrors,
} from './support/journey';
import { type RunningShop, startShop } from './support/shop';

const { english: en } = messages;

function paramsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Where an element is drawn and at what text size, as the phone shows it. */
function drawn(
  locator: Locator,
): Promise<{ fontSize: number; top: number; bottom: number; width: number; height: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
      top: box.top,
      bottom: box.bottom,
      width: box.width,
      height: box.height,
    };
  });
}

describe('a visitor browsing on a phone', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let api: ShopApi;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    api = new ShopApi(shop.url);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  it('moves around with the bottom bar and filters a listing from the "Filter Product" panel', async () => {
    context = await browser.newContext({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const bottomBar = page.getByRole('navigation', { name: en.bottomBar.label });
    const desktopNav = page.getByRole('navigation', { name: en.header.mainMenu });
    const barLink = (name: string) => bottomBar.getByRole('link', { name, exact: true });

    await step('home: the bottom bar instead of the desktop menu', async () => {
      await page.goto(shop.url);
      await page.getByRole('heading', { name: en.home.topCategory }).waitFor();
      await bottomBar.waitFor();
      expect(await desktopNav.isVisible()).toBe(false);
      expect(await isShown(page.getByRole('button', { name: en.header.openMenu }))).toBe(true);
    });

    await step(
      'the banner on screen writes its offer and "Shop now" at a readable size, on a target a finger can hit',
      async () => {
        const offers = page.getByRole('region', { name: en.home.banners });
        // The banner in view is the one slide that is not inert.
        const slide = offers.locator('[aria-roledescription="slide"]:not([inert])');
        const shopNow = slide.getByText(en.home.shopNow);
        await shopNow.waitFor();
        const [banner] = await api.banners();
        if (!banner) throw new Error('the shop has no banners');
        for (const words of [banner.title, banner.subtitle]) {
          const text = await drawn(slide.getByText(words, { exact: true }));
          expect(text.fontSize).toBeGreaterThanOrEqual(14);
        }
        const pill = await drawn(shopNow);
        expect(pill.fontSize).toBeGreaterThanOrEqual(14);
        expect(pill.height).toBeGreaterThanOrEqual(44);
        expect(pill.width).toBeGreaterThanOrEqual(44);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      },
    );

    await step('Orders leads a signed-out visitor to login', async () => {
      await barLink(en.bottomBar.orders).tap();
      await page.waitForURL((url) => url.pathname === '/login');
    });

    await step('Shop', async () => {
      await barLink(en.bottomBar.shop).tap();
      await page.waitForURL((url) => url.pathname === '/shops');
      await page.getByRole('heading', { level: 1, name: en.listing.shopTitle }).waitFor();
      await eventually(async () =>
        expect(await barLink(en.bottomBar.shop).getAttribute('aria-current')).toBe('page'),
      );
      expect(await bottomBar.isVisible()).toBe(true);
      expect(await desktopNav.isVisible()).toBe(false);
    });

    const filters = page.getByRole('search', { name: en.listing.filters });
    const toggle = page.getByRole('button', { name: en.listing.filterProduct });

    const unfiltered = await step('the listing with its filters folded away', async () => {
      const listing = await expectListingMatchesApi(page, api, en);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await isShown(filters)).toBe(false);
      return listing;
    });

    // The category with the fewest products: choosing it must change both the count and the cards.
    const counts = await Promise.all(
      (await api.categoryNames()).map(async (name) => ({
        name,
        total: (await api.queryProducts(new URLSearchParams({ category: name, pageNumber: '1' })))
          .totalProduct,
      })),
    );
    const [smallest] = counts.filter((entry) => entry.total > 0).sort((a, b) => a.total - b.total);
    if (!smallest) throw new Error('no category has products');
    expect(smallest.total).toBeLessThan(unfiltered.totalProduct);

    await step('"Filter Product" shows the panel and a category filters the list', async () => {
      await toggle.tap();
      await filters.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await filters.getByRole('checkbox', { name: smallest.name, exact: true }).tap();
      await eventually(async () => expect(paramsOf(page)).toEqual({ category: smallest.name }));
      const listing = await expectListingMatchesApi(page, api, en);
      expect(listing.totalProduct).toBe(smallest.total);
    });

    await step('the choice folded the panel away: the filtered products are in view', async () => {
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await isShown(filters)).toBe(false);
      const height = page.viewportSize()?.height ?? 0;
      const toggleBox = await drawn(toggle);
      expect(toggleBox.top).toBeGreaterThanOrEqual(0);
      const firstCard = await drawn(
        page.getByRole('list', { name: en.listing.results }).getByRole('article').first(),
      );
      expect(firstCard.top).toBeLessThan(height);
      expect(firstCard.bottom).toBeGreaterThan(0);
    });

    await step('Home from the bottom bar', async () => {
      await barLink(en.bottomBar.home).tap();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: en.home.topCategory }).waitFor();
      expect(await bottomBar.isVisible()).toBe(true);
    });

    expect(errors.list()).toEqual([]);
  }, 180_000);
});
