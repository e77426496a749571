import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type RunningShop, startShop } from './support/shop';

describe('a visitor opening the shop for the first time', () => {
  let shop: RunningShop;
  let browser: Browser;

  beforeAll(async () => {
    // On an empty data directory, as `npm start` on a fresh machine: the shop seeds it itself.
    shop = await startShop({ fresh: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('sees seeded products from the API on the home page', async () => {
    const response = await fetch(`${shop.url}/api/home/get-products`);
    const { products } = (await response.json()) as { products: Array<{ name: string }> };
    expect(products.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(shop.url);
    const firstName = products[0]?.name ?? '';
    await page.getByText(firstName, { exact: true }).first().waitFor({ timeout: 15_000 });
    const links = await page.locator('a[href^="/product/details/"]').count();
    expect(links).toBeGreaterThanOrEqual(products.length);
    expect(errors).toEqual([]);
  });
});
