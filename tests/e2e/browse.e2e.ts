import { formatInr, REVIEW_PAGE_SIZE, sellingPrice } from '@bazaar/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import {
  type ApiProduct,
  eventually,
  expectListingMatchesApi,
  format,
  messages,
  ShopApi,
  step,
  watchPageErrors,
} from './support/journey';
import { type RunningShop, startShop } from './support/shop';

const { english: en, hindi: hi } = messages;

/** SPEC.md §9: the price slider moves in steps of 5; Page Up moves a thumb 10 steps. */
const PAGE_UP_RUPEES = 50;

interface Plan {
  /** A product with more than one page of reviews, reached by searching for part of its name. */
  product: ApiProduct;
  searchText: string;
  /** How many Page Ups on the minimum price thumb narrow its category, and what the slider starts at. */
  pageUps: number;
  priceLow: number;
  priceHigh: number;
  /** A minimum rating that still leaves products at that price. */
  rating: 1 | 2 | 3 | 4;
}

/** Picks, from what the API answers, the data the journey then looks for on screen. */
async function planJourney(api: ShopApi): Promise<Plan> {
  const seen = new Set<string>();
  let reviewed: ApiProduct | null = null;
  for (const product of await api.homeProducts()) {
    if (seen.has(product.slug)) continue;
    seen.add(product.slug);
    if ((await api.reviews(product._id, 1)).totalReview > REVIEW_PAGE_SIZE) {
      reviewed = product;
      break;
    }
  }
  if (!reviewed) throw new Error('no product on the home page has more than one page of reviews');
  const product = reviewed;

  // Part of the name: one of its words that both the suggestions and the search find the product by.
  let searchText: string | null = null;
  for (const word of product.name.split(/[^A-Za-z]+/).filter((part) => part.length >= 5)) {
    const text = word.toLowerCase();
    const suggested = await api.suggestedProductNames(text);
    const found = await api.queryProducts(new URLSearchParams({ searchValue: text, pageNumber: '1' }));
    if (suggested.includes(product.name) && found.products.some((item) => item.slug === product.slug)) {
      searchText = text;
      break;
    }
  }
  if (searchText === null) throw new Error(`no word of “${product.name}” finds it through search`);

  const range = await api.priceRange();
  const priceLow = Math.floor(range.low);
  const priceHigh = Math.ceil(range.high);
  const inCategory = (extra: Record<string, string>) =>
    api.queryProducts(new URLSearchParams({ category: product.category, pageNumber: '1', ...extra }));
  const all = (await inCategory({})).totalProduct;
  let pageUps = 0;
  for (let presses = 1; presses <= 30 && pageUps === 0; presses += 1) {
    const { totalProduct } = await inCategory({
      lowPrice: String(priceLow + presses * PAGE_UP_RUPEES),
      highPrice: String(priceHigh),
    });
    if (totalProduct > 0 && totalProduct < all) pageUps = presses;
  }
  if (pageUps === 0) throw new Error(`no minimum price narrows “${product.category}” and keeps products`);

  let rating: Plan['rating'] = 1;
  for (const candidate of [4, 3, 2] as const) {
    const { totalProduct } = await inCategory({
      lowPrice: String(priceLow + pageUps * PAGE_UP_RUPEES),
      highPrice: String(priceHigh),
      rating: String(candidate),
    });
    if (totalProduct > 0) {
      rating = candidate;
      break;
    }
  }
  return { product, searchText, pageUps, priceLow, priceHigh, rating };
}

function paramsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function waitForParams(page: Page, expected: Record<string, string>) {
  await eventually(async () => {
    expect(paramsOf(page)).toEqual(expected);
  });
}

