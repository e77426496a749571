import { formatInr, sellingPrice, shortOrderId } from '@bazaar/domain';
import type { Locator, Page } from 'playwright-core';
import type { Messages } from '../../../packages/ui/src/messages/messageTypes.ts';
import { eventually, field, format, isArray, isNumber, isRecord, isString } from './journey';

// ---- The API, for the data a buying journey picks and then checks (openapi.yaml) ---------------------------

export interface StockedProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  stock: number;
  shopName: string;
  sellerId: string;
}

/** A signed-in customer as the API knows them: the id the customer routes take and a token of their own. */
export interface Customer {
  id: string;
  token: string;
}

export type PaymentStatus = 'paid' | 'unpaid';

export interface ApiOrder {
  _id: string;
  price: number;
  shipping_fee: number;
  payment_status: PaymentStatus;
  delivery_status: string;
  payment_method: string | null;
  productNames: string[];
}

const isPaymentStatus = (value: unknown): value is PaymentStatus => value === 'paid' || value === 'unpaid';
const isMethod = (value: unknown): value is string | null => value === null || typeof value === 'string';

function readStockedProduct(value: unknown, where: string): StockedProduct {
  return {
    _id: field(value, '_id', isString, where),
    name: field(value, 'name', isString, where),
    slug: field(value, 'slug', isString, where),
    price: field(value, 'price', isNumber, where),
    discount: field(value, 'discount', isNumber, where),
    stock: field(value, 'stock', isNumber, where),
    shopName: field(value, 'shopName', isString, where),
    sellerId: field(value, 'sellerId', isString, where),
  };
}

function readOrder(value: unknown, where: string): ApiOrder {
  return {
    _id: field(value, '_id', isString, where),
    price: field(value, 'price', isNumber, where),
    shipping_fee: field(value, 'shipping_fee', isNumber, where),
    payment_status: field(value, 'payment_status', isPaymentStatus, where),
    delivery_status: field(value, 'delivery_status', isString, where),
    payment_method: field(value, 'payment_method', isMethod, where),
    productNames: field(value, 'products', isArray, where).map((item) =>
      field(item, 'name', isString, where),
    ),
  };
}

/** The `id` claim of a customer's token (a JWT: header.payload.signature, the payload base64url JSON). */
export function customerIdOfToken(token: string): string {
  const payload = token.split('.')[1];
  if (payload === undefined) throw new Error(`the token ${token} is not a JWT`);
  const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  return field(claims, 'id', isString, 'the token');
}

export class BuyerApi {
  constructor(private readonly shopUrl: string) {}

  private async call(method: string, path: string, token?: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.shopUrl}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} /api${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** One page of the shop, newest first, with what a buyer needs to choose: stock, shop and price. */
  async productPage(pageNumber: number): Promise<{ products: StockedProduct[]; totalProduct: number }> {
    const path = `/home/query-products?${new URLSearchParams({ pageNumber: String(pageNumber) })}`;
    const body = await this.call('GET', path);
    return {
      products: field(body, 'products', isArray, path).map((item) => readStockedProduct(item, path)),
      totalProduct: field(body, 'totalProduct', isNumber, path),
    };
  }

  /** Every product of the shop, page after page. */
  async allProducts(): Promise<StockedProduct[]> {
    const first = await this.productPage(1);
    const all = [...first.products];
    for (let page = 2; all.length < first.totalProduct; page += 1) {
      const next = await this.productPage(page);
      if (next.products.length === 0) break;
      all.push(...next.products);
    }
    return all;
  }

  async product(slug: string): Promise<StockedProduct> {
    const path = `/home/product-details/${slug}`;
    return readStockedProduct(field(await this.call('GET', path), 'product', isRecord, path), path);
  }

  /** A new customer, registered straight with the API (the register page has its own journey). */
  async register(name: string, email: string, password: string): Promise<Customer> {
    const path = '/customer/customer-register';
    const token = field(
      await this.call('POST', path, undefined, { name, email, password }),
      'token',
      isString,
      path,
    );
    return { id: customerIdOfToken(token), token };
  }

  /** The customer's orders, newest first (the first page of ten). */
  async orders(customer: Customer): Promise<ApiOrder[]> {
    const path = `/home/coustomer/get-orders/${customer.id}/all`;
    return field(await this.call('GET', path, customer.token), 'orders', isArray, path).map((item) =>
      readOrder(item, path),
    );
  }

  async order(customer: Customer, orderId: string): Promise<ApiOrder> {
    const path = `/home/coustomer/get-order-details/${orderId}`;
    return readOrder(field(await this.call('GET', path, customer.token), 'order', isRecord, path), path);
  }

  async cartUnits(customer: Customer): Promise<number> {
    const path = `/home/product/get-card-product/${customer.id}`;
    return field(await this.call('GET', path, customer.token), 'card_product_count', isNumber, path);
  }

  async wishlistCount(customer: Customer): Promise<number> {
    const path = `/home/product/get-wishlist-products/${customer.id}`;
    return field(await this.call('GET', path, customer.token), 'wishlistCount', isNumber, path);
  }
}

