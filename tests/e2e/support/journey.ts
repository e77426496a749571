import type { Locator, Page } from 'playwright-core';
import { en } from '../../../packages/ui/src/messages/en.ts';
import { format } from '../../../packages/ui/src/messages/format.ts';
import { hi } from '../../../packages/ui/src/messages/hi.ts';
import type { Messages } from '../../../packages/ui/src/messages/messageTypes.ts';

/** The storefront's own words, so a journey finds controls by the names a visitor hears in either language. */
export const messages: { english: Messages; hindi: Messages } = { english: en, hindi: hi };

export { format };

/**
 * Everything that went wrong in the page while a journey ran: uncaught errors and console errors (a failed
 * request shows as one), each with the address it came from so a failure says where to look.
 */
export function watchPageErrors(page: Page): { list: () => string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  return { list: () => [...errors] };
}

/**
 * Runs `check` until it stops throwing: the screen catches up with a click in its own time (a loader, a
 * lazy chunk, a debounce), so a journey waits for what it expects rather than for a fixed time.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Names a failing step, so a red journey says which part of it broke. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${name}: ${error.message}`;
    throw error;
  }
}

// ---- The API, read as the contract (openapi.yaml) describes it --------------------------------------------

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function field<T>(value: unknown, name: string, is: (item: unknown) => item is T, where: string): T {
  const item = isRecord(value) ? value[name] : undefined;
  if (!is(item))
    throw new Error(`${where}: ${name} is missing or of the wrong type in ${JSON.stringify(value)}`);
  return item;
}

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export interface ApiProduct {
  _id: string;
  name: string;
  slug: string;
  category: string;
  price: number;
  discount: number;
}

export interface ApiReview {
  name: string;
  review: string;
}

function readProduct(value: unknown, where: string): ApiProduct {
  return {
    _id: field(value, '_id', isString, where),
    name: field(value, 'name', isString, where),
    slug: field(value, 'slug', isString, where),
    category: field(value, 'category', isString, where),
    price: field(value, 'price', isNumber, where),
    discount: field(value, 'discount', isNumber, where),
  };
}

/** The running shop's /api, for the data a journey then looks for on screen. */
export class ShopApi {
  constructor(private readonly shopUrl: string) {}