describe('a visitor browsing on a desktop', () => {
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let api: ShopApi;
  let plan: Plan;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    api = new ShopApi(shop.url);
    plan = await planJourney(api);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await shop?.stop();
  });

  it('goes from home to a category, filters it, searches in English and Hindi and reads the reviews', async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const { product, searchText } = plan;
    const category = product.category;

    await step('home', async () => {
      await page.goto(shop.url);
      await page.getByRole('heading', { name: en.home.topCategory }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });

    await step('category from the header menu', async () => {
      // The menu may load its code on first open: wait for the entry rather than assume it is there.
      await page.getByRole('button', { name: en.header.allCategory }).click();
      await page.getByRole('menuitem', { name: category, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/products');
      expect(paramsOf(page)).toEqual({ category });
      await page.getByRole('heading', { level: 1, name: category }).waitFor();
      await expectListingMatchesApi(page, api, en);
    });

    const filtered = { category, lowPrice: '', highPrice: String(plan.priceHigh) };
    await step('price slider moved by keyboard', async () => {
      const minimum = page.getByRole('slider', { name: en.listing.minimumPrice });
      await minimum.focus();
      for (let press = 1; press <= plan.pageUps; press += 1) {
        await page.keyboard.press('PageUp');
        filtered.lowPrice = String(plan.priceLow + press * PAGE_UP_RUPEES);
        await waitForParams(page, filtered);
      }
      expect(await minimum.getAttribute('aria-valuenow')).toBe(filtered.lowPrice);
      await expectListingMatchesApi(page, api, en);
    });

    const rated = { ...filtered, rating: String(plan.rating) };
    const ratingChoice = page.getByRole('radio', {
      name:
        plan.rating === 1
          ? en.listing.ratingOneAndUp
          : format(en.listing.ratingAndUp, { rating: plan.rating }),
      exact: true,
    });
    await step('a minimum rating', async () => {
      await ratingChoice.click();
      await waitForParams(page, rated);
      await expectListingMatchesApi(page, api, en);
    });

    await step('sorted by price', async () => {
      await page.getByRole('radio', { name: en.listing.sortLowToHigh }).click();
      await waitForParams(page, { ...rated, sortPrice: 'low-to-high' });
      const { products } = await expectListingMatchesApi(page, api, en);
      // The server sorts by the selling price, price − floor(price × discount / 100) (DESIGN.md §3).
      const prices = products.map((item) => sellingPrice(item.price, item.discount));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    await step('Back restores the filters before the sort', async () => {
      await page.goBack();
      await waitForParams(page, rated);
      await expectListingMatchesApi(page, api, en);
      const newest = page.getByRole('radio', { name: en.listing.sortNewest });
      await eventually(async () => expect(await newest.getAttribute('aria-checked')).toBe('true'));
      expect(await ratingChoice.getAttribute('aria-checked')).toBe('true');
    });

    const searchBox = (text: typeof en) => page.getByRole('combobox', { name: text.header.searchProducts });

    await step('a suggestion chosen with the keyboard', async () => {
      const box = searchBox(en);
      await box.click();
      await box.pressSequentially(searchText);
      // The suggestions come once typing pauses (a debounce): wait for the product to be offered.
      // Its own option, not a longer name that starts the same (a pack of two, say).
      const suggestion = page
        .getByRole('option')
        .filter({ has: page.getByText(product.name, { exact: true }) });
      await suggestion.waitFor();
      const offered = await page.getByRole('option').count();
      for (let press = 0; press < offered; press += 1) {
        await box.press('ArrowDown');
        if ((await suggestion.getAttribute('aria-selected')) === 'true') break;
      }
      expect(await suggestion.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await suggestion.getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === `/product/details/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    });

    await step('a submitted search', async () => {
      const box = searchBox(en);
      await box.fill(searchText);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/products/search');
      expect(paramsOf(page)).toEqual({ category: '', value: searchText });
      await page
        .getByRole('heading', { level: 1, name: format(en.listing.searchResultsFor, { value: searchText }) })
        .waitFor();
      const { products } = await expectListingMatchesApi(page, api, en);
      expect(products.map((item) => item.slug)).toContain(product.slug);
    });

    await step('the same search in Hindi', async () => {
      // The switch is a pair of toggle buttons or a radio group: either way it is named by the language.
      const language = page
        .getByRole('group', { name: en.language.label })
        .or(page.getByRole('radiogroup', { name: en.language.label }));
      await language
        .getByRole('button', { name: en.language.hindi })
        .or(language.getByRole('radio', { name: en.language.hindi }))
        .click();
      await eventually(async () => expect(await page.locator('html').getAttribute('lang')).toBe('hi'));
      // The page's own labels follow, not only the header's.
      await page
        .getByRole('heading', { level: 1, name: format(hi.listing.searchResultsFor, { value: searchText }) })
        .waitFor();
      await page.getByRole('search', { name: hi.listing.filters }).waitFor();
      await page.getByRole('radio', { name: hi.listing.sortNewest }).waitFor();
      await page.getByRole('link', { name: hi.header.shop, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: en.header.allCategory }).count()).toBe(0);

      const box = searchBox(hi);
      await box.fill('');
      await box.fill(searchText);
      await page.getByRole('button', { name: hi.header.search, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/products/search');
      expect(paramsOf(page)).toEqual({ category: '', value: searchText });
      const { products } = await expectListingMatchesApi(page, api, hi);
      expect(products.map((item) => item.slug)).toContain(product.slug);
    });

    await step('the product page', async () => {
      await page
        .getByRole('list', { name: hi.listing.results, exact: true })
        .getByRole('link', { name: product.name, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === `/product/details/${product.slug}`);
      const article = page.getByRole('article', { name: product.name, exact: true });
      await article.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // The price charged, in the Hindi interface's figures (DESIGN.md §3).
      const selling = formatInr(sellingPrice(product.price, product.discount), 'hi-IN');
      await article.getByText(`${hi.product.sellingPrice}: ${selling}`, { exact: true }).first().waitFor();
      await eventually(async () => expect(await page.title()).toBe(`${product.name} | ${hi.common.brand}`));
    });

    const reviewsPanel = page.getByRole('tabpanel', { name: hi.product.reviewsTab });
    /** Waits for the page of reviews the API gives to be the one listed, in order; returns what is shown. */
    const expectReviews = async (pageNo: number) => {
      const { reviews } = await api.reviews(product._id, pageNo);
      const [first] = reviews;
      if (!first) throw new Error(`the API has no reviews on page ${pageNo}`);
      // The review list, not the rating breakdown or the pager beside it.
      const list = reviewsPanel.getByRole('list').filter({ hasText: first.review });
      return eventually(async () => {
        const shown = (await list.getByRole('listitem').allTextContents()).map((item) => item.trim());
        expect(shown).toHaveLength(reviews.length);
        reviews.forEach((review, index) => {
          expect(shown[index]).toContain(review.name);
          expect(shown[index]).toContain(review.review);
        });
        return shown;
      });
    };

    const firstPage = await step('the reviews, shown by default', async () => {
      const tab = page.getByRole('tab', { name: hi.product.reviewsTab });
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      return expectReviews(1);
    });

    await step('the next page of reviews', async () => {
      const pager = reviewsPanel.getByRole('navigation', { name: hi.reviews.pages });
      const current = pager.getByRole('link', { name: format(hi.common.goToPage, { page: 1 }) });
      expect(await current.getAttribute('aria-current')).toBe('page');
      await pager.getByRole('link', { name: format(hi.common.goToPage, { page: 2 }) }).click();
      await waitForParams(page, { reviews: '2' });
      const secondPage = await expectReviews(2);
      expect(secondPage).not.toEqual(firstPage);
      expect(
        await pager
          .getByRole('link', { name: format(hi.common.goToPage, { page: 2 }) })
          .getAttribute('aria-current'),
      ).toBe('page');
    });

    expect(errors.list()).toEqual([]);
  }, 240_000);
});
