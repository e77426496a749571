import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import {
  BuyerApi,
  nagpurAddress,
  openProduct,
  type StockedProduct,
  saveAddressIfAsked,
  signIn,
} from './support/buying';
import { eventually, messages, step } from './support/journey';
import { type RunningShop, startShop } from './support/shop';
import { serveStatic } from './support/static-server';

declare global {
  interface Window {
    /** Exposed by the test: hands a Content-Security-Policy violation over to Node. */
    bazaarReportViolation?: (text: string) => Promise<void>;
  }
}

const { english: en } = messages;
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const password = 'chai-and-samosa-7';

/**
 * Every Content-Security-Policy violation in the context's pages and frames, as Chromium reports it: the
 * `securitypolicyviolation` event of each document, and its console's "Refused to …" lines.
 */
async function watchViolations(context: BrowserContext): Promise<() => string[]> {
  const found: string[] = [];
  await context.exposeBinding('bazaarReportViolation', (_source, text: string) => {
    found.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.documentURI} (${event.sourceFile}:${event.lineNumber})`;
      void window.bazaarReportViolation?.(
        // blockedURI is "inline" for an inline script or style.
        `${event.effectiveDirective} refused ${event.blockedURI} in ${where}: ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  return () => [...found];
}

/** The address of the document the page has loaded last (not a routed move within it). */
function documentAddress(page: Page): Promise<string> {
  return page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
}

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

describe("the documents' security headers in Chromium", () => {
  it("opens the shop's pages, menus and chat with no policy violation, and refuses an inline script", async () => {
    const api = new BuyerApi(shop.url);
    const { products } = await api.productPage(1);
    const product = products.find((candidate: StockedProduct) => candidate.stock >= 2);
    if (!product) throw new Error('the first page of the shop has no product in stock');
    const email = `documents-${Date.now()}@bazaar.test`;
    await api.register('Meera Iyer', email, password);

    const context = await browser.newContext({ viewport: desktop });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await step('the home page and its category menu', async () => {
      await page.goto(shop.url);
      await page.getByRole('region', { name: 'Top Category' }).waitFor();
      await page.getByRole('button', { name: en.header.allCategory }).click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
    });

    await step('the shop and a product', async () => {
      await page.goto(`${shop.url}/shops`);
      await page.getByRole('heading', { level: 1, name: en.listing.shopTitle }).waitFor();
      await openProduct(page, shop.url, product);
    });

    await step('login', async () => {
      await page.goto(`${shop.url}/login`);
      await signIn(page, en, email, password);
      await page.waitForURL((url) => url.pathname === '/');
    });

    await step('the cart', async () => {
      const article = await openProduct(page, shop.url, product);
      await article.getByRole('button', { name: en.product.addToCart, exact: true }).click();
      await page.goto(`${shop.url}/card`);
      await page.getByRole('heading', { level: 1, name: en.cart.title }).waitFor();
      await page.getByText(product.name, { exact: true }).first().waitFor();
    });

    await step('shipping, then payment with the offline provider in its own document', async () => {
      const article = await openProduct(page, shop.url, product);
      await article
        .getByRole('link', { name: en.product.buyNow, exact: true })
        .or(article.getByRole('button', { name: en.product.buyNow, exact: true }))
        .click();
      await page.waitForURL((url) => url.pathname === '/shipping');
      await saveAddressIfAsked(page, en, nagpurAddress);
      await page.getByRole('button', { name: en.checkout.placeOrder, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await page.getByRole('form', { name: en.payment.card.title, exact: true }).waitFor();
      // Routed there from /shipping, the app loaded /payment's own document: only its policy may let Stripe in.
      expect(new URL(await documentAddress(page)).pathname).toBe('/payment');
    });

    await step('contact', async () => {
      await page.goto(`${shop.url}/contact`);
      await page.getByRole('heading', { level: 1, name: en.contact.title }).waitFor();
      await page.getByRole('heading', { name: en.contact.findUs }).waitFor();
    });

    await step("the chat with the product's seller, over the socket", async () => {
      await page.goto(`${shop.url}/dashboard/chat/${product.sellerId}`);
      await page.getByRole('log').waitFor();
      await eventually(async () =>
        expect(sockets.some((url) => new URL(url).pathname.startsWith('/socket.io'))).toBe(true),
      );
    });

    // A radix dialog locks the page's scroll with a <style> of its own: allowed by the document's nonce.
    await step('the phone menu', async () => {
      const small = await context.newPage();
      await small.setViewportSize(phone);
      await small.goto(`${shop.url}/shops`);
      await small.getByRole('button', { name: en.header.openMenu }).click();
      await small.getByRole('dialog').waitFor();
      await eventually(async () =>
        expect(await small.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden'),
      );
      await small.close();
    });

    expect(violations()).toEqual([]);

    await step('an injected inline script is refused, and reported', async () => {
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.name = "injected";';
        document.head.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return window.name === 'injected';
      });
      expect(ran).toBe(false);
      await eventually(async () =>
        expect(violations().some((text) => text.startsWith('script-src-elem refused inline'))).toBe(true),
      );
    });
    await context.close();
  });

  it('refuses to show a page inside a frame of another site', async () => {
    const target = `${shop.url}/dashboard/change-password`;
    // A page of another origin (another port), as any site could write it, framing the shop.
    const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-framing-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>Another site</title><iframe src="${target}" width="800" height="600"></iframe>`,
    );
    const site = await serveStatic(dir);
    const context = await browser.newContext({ viewport: desktop });
    try {
      const violations = await watchViolations(context);
      const page = await context.newPage();
      const framed = page.waitForResponse(target);
      await page.goto(`${site.url}/`);
      expect((await framed).status()).toBe(200);

      await eventually(async () =>
        expect(violations().some((text) => text.includes('frame-ancestors') && text.includes(shop.url))).toBe(
          true,
        ),
      );
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      if (!frame) throw new Error('the framing page has no frame');
      // Chromium shows its own error page in the frame instead of the shop's document.
      expect(frame.url()).not.toBe(target);
      expect(await frame.locator('#root').count()).toBe(0);
    } finally {
      await context.close();
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the document of a page that does not exist', () => {
  it('answers 404 and shows the not-found page', async () => {
    const page = await browser.newPage({ viewport: desktop });
    const response = await page.goto(`${shop.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: en.notFound.title }).waitFor();
    expect(await page.title()).toBe(en.notFound.documentTitle);
    await page.close();
  });

  it("answers 404 for a product the catalogue does not have, and shows the product's not-found state", async () => {
    const page = await browser.newPage({ viewport: desktop });
    const response = await page.goto(`${shop.url}/product/details/no-such-product`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: en.product.notFoundTitle }).waitFor();
    await page.close();
  });
});