  private async get(path: string): Promise<unknown> {
    const response = await fetch(`${this.shopUrl}/api${path}`);
    if (!response.ok)
      throw new Error(`GET /api${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** GET /home/query-products with exactly these parameters. */
  async queryProducts(query: URLSearchParams): Promise<{ products: ApiProduct[]; totalProduct: number }> {
    const path = `/home/query-products?${query}`;
    const body = await this.get(path);
    return {
      products: field(body, 'products', isArray, path).map((item) => readProduct(item, path)),
      totalProduct: field(body, 'totalProduct', isNumber, path),
    };
  }

  async priceRange(): Promise<{ low: number; high: number }> {
    const path = '/home/price-range-latest-product';
    const range = field(await this.get(path), 'priceRange', isRecord, path);
    return { low: field(range, 'low', isNumber, path), high: field(range, 'high', isNumber, path) };
  }

  async categoryNames(): Promise<string[]> {
    const path = '/home/get-categorys';
    return field(await this.get(path), 'categorys', isArray, path).map((item) =>
      field(item, 'name', isString, path),
    );
  }

  /** The home carousel's banners, in order: the words each one's picture letters. */
  async banners(): Promise<Array<{ title: string; subtitle: string }>> {
    const path = '/banners';
    return field(await this.get(path), 'banners', isArray, path).map((item) => ({
      title: field(item, 'title', isString, path),
      subtitle: field(item, 'subtitle', isString, path),
    }));
  }

  /** The home page's product lists, all together. */
  async homeProducts(): Promise<ApiProduct[]> {
    const path = '/home/get-products';
    const body = await this.get(path);
    return ['products', 'latest_product', 'topRated_product', 'discount_product'].flatMap((list) =>
      field(body, list, isArray, path).map((item) => readProduct(item, path)),
    );
  }

  async reviews(productId: string, pageNo: number): Promise<{ reviews: ApiReview[]; totalReview: number }> {
    const path = `/home/customer/get-reviews/${productId}?pageNo=${pageNo}`;
    const body = await this.get(path);
    return {
      reviews: field(body, 'reviews', isArray, path).map((item) => ({
        name: field(item, 'name', isString, path),
        review: field(item, 'review', isString, path),
      })),
      totalReview: field(body, 'totalReview', isNumber, path),
    };
  }

  /** The product names GET /home/search-suggestions offers for a text. */
  async suggestedProductNames(value: string): Promise<string[]> {
    const path = `/home/search-suggestions?${new URLSearchParams({ value })}`;
    return field(await this.get(path), 'products', isArray, path).map((item) =>
      field(item, 'name', isString, path),
    );
  }
}

/**
 * The /api/home/query-products parameters a listing's address stands for: the same names (SPEC.md §5), the
 * search text `value` sent as `searchValue`, the layout (`view`) not sent, and page 1 when none is given.
 */
export function queryOfListingUrl(address: string): URLSearchParams {
  const url = new URL(address);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (value === '' || name === 'view') continue;
    query.set(name === 'value' ? 'searchValue' : name, value);
  }
  if (!query.has('pageNumber')) query.set('pageNumber', '1');
  query.sort();
  return query;
}

// ---- What a listing shows --------------------------------------------------------------------------------

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * Waits until the listing on screen is what GET /api/home/query-products answers for the parameters in the
 * page's address: the "(n) Products" count and the product names, in order, with nothing still loading.
 * Returns the API's answer.
 */
export async function expectListingMatchesApi(
  page: Page,
  api: ShopApi,
  text: Messages,
): Promise<{ products: ApiProduct[]; totalProduct: number; query: URLSearchParams }> {
  let last = '';
  try {
    return await eventually(async () => {
      const query = queryOfListingUrl(page.url());
      const expected = await api.queryProducts(query);
      const countText = format(text.listing.productCount, {
        count: countFormat.format(expected.totalProduct),
      });
      const shown = await listingOnScreen(page, text);
      last = `for ${query}: expected ${countText} ${JSON.stringify(expected.products.map((p) => p.name))}, shown ${JSON.stringify(shown)}`;
      const names = expected.products.map((product) => product.name);
      if (shown.busy || shown.count !== countText || JSON.stringify(shown.names) !== JSON.stringify(names)) {
        throw new Error(last);
      }
      return { ...expected, query };
    });
  } catch {
    throw new Error(`the listing does not match the API ${last}`);
  }
}

async function listingOnScreen(
  page: Page,
  text: Messages,
): Promise<{ count: string | null; names: string[]; busy: boolean }> {
  const count = page.getByRole('status').filter({ hasText: productCountPattern(text) });
  const grid = page.getByRole('list', { name: text.listing.results, exact: true });
  const countText = (await count.count()) === 1 ? ((await count.textContent())?.trim() ?? null) : null;
  if ((await grid.count()) === 0) return { count: countText, names: [], busy: false };
  const busy = (await grid.getAttribute('aria-busy')) === 'true';
  const names = await grid.getByRole('heading').allTextContents();
  return { count: countText, names: names.map((name) => name.trim()), busy };
}

/** "(n) Products" in the language shown, whatever n is. */
function productCountPattern(text: Messages): RegExp {
  const [before = '', after = ''] = text.listing.productCount.split('{count}');
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${literal(before)}[\\d,]+${literal(after)}\\s*$`);
}

/** Whether a control is on screen: present and visible. */
export async function isShown(locator: Locator): Promise<boolean> {
  return (await locator.count()) > 0 && (await locator.first().isVisible());
}
