import { formatInr, shortOrderId } from '@bazaar/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import {
  BuyerApi,
  type Customer,
  customerOfPage,
  fieldProblem,
  fillAddress,
  futureExpiry,
  headerCounter,
  nagpurAddress,
  openProduct,
  orderRow,
  type StockedProduct,
  saveAddressIfAsked,
  sellingInr,
  shippingForm,
  signIn,
  toast,
} from './support/buying';
import { eventually, format, isShown, messages, step, watchPageErrors } from './support/journey';
import { type RunningShop, startShop } from './support/shop';

const { english: en } = messages;
const desktop = { width: 1280, height: 800 };
const password = 'mango-lassi-42';

/** The seeded products each journey buys, picked from what the API answers so no two journeys share one. */
interface Plan {
  /** Little stock (2 or 3), so the cart's + reaches the stock in a few presses. */
  small: StockedProduct;
  /** Plenty of stock, from another shop than `small`. */
  other: StockedProduct;
  /** Bought now and paid with the card that succeeds. */
  paid: StockedProduct;
  /** Bought now and paid with the card that is declined. */
  declined: StockedProduct;
  /** Saved to the wishlist and removed again. */
  wished: StockedProduct;
}

function planJourneys(products: StockedProduct[]): Plan {
  const taken = new Set<string>();
  const pick = (what: string, fits: (product: StockedProduct) => boolean): StockedProduct => {
    const found = products.find((product) => !taken.has(product._id) && fits(product));
    if (!found) throw new Error(`no seeded product is ${what}`);
    taken.add(found._id);
    return found;
  };
  const small = products.some((p) => p.stock === 3)
    ? pick('in stock with 3 left', (p) => p.stock === 3)
    : pick('in stock with 2 or 3 left', (p) => p.stock === 2);
  const other = pick(`from another shop than ${small.shopName} with 5 or more in stock`, (p) => {
    return p.sellerId !== small.sellerId && p.stock >= 5;
  });
  return {
    small,
    other,
    paid: pick('a third one in stock', (p) => p.stock >= 2),
    declined: pick('a fourth one in stock', (p) => p.stock >= 2),
    wished: pick('a fifth one', () => true),
  };
}