/** The signed-in customer of a page: the token the storefront keeps (DESIGN.md §3, `customerToken`). */
export async function customerOfPage(page: Page): Promise<Customer> {
  const token = await page.evaluate(() => window.localStorage.getItem('customerToken'));
  if (!token) throw new Error('the page keeps no customerToken: nobody is signed in');
  return { id: customerIdOfToken(token), token };
}

// ---- What the shop shows ------------------------------------------------------------------------------------

/** The header's wishlist or cart link, named by its count as a screen reader hears it. */
export function headerCounter(page: Page, text: Messages, kind: 'wishlist' | 'cart', count: number): Locator {
  const header = text.header;
  const name =
    kind === 'cart'
      ? count === 0
        ? header.cart
        : count === 1
          ? header.cartOneItem
          : format(header.cartCount, { count })
      : count === 0
        ? header.wishlist
        : count === 1
          ? header.wishlistOneItem
          : format(header.wishlistCount, { count });
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/** A toast with exactly this text, in the notifications region (radix names it with its hotkey, F8). */
export function toast(page: Page, text: Messages, words: string): Locator {
  return page
    .getByRole('region', { name: format(text.toasts.region, { hotkey: 'F8' }), exact: true })
    .getByText(words, { exact: true })
    .first();
}

/** The product's own part of its page, as the browse journey finds it. */
export function productArticle(page: Page, product: StockedProduct): Locator {
  return page.getByRole('article', { name: product.name, exact: true });
}

export async function openProduct(page: Page, shopUrl: string, product: StockedProduct): Promise<Locator> {
  await page.goto(`${shopUrl}/product/details/${product.slug}`);
  const article = productArticle(page, product);
  await article.getByRole('heading', { level: 1, name: product.name }).waitFor();
  return article;
}

/** Signs in through the login form on screen. */
export async function signIn(page: Page, text: Messages, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: text.auth.loginTitle, exact: true });
  await form.getByLabel(text.auth.email, { exact: true }).fill(email);
  await form.getByLabel(text.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: text.auth.login, exact: true }).click();
}

export interface Address {
  name: string;
  address: string;
  phone: string;
  post: string;
  province: string;
  city: string;
  area: string;
}

export const nagpurAddress: Address = {
  name: 'Asha Verma',
  address: '12 Temple Road, near the water tank',
  phone: '9876543210',
  post: '440001',
  province: 'Maharashtra',
  city: 'Nagpur',
  area: 'Civil Lines',
};

/** The shipping form of /shipping. */
export function shippingForm(page: Page, text: Messages): Locator {
  return page.getByRole('form', { name: text.checkout.shippingTitle, exact: true });
}

export async function fillAddress(form: Locator, text: Messages, address: Address): Promise<void> {
  const fields = text.checkout.fields;
  await form.getByLabel(fields.name, { exact: true }).fill(address.name);
  await form.getByLabel(fields.address, { exact: true }).fill(address.address);
  await form.getByLabel(fields.phone, { exact: true }).fill(address.phone);
  await form.getByLabel(fields.post, { exact: true }).fill(address.post);
  await form.getByLabel(fields.province, { exact: true }).selectOption(address.province);
  await form.getByLabel(fields.city, { exact: true }).fill(address.city);
  await form.getByLabel(fields.area, { exact: true }).fill(address.area);
}

/**
 * On /shipping: saves the address unless this customer's saved one is already shown (it is kept per customer,
 * SPEC.md §3), then waits for "Deliver To {name}".
 */
export async function saveAddressIfAsked(page: Page, text: Messages, address: Address): Promise<void> {
  const saved = page.getByRole('heading', { name: format(text.checkout.deliverTo, { name: address.name }) });
  const form = shippingForm(page, text);
  await eventually(async () => {
    if ((await saved.count()) === 0 && (await form.count()) === 0) throw new Error('no shipping address yet');
  });
  if ((await form.count()) > 0) {
    await fillAddress(form, text, address);
    await form.getByRole('button', { name: text.checkout.save, exact: true }).click();
  }
  await saved.waitFor();
}

/** The problem shown for an input: the texts its aria-describedby points at, and whether it is marked invalid. */
export async function fieldProblem(input: Locator): Promise<{ invalid: boolean; described: string }> {
  const invalid = (await input.getAttribute('aria-invalid')) === 'true';
  const described = await input.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id !== '')
      .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .join(' | '),
  );
  return { invalid, described };
}

/** The amount a product costs at its selling price (DESIGN.md §3), as the shop writes it. */
export function sellingInr(product: StockedProduct, quantity = 1): string {
  return formatInr(sellingPrice(product.price, product.discount) * quantity);
}

/** My Orders' row of an order. */
export function orderRow(page: Page, text: Messages, orderId: string): Locator {
  return page
    .getByRole('table', { name: text.orders.tableLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: shortOrderId(orderId), exact: true }) });
}

/** A card's expiry a year or two ahead, as MM/YY. */
export function futureExpiry(today = new Date()): string {
  return `12/${String((today.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}