/** An address no other run of these journeys has used. */
function newEmail(who: string): string {
  return `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
}

async function tokenKept(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('customerToken'));
}

describe('a customer buying', () => {
  let shop: RunningShop;
  let browser: Browser;
  let api: BuyerApi;
  let plan: Plan;

  beforeAll(async () => {
    shop = await startShop();
    browser = await launchChromium();
    api = new BuyerApi(shop.url);
    plan = planJourneys(await api.allProducts());
  });

  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('registers, fills the cart from two shops, checks out and pays cash on delivery', async () => {
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const { small, other } = plan;

    await step('register', async () => {
      await page.goto(`${shop.url}/register`);
      const form = page.getByRole('form', { name: en.auth.registerTitle, exact: true });
      await form.getByLabel(en.auth.name, { exact: true }).fill(nagpurAddress.name);
      await form.getByLabel(en.auth.email, { exact: true }).fill(newEmail('asha'));
      await form.getByLabel(en.auth.password, { exact: true }).fill(password);
      await form.getByRole('checkbox', { name: en.auth.acceptTerms }).click();
      await form.getByRole('button', { name: en.auth.register, exact: true }).click();
      // SPEC.md §2.5: a new account is signed in and goes to the home page.
      await page.waitForURL((url) => url.pathname === '/');
      await eventually(async () => expect(await tokenKept(page)).toBeTruthy());
    });
    const customer = await customerOfPage(page);

    for (const [index, product] of [small, other].entries()) {
      await step(`Add To Cart on ${product.name}`, async () => {
        const article = await openProduct(page, shop.url, product);
        await article.getByRole('button', { name: en.product.addToCart, exact: true }).click();
        // SPEC.md §4: each add raises the cart count by one.
        await headerCounter(page, en, 'cart', index + 1).waitFor();
        expect(await api.cartUnits(customer)).toBe(index + 1);
      });
    }

    await step('the cart, grouped by shop', async () => {
      await headerCounter(page, en, 'cart', 2).click();
      await page.waitForURL((url) => url.pathname === '/card');
      for (const product of [small, other]) {
        const group = page.getByRole('region', { name: product.shopName, exact: true });
        await group.getByRole('article', { name: product.name, exact: true }).waitFor();
      }
    });

    const line = page.getByRole('article', { name: small.name, exact: true });
    const quantity = line.getByRole('group', { name: en.common.quantity }).locator('output');
    const expectQuantity = (count: number) =>
      eventually(async () => {
        expect(await quantity.textContent()).toBe(String(count));
        expect(await line.getAttribute('aria-busy')).toBe('false');
        expect(await line.textContent()).toContain(sellingInr(small, count));
      });

    await step('+ up to the stock, then “Out of Stock”', async () => {
      const plus = line.getByRole('button', { name: en.product.increaseQuantity, exact: true });
      for (let count = 2; count <= small.stock; count += 1) {
        await plus.click();
        await expectQuantity(count);
      }
      await plus.click();
      await toast(page, en, en.toasts.outOfStock).waitFor();
      await expectQuantity(small.stock);
      expect(await api.cartUnits(customer)).toBe(small.stock + 1);
    });

    const ordered = small.stock - 1;
    await step('− lowers it again', async () => {
      await line.getByRole('button', { name: en.product.decreaseQuantity, exact: true }).click();
      await expectQuantity(ordered);
      await eventually(async () => expect(await api.cartUnits(customer)).toBe(ordered + 1));
    });

    await step('Process to Checkout', async () => {
      await page.getByRole('button', { name: en.cart.processToCheckout, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/shipping');
      for (const [product, count] of [
        [small, ordered],
        [other, 1],
      ] as const) {
        await page
          .getByRole('listitem')
          .filter({ hasText: product.name })
          .filter({ hasText: format(en.checkout.quantity, { count }) })
          .first()
          .waitFor();
      }
    });

    const placeOrder = page.getByRole('button', { name: en.checkout.placeOrder, exact: true });
    await step('a bad PIN code is explained beside its field', async () => {
      const form = shippingForm(page, en);
      await fillAddress(form, en, { ...nagpurAddress, post: '04400' });
      // DESIGN.md §3: Place Order waits for a saved address.
      expect(await placeOrder.isDisabled()).toBe(true);
      await form.getByRole('button', { name: en.checkout.save, exact: true }).click();
      const pin = form.getByLabel(en.checkout.fields.post, { exact: true });
      await eventually(async () => {
        const problem = await fieldProblem(pin);
        expect(problem.invalid).toBe(true);
        expect(problem.described).toContain(en.checkout.errors.invalidPin);
      });
      // Only the PIN code is wrong, and the address is not saved.
      const phone = await fieldProblem(form.getByLabel(en.checkout.fields.phone, { exact: true }));
      expect(phone.invalid).toBe(false);
      expect(await placeOrder.isDisabled()).toBe(true);

      await pin.fill(nagpurAddress.post);
      await form.getByRole('button', { name: en.checkout.save, exact: true }).click();
      await page
        .getByRole('heading', { name: format(en.checkout.deliverTo, { name: nagpurAddress.name }) })
        .waitFor();
      expect(await placeOrder.isDisabled()).toBe(false);
    });

    await step('Place Order', async () => {
      await placeOrder.click();
      await page.waitForURL((url) => url.pathname === '/payment');
    });
    const [order, ...olderOrders] = await api.orders(customer);
    if (!order) throw new Error('Place Order left no order');
    expect(olderOrders).toEqual([]);
    expect([...order.productNames].sort()).toEqual([small.name, other.name].sort());

    await step('Cash on Delivery → Processing... → Order Successful', async () => {
      const methods = page.getByRole('radiogroup', { name: en.payment.methodLabel });
      // SPEC.md §2.9: the card is chosen first.
      const card = methods.getByRole('radio', { name: en.payment.methods.card, exact: true });
      await eventually(async () => expect(await card.getAttribute('aria-checked')).toBe('true'));
      // The option's label is what a shopper presses (it lies over the small round button).
      await methods.getByText(en.payment.methods.cod, { exact: true }).click();
      const cod = methods.getByRole('radio', { name: en.payment.methods.cod, exact: true });
      await eventually(async () => expect(await cod.getAttribute('aria-checked')).toBe('true'));
      await page.getByRole('button', { name: en.payment.cod.confirm, exact: true }).click();
      // "Processing...", then the success page; or the reason cash on delivery was refused.
      const processing = page.getByRole('button', { name: en.payment.cod.processing, exact: true });
      const refused = page.getByRole('alert').filter({ hasText: en.payment.cod.failed });
      const unlessRefused = async (waiting: string) => {
        if ((await refused.count()) > 0) {
          throw new Error(`cash on delivery was refused: “${await refused.first().textContent()}”`);
        }
        throw new Error(waiting);
      };
      await eventually(async () => {
        if (!(await isShown(processing))) await unlessRefused('no “Processing...” after Confirm Order');
      });
      await eventually(async () => {
        if (new URL(page.url()).pathname !== '/payment/success')
          await unlessRefused(`still on ${page.url()}`);
      });
      const panel = page.getByRole('region', { name: en.payment.success.title, exact: true });
      await panel.getByRole('heading', { name: en.payment.success.title }).waitFor();
      // The order by the short id My Orders lists it by; the full one stays in the address.
      expect(await panel.getByRole('definition').allTextContents()).toEqual([shortOrderId(order._id), 'COD']);
      const recorded = await api.order(customer, order._id);
      expect(recorded.payment_method).toBe('cod');
      expect(recorded.delivery_status).toBe('placed');
    });

    await step('the order in My Orders', async () => {
      await page.goto(`${shop.url}/dashboard/my-orders`);
      const row = orderRow(page, en, order._id);
      await eventually(async () => {
        const shown = (await row.textContent()) ?? '';
        expect(shown).toContain(formatInr(order.price + order.shipping_fee));
        expect(shown).toContain(en.orders.unpaid);
        expect(shown).toContain(en.orders.status.placed);
      });
      await row
        .getByRole('link', { name: format(en.orders.viewOrder, { id: shortOrderId(order._id) }) })
        .click();
      await page.waitForURL((url) => url.pathname === `/dashboard/order/details/${order._id}`);
    });

    await step('its details: products and shipping address', async () => {
      const details = page.getByRole('article', {
        name: format(en.orders.detailsTitle, { id: shortOrderId(order._id) }),
      });
      await details.waitFor();
      for (const [product, count] of [
        [small, ordered],
        [other, 1],
      ] as const) {
        await details
          .getByRole('listitem')
          .filter({ hasText: product.name })
          .filter({ hasText: format(en.orders.quantity, { count }) })
          .waitFor();
      }
      const address = details.getByRole('region', { name: en.orders.shippingInfo, exact: true });
      const { name, address: street, area, city, province, post, phone } = nagpurAddress;
      await eventually(async () => {
        const shown = (await address.textContent()) ?? '';
        expect(shown).toContain(name);
        expect(shown).toContain([street, area, city, province, post].join(', '));
        expect(shown).toContain(format(en.orders.phone, { phone }));
      });
      expect(await details.textContent()).toContain(en.payment.methods.cod);
    });

    expect(errors.list()).toEqual([]);
    await context.close();
  }, 240_000);

  it('buys now and pays by card: 4242… pays, 4000…0002 is declined and the order stays unpaid', async () => {
    const email = newEmail('ravi');
    const customer: Customer = await api.register('Ravi Kumar', email, password);
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    await step('log in', async () => {
      await page.goto(`${shop.url}/login`);
      await signIn(page, en, email, password);
      await page.waitForURL((url) => url.pathname === '/');
    });

    /** Buy Now on the product page up to /payment; answers the order placed. */
    const buyNow = async (product: StockedProduct) => {
      const article = await openProduct(page, shop.url, product);
      // Buy Now leads to /shipping: a link, or a button that navigates.
      await article
        .getByRole('link', { name: en.product.buyNow, exact: true })
        .or(article.getByRole('button', { name: en.product.buyNow, exact: true }))
        .click();
      await page.waitForURL((url) => url.pathname === '/shipping');
      // That one product, once.
      const line = page
        .getByRole('listitem')
        .filter({ hasText: product.name })
        .filter({ hasText: format(en.checkout.quantity, { count: 1 }) });
      await line.first().waitFor();
      expect(await page.getByText(format(en.checkout.itemCount, { count: 1 }), { exact: true }).count()).toBe(
        1,
      );
      await saveAddressIfAsked(page, en, nagpurAddress);
      await page.getByRole('button', { name: en.checkout.placeOrder, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      const [order] = await api.orders(customer);
      if (!order) throw new Error('Place Order left no order');
      expect(order.productNames).toEqual([product.name]);
      return order;
    };

    const payByCard = async (total: number, cardNumber: string) => {
      const methods = page.getByRole('radiogroup', { name: en.payment.methodLabel });
      const card = methods.getByRole('radio', { name: en.payment.methods.card, exact: true });
      await eventually(async () => expect(await card.getAttribute('aria-checked')).toBe('true'));
      const form = page.getByRole('form', { name: en.payment.card.title, exact: true });
      await form.getByLabel(en.payment.card.number, { exact: true }).fill(cardNumber);
      await form.getByLabel(en.payment.card.expiry, { exact: true }).fill(futureExpiry());
      await form.getByLabel(en.payment.card.cvc, { exact: true }).fill('123');
      await form.getByLabel(en.payment.card.name, { exact: true }).fill('RAVI KUMAR');
      await form
        .getByRole('button', { name: format(en.payment.card.pay, { amount: formatInr(total) }), exact: true })
        .click();
    };

    const paidOrder = await step('Buy Now reaches /shipping with that one item and is ordered', () =>
      buyNow(plan.paid),
    );

    await step('4242 4242 4242 4242 pays', async () => {
      await payByCard(paidOrder.price + paidOrder.shipping_fee, '4242 4242 4242 4242');
      await page.getByRole('heading', { name: en.payment.result.confirmedTitle }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/order/confirm');
      const recorded = await api.order(customer, paidOrder._id);
      expect(recorded.payment_status).toBe('paid');
      expect(recorded.payment_method).toBe('card');
      await page.getByRole('link', { name: en.orders.backToDashboard, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/my-orders');
      const row = orderRow(page, en, paidOrder._id);
      await eventually(async () => {
        const shown = (await row.textContent()) ?? '';
        expect(shown).toContain(en.orders.paid);
        expect(shown).not.toContain(en.orders.unpaid);
      });
      expect(await row.getByRole('button', { name: en.orders.payNow }).count()).toBe(0);
    });

    await step('the paid order’s details', async () => {
      await orderRow(page, en, paidOrder._id)
        .getByRole('link', { name: format(en.orders.viewOrder, { id: shortOrderId(paidOrder._id) }) })
        .click();
      const details = page.getByRole('article', {
        name: format(en.orders.detailsTitle, { id: shortOrderId(paidOrder._id) }),
      });
      await details.getByText(plan.paid.name, { exact: true }).waitFor();
      expect(await details.textContent()).toContain(en.payment.methods.card);
      expect(await details.getByRole('button', { name: en.orders.payNow, exact: true }).count()).toBe(0);
    });

    const declinedOrder = await step('Buy Now again, for the declined card', () => buyNow(plan.declined));

    await step('4000 0000 0000 0002 ends on the failure screen', async () => {
      await payByCard(declinedOrder.price + declinedOrder.shipping_fee, '4000 0000 0000 0002');
      await page.getByRole('heading', { name: en.payment.result.failedTitle }).waitFor();
      await page.getByRole('img', { name: en.payment.result.failedImage }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/order/confirm');
      expect((await api.order(customer, declinedOrder._id)).payment_status).toBe('unpaid');
      await page.getByRole('link', { name: en.orders.backToDashboard, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/my-orders');
    });

    await step('the declined order stays unpaid, with Pay Now', async () => {
      const row = orderRow(page, en, declinedOrder._id);
      await eventually(async () => expect(await row.textContent()).toContain(en.orders.unpaid));
      const short = shortOrderId(declinedOrder._id);
      await row
        .getByRole('button', { name: format(en.orders.payOrder, { id: short }), exact: true })
        .waitFor();
      await row.getByRole('link', { name: format(en.orders.viewOrder, { id: short }) }).click();
      const details = page.getByRole('article', { name: format(en.orders.detailsTitle, { id: short }) });
      await details.getByText(plan.declined.name, { exact: true }).waitFor();
      await details.getByRole('button', { name: en.orders.payNow, exact: true }).waitFor();
      expect(await details.textContent()).toContain(en.orders.unpaid);
    });

    // The declined card is the API's 402 (docs/api-rules.md "Payments"), which Chromium logs for any 4xx
    // answer; anything else is a fault.
    const declineLogged = (error: string) =>
      /^console error: Failed to load resource: the server responded with a status of 402\b.*\/api\/payment\/test\/confirm\)$/.test(
        error,
      );
    expect(errors.list().filter((error) => !declineLogged(error))).toEqual([]);
    await context.close();
  }, 240_000);

  it('saves a product to the wishlist and removes it, the header count following', async () => {
    const email = newEmail('meera');
    const customer = await api.register('Meera Iyer', email, password);
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const { wished } = plan;
    const toggle = (article: Locator) =>
      article.getByRole('button', { name: format(en.wishlist.toggle, { productName: wished.name }) });

    await step('log in', async () => {
      await page.goto(`${shop.url}/login`);
      await signIn(page, en, email, password);
      await page.waitForURL((url) => url.pathname === '/');
    });

    await step('the heart on the product page', async () => {
      const article = await openProduct(page, shop.url, wished);
      await headerCounter(page, en, 'wishlist', 0).waitFor();
      const heart = toggle(article);
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      await heart.click();
      await eventually(async () => expect(await heart.getAttribute('aria-pressed')).toBe('true'));
      await headerCounter(page, en, 'wishlist', 1).waitFor();
      expect(await api.wishlistCount(customer)).toBe(1);
    });

    await step('removed from My Wishlist', async () => {
      await headerCounter(page, en, 'wishlist', 1).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/my-wishlist');
      const list = page.getByRole('list', { name: en.wishlist.title, exact: true });
      await list.getByRole('article', { name: wished.name, exact: true }).waitFor();
      await list
        .getByRole('button', { name: format(en.wishlist.remove, { productName: wished.name }), exact: true })
        .click();
      await page.getByText(en.wishlist.empty, { exact: true }).waitFor();
      await headerCounter(page, en, 'wishlist', 0).waitFor();
      expect(await api.wishlistCount(customer)).toBe(0);
    });

    expect(errors.list()).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps the dashboard for signed-in customers, and logs out', async () => {
    const email = newEmail('kabir');
    await api.register('Kabir Shah', email, password);
    const context = await browser.newContext({ viewport: desktop });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const menu = page.getByRole('navigation', { name: en.dashboard.menuLabel, exact: true });

    await step('signed out, the dashboard sends to /login', async () => {
      await page.goto(`${shop.url}/dashboard/my-orders`);
      await page.waitForURL((url) => url.pathname === '/login');
    });

    await step('and back to the dashboard after signing in', async () => {
      await signIn(page, en, email, password);
      await page.waitForURL((url) => url.pathname === '/dashboard/my-orders');
      await page.getByText(en.orders.emptyAll, { exact: true }).waitFor();
      expect(
        await menu.getByRole('link', { name: en.dashboard.items.orders }).getAttribute('aria-current'),
      ).toBe('page');
    });

    await step('Logout', async () => {
      await menu.getByRole('button', { name: en.dashboard.logout, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(await tokenKept(page)).toBeNull();
      await page.getByRole('form', { name: en.auth.loginTitle, exact: true }).waitFor();
    });

    await step('signed out again, the dashboard is closed', async () => {
      await page.goto(`${shop.url}/dashboard`);
      await page.waitForURL((url) => url.pathname === '/login');
    });

    expect(errors.list()).toEqual([]);
    await context.close();
  }, 120_000);
});
