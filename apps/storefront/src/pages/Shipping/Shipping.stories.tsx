import { formatInr } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buyNowHref } from '../../hrefs/checkout';
import { shippingHref } from '../../hrefs/site';
import { sessionCheckFails, storyTokens } from '../../mocks/accountHandlers';
import {
  checkoutAddress,
  checkoutMocks,
  placedOrderId,
  secondOrderId,
  soldOutCart,
} from '../../mocks/checkoutHandlers';
import { layoutCustomer, signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import { paymentMocks } from '../../mocks/paymentHandlers';
import { brassDiya, kurta, mixerGrinder } from '../../mocks/products';
import { StoryRouter } from '../../StoryRouter';
import {
  onPhone,
  patiently,
  phoneViewports,
  sentToLogin,
  toastSaying,
  tokenBecomes,
} from '../../session/storySupport';
import { alertSaying } from '../../storyHelpers/pageStates';
import { CHECKOUT_KEY, SHIPPING_INFO_KEY } from './Shipping';

const meta = {
  title: 'Pages/Shipping',
  component: StoryRouter,
  args: { path: shippingHref },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signs the story customer in with no address and no checkout kept from an earlier visit. */
function signedInWithoutAddress() {
  const signOut = signInForStory();
  localStorage.removeItem(SHIPPING_INFO_KEY);
  localStorage.removeItem(CHECKOUT_KEY);
  return () => {
    signOut();
    localStorage.removeItem(SHIPPING_INFO_KEY);
    localStorage.removeItem(CHECKOUT_KEY);
  };
}

/**
 * Signs the story customer in with `data` kept as their address (localStorage `shippingInfo`), and
 * `checkout` as the checkout kept from before (localStorage `checkout`), none unless given.
 */
function signedInWithAddress(data: Record<string, string>, userId = layoutCustomer.id, checkout?: unknown) {
  return () => {
    const signOut = signInForStory();
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify({ userId, data }));
    if (checkout === undefined) localStorage.removeItem(CHECKOUT_KEY);
    else localStorage.setItem(CHECKOUT_KEY, JSON.stringify(checkout));
    return () => {
      signOut();
      localStorage.removeItem(SHIPPING_INFO_KEY);
      localStorage.removeItem(CHECKOUT_KEY);
    };
  };
}

/** A version-4 UUID, as the checkout's Idempotency-Key is. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The checkout kept in localStorage, parsed. */
function keptCheckout(): { key?: unknown; order?: { orderId?: unknown } | null } | null {
  return JSON.parse(localStorage.getItem(CHECKOUT_KEY) ?? 'null');
}

/** The Buy Now of 4 mixers (9 asked, 4 in stock) as the checkout keeps it once its order was placed. */
const KEPT_KEY = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
function placedBuyNowCheckout() {
  return {
    userId: layoutCustomer.id,
    source: 'buyNow',
    contents: `-:${mixerGrinder._id}:4`,
    key: KEPT_KEY,
    startedAt: Date.now() - 60_000,
    order: { orderId: placedOrderId, price: 425_000, shipping_fee: 0, items: 4 },
  };
}

/** Going to another page loads that route's code too: slower than a first answer on a busy machine. */
const untilNextPage = { timeout: 10000 };

/**
 * Waits until the payment page has asked for everything it opens with (the provider's settings, then the card
 * payment behind the default card form), so none of its requests lands in the next story.
 */
async function paymentPageSettled(canvas: ReturnType<typeof within>) {
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Payment' }, untilNextPage),
  ).toBeVisible();
  await expect(await canvas.findByLabelText('Card number', {}, untilNextPage)).toBeVisible();
}

async function checkoutLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Checkout' }, patiently);
  return canvas.findByRole('region', { name: 'Order Summary' }, patiently);
}

async function fillAddress(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Full name'), checkoutAddress.name);
  await userEvent.type(canvas.getByLabelText('Address (house, street, landmark)'), checkoutAddress.address);
  await userEvent.type(canvas.getByLabelText(/^Mobile number/), checkoutAddress.phone);
  await userEvent.type(canvas.getByLabelText(/^PIN code/), checkoutAddress.post);
  await userEvent.selectOptions(canvas.getByLabelText('State or union territory'), checkoutAddress.province);
  await userEvent.type(canvas.getByLabelText('City'), checkoutAddress.city);
  await userEvent.type(canvas.getByLabelText('Area or locality'), checkoutAddress.area);
}

const editing = checkoutMocks();
/** First visit: the empty address form, the cart's items by shop, and Place Order waiting for the address. */
export const EditingEmpty: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: editing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await checkoutLoaded(canvasElement));
    await expect(canvas.getByRole('form', { name: 'Shipping Information' })).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
    // SPEC.md §2.8: the line naming where the order's e-mail goes.
    await expect(canvas.getByText('Order details will be sent to priya@example.in')).toBeVisible();

    // Items by shop; the sold-out diya is not part of the order.
    await expect(canvas.getByRole('heading', { name: 'Shop: Khadi Weaves' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shop: Rasoi Ghar' })).toBeVisible();
    await expect(canvas.queryByText(brassDiya.name)).toBeNull();

    // ₹1,499 + ₹1,06,250; ₹20 for the shop under ₹2,000 (DESIGN.md §3).
    await expect(summary.getByText('Items (2)')).toBeVisible();
    await expect(summary.getByText('₹1,07,749')).toBeVisible();
    await expect(summary.getByText('₹1,07,769')).toBeVisible();
    const placeOrder = summary.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeDisabled();
    await expect(placeOrder).toHaveAccessibleDescription('Save your shipping address to place the order.');
  },
};

const missing = checkoutMocks();
/** DESIGN.md §4: Save with fields missing or malformed keeps the form open with a message beside each. */
export const EditingWithErrors: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: missing.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Mobile number/), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(canvas.getByText('Please correct the fields marked below.')).toBeVisible();
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(6);
    await expect(canvas.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(
      /Enter a 10-digit mobile number starting with 6, 7, 8 or 9\./,
    );
    await expect(canvas.getByLabelText('Full name')).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await expect(localStorage.getItem(SHIPPING_INFO_KEY)).toBeNull();
  },
};

const restoredBad = checkoutMocks();
/** An address kept from before that no longer passes the checks fills the form with its message showing. */
export const EditingRestoredWithErrors: Story = {
  beforeEach: signedInWithAddress({ ...checkoutAddress, post: '040010' }),
  parameters: { msw: restoredBad.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toHaveValue(checkoutAddress.name);
    await expect(canvas.getByLabelText(/^PIN code/)).toHaveAccessibleDescription(
      /Enter a 6-digit PIN code that does not start with 0\./,
    );
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

const saving = checkoutMocks();
/** Save: the delivery line replaces the form, the address is kept for next time, and Place Order opens. */
export const Saved: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: saving.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await fillAddress(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    const heading = await canvas.findByRole('heading', { name: 'Deliver To Priya Sharma' });
    const saved = within(canvas.getByRole('region', { name: 'Deliver To Priya Sharma' }));
    await expect(heading).toBeVisible();
    await expect(saved.getByText('Home')).toBeVisible();
    await expect(saved.getByText('9876543210')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(JSON.parse(localStorage.getItem(SHIPPING_INFO_KEY) ?? 'null')).toEqual({
      userId: layoutCustomer.id,
      data: checkoutAddress,
    });
  },
};

const prefilled = checkoutMocks();
/** A kept address opens saved; Change brings back the form filled with it. */
export const Prefilled: Story = {
  tags: ['visual'],
  beforeEach: signedInWithAddress(checkoutAddress),
  parameters: { msw: prefilled.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Deliver To Priya Sharma' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change the shipping address' }));
    await expect(canvas.getByLabelText('Full name')).toHaveValue(checkoutAddress.name);
    await expect(canvas.getByLabelText('City')).toHaveValue(checkoutAddress.city);
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  },
};

const someoneElses = checkoutMocks();
/** An address kept by another customer on this browser is not shown to this one. */
export const OtherCustomersAddress: Story = {
  beforeEach: signedInWithAddress(checkoutAddress, '11111111-2222-4333-8444-555555555555'),
  parameters: { msw: someoneElses.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('');
  },
};

const placing = checkoutMocks({ placeOrder: 'pending' });
/** Place Order while the server works: the button says so and a second press sends nothing more. */
export const Placing: Story = {
  beforeEach: signedInWithAddress(checkoutAddress),
  parameters: { msw: placing.handlers },
  play: async ({ canvasElement }) => {
    const summary = within(await checkoutLoaded(canvasElement));
    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));
    const busy = await summary.findByRole('button', { name: 'Placing order…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expect(summary.getByRole('button', { name: 'Placing order…' })).toBeVisible();
  },
};

const refused = checkoutMocks({
  placeOrder: { status: 409, error: 'Mixer Grinder 750 W, 3 Jars has only 0 left in stock.' },
});
/** DESIGN.md §4: a refused order shows the server's words as a toast and beside the button; the cart stays. */
export const PlaceFailed: Story = {
  beforeEach: () => {
    refused.reset();
    return signedInWithAddress(checkoutAddress)();
  },
  parameters: { msw: refused.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await checkoutLoaded(canvasElement));
    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));
    await toastSaying('Mixer Grinder 750 W, 3 Jars has only 0 left in stock.');
    const alert = summary.getByRole('alert');
    await expect(alert).toHaveTextContent('The order could not be placed.');
    await expect(alert).toHaveTextContent('Mixer Grinder 750 W, 3 Jars has only 0 left in stock.');
    // Still on the checkout with the same items, ready to try again.
    await expect(canvas.getByRole('heading', { name: 'Shop: Rasoi Ghar' })).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(refused.placed).toEqual([]);
  },
};

const cartOrder = checkoutMocks();
const cartOrderPayment = paymentMocks();
/** Place Order: the cart's products by shop go to the server, then the new order's payment page. */
export const PlacesCartOrder: Story = {
  beforeEach: () => {
    cartOrder.reset();
    cartOrderPayment.reset();
    return signedInWithAddress(checkoutAddress)();
  },
  parameters: { msw: [...cartOrder.handlers, ...cartOrderPayment.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await checkoutLoaded(canvasElement));
    const cartRequestsBefore = cartOrder.cartRequests();
    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));

    await paymentPageSettled(canvas);
    await waitFor(() => expect(cartOrderPayment.calls.orderDetails).toEqual([placedOrderId]));
    await expect(cartOrder.placed).toEqual([
      {
        userId: layoutCustomer.id,
        shippingInfo: checkoutAddress,
        products: [
          {
            sellerId: kurta.sellerId,
            shopName: kurta.shopName,
            products: [
              { _id: 'c4a70000-0000-4000-8000-000000000001', quantity: 1, productInfo: { _id: kurta._id } },
            ],
          },
          {
            sellerId: mixerGrinder.sellerId,
            shopName: mixerGrinder.shopName,
            products: [
              {
                _id: 'c4a70000-0000-4000-8000-000000000002',
                quantity: 1,
                productInfo: { _id: mixerGrinder._id },
              },
            ],
          },
        ],
      },
    ]);
    // The header's cart badge is asked again once the lines have left the cart.
    await waitFor(() => expect(cartOrder.cartRequests()).toBeGreaterThan(cartRequestsBefore));
    // DESIGN.md §3: the order carries the checkout's key, kept with the order it placed.
    await expect(cartOrder.keys).toEqual([expect.stringMatching(uuidPattern)]);
    await expect(keptCheckout()).toMatchObject({ key: cartOrder.keys[0], order: { orderId: placedOrderId } });
  },
};

const buyNow = checkoutMocks();
const buyNowPayment = paymentMocks();
/** Buy Now of 9 mixers with 4 in stock: the quantity is lowered to 4 and only that product is ordered. */
export const BuyNow: Story = {
  args: { path: buyNowHref(mixerGrinder.slug, 9) },
  beforeEach: () => {
    buyNow.reset();
    buyNowPayment.reset();
    return signedInWithAddress(checkoutAddress)();
  },
  parameters: { msw: [...buyNow.handlers, ...buyNowPayment.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await checkoutLoaded(canvasElement));
    await expect(canvas.getByText('Only 4 left in stock, so the quantity is 4.')).toBeVisible();
    await expect(canvas.getByText('Qty: 4')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Shop: Khadi Weaves' })).toBeNull();
    // 4 × ₹1,06,250, free shipping.
    await expect(summary.getByText('Items (4)')).toBeVisible();
    await expect(summary.getAllByText('₹4,25,000').length).toBeGreaterThan(0);

    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));
    await paymentPageSettled(canvas);
    await expect(buyNowPayment.calls.config).toBe(1);
    await expect(buyNow.placed[0]?.products).toEqual([
      {
        sellerId: mixerGrinder.sellerId,
        shopName: mixerGrinder.shopName,
        products: [{ quantity: 4, productInfo: { _id: mixerGrinder._id } }],
      },
    ]);
  },
};

const placedBefore = checkoutMocks();
/**
 * Back from the payment page to a checkout whose order was placed (DESIGN.md §3): its payment is offered and
 * Place Order is not, so Back never makes a second order.
 */
export const OrderAlreadyPlaced: Story = {
  args: { path: buyNowHref(mixerGrinder.slug, 9) },
  beforeEach: () => {
    placedBefore.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, placedBuyNowCheckout())();
  },
  parameters: { msw: placedBefore.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Order #3F6B2C1D has been placed' }, patiently);
    await expect(within(offer).getByText(`${formatInr(425_000)} with shipping`)).toBeVisible();
    await expect(
      within(offer).getByRole('link', { name: 'Continue to payment for order #3F6B2C1D' }),
    ).toHaveAttribute('href', `/payment?orderId=${placedOrderId}`);
    await expect(within(offer).getByRole('button', { name: 'Start a new order' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
    await expect(placedBefore.placed).toEqual([]);
  },
};

const placedBeforeHindi = checkoutMocks();
export const OrderAlreadyPlacedHindi: Story = {
  ...OrderAlreadyPlaced,
  globals: { language: 'hindi' },
  beforeEach: () => {
    placedBeforeHindi.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, placedBuyNowCheckout())();
  },
  parameters: { msw: placedBeforeHindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'ऑर्डर #3F6B2C1D दे दिया गया है' }, patiently);
    await expect(within(offer).getByRole('link', { name: 'ऑर्डर #3F6B2C1D के भुगतान पर जाएँ' })).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'नया ऑर्डर शुरू करें' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ऑर्डर करें' })).toBeNull();
  },
};

const placedBeforePhone = checkoutMocks();
/** On a 375 px phone the offer and both its ways on fit the screen. */
export const OrderAlreadyPlacedPhone: Story = {
  ...OrderAlreadyPlaced,
  globals: onPhone,
  beforeEach: () => {
    placedBeforePhone.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, placedBuyNowCheckout())();
  },
  parameters: { msw: placedBeforePhone.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Order #3F6B2C1D has been placed' }, patiently);
    await expect(
      within(offer).getByRole('link', { name: 'Continue to payment for order #3F6B2C1D' }),
    ).toBeVisible();
    await expect(within(offer).getByRole('button', { name: 'Start a new order' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const anotherOrder = checkoutMocks();
const anotherOrderPayment = paymentMocks();
/** "Start a new order": the same products again, on purpose, as a new checkout with a new key. */
export const StartNewOrder: Story = {
  args: { path: buyNowHref(mixerGrinder.slug, 9) },
  beforeEach: () => {
    anotherOrder.reset();
    anotherOrderPayment.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, placedBuyNowCheckout())();
  },
  parameters: { msw: [...anotherOrder.handlers, ...anotherOrderPayment.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start a new order' }, patiently));
    const summary = within(await checkoutLoaded(canvasElement));
    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));
    await paymentPageSettled(canvas);
    await expect(anotherOrder.keys).toEqual([expect.stringMatching(uuidPattern)]);
    await expect(anotherOrder.keys[0]).not.toBe(KEPT_KEY);
    await expect(keptCheckout()).toMatchObject({
      key: anotherOrder.keys[0],
      order: { orderId: placedOrderId },
    });
  },
};

const lostAnswer = checkoutMocks({ placeOrder: 'lostOnce' });
const lostAnswerPayment = paymentMocks();
/**
 * The order was placed but its answer was lost on the way (a weak network): Place Order again sends the same
 * key, so the server answers that order instead of making a second one.
 */
export const RetryAfterLostAnswer: Story = {
  beforeEach: () => {
    lostAnswer.reset();
    lostAnswerPayment.reset();
    return signedInWithAddress(checkoutAddress)();
  },
  parameters: { msw: [...lostAnswer.handlers, ...lostAnswerPayment.handlers] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await checkoutLoaded(canvasElement));
    await userEvent.click(summary.getByRole('button', { name: 'Place Order' }));
    await toastSaying('Bazaar could not be reached. Check your connection and try again.');
    await userEvent.click(await summary.findByRole('button', { name: 'Place Order' }));
    await paymentPageSettled(canvas);
    await expect(lostAnswer.keys).toHaveLength(2);
    await expect(lostAnswer.keys[1]).toBe(lostAnswer.keys[0]);
    await expect(lostAnswer.orders()).toBe(1);
    await waitFor(() => expect(lostAnswerPayment.calls.orderDetails).toEqual([placedOrderId]));
  },
};

const cartEmptiedByOrder = checkoutMocks({ cart: soldOutCart() });
/** Back to /shipping after the cart's order took its lines: that order's payment, not "nothing to check out". */
export const CartOrderAlreadyPlaced: Story = {
  beforeEach: () => {
    cartEmptiedByOrder.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, {
      ...placedBuyNowCheckout(),
      source: 'cart',
      contents: `c4a70000-0000-4000-8000-000000000001:${kurta._id}:1`,
      order: { orderId: secondOrderId, price: 1499, shipping_fee: 20, items: 1 },
    })();
  },
  parameters: { msw: cartEmptiedByOrder.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: 'Order #9A8B7C6D has been placed' }, patiently);
    await expect(within(offer).getByText(`${formatInr(1519)} with shipping`)).toBeVisible();
    await expect(
      within(offer).getByRole('link', { name: 'Continue to payment for order #9A8B7C6D' }),
    ).toHaveAttribute('href', `/payment?orderId=${secondOrderId}`);
    await expect(within(offer).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
    await expect(canvas.queryByRole('heading', { name: 'Nothing to check out' })).toBeNull();
  },
};

const changedCart = checkoutMocks();
/** A kept checkout of another cart (a product added since): a new checkout, its own key, Place Order. */
export const ChangedCartIsNewCheckout: Story = {
  beforeEach: () => {
    changedCart.reset();
    return signedInWithAddress(checkoutAddress, layoutCustomer.id, {
      ...placedBuyNowCheckout(),
      source: 'cart',
      contents: `c4a70000-0000-4000-8000-000000000001:${kurta._id}:1`,
    })();
  },
  parameters: { msw: changedCart.handlers },
  play: async ({ canvasElement }) => {
    const summary = within(await checkoutLoaded(canvasElement));
    await expect(summary.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(within(canvasElement).queryByText(/has been placed/)).toBeNull();
  },
};

const soldOut = checkoutMocks();
/** Buy Now of a product with no stock left: nothing to order, and the way back to it. */
export const BuyNowOutOfStock: Story = {
  args: { path: buyNowHref(brassDiya.slug, 1) },
  beforeEach: signedInWithoutAddress,
  parameters: { msw: soldOut.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This product is out of stock.' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the product' })).toHaveAttribute(
      'href',
      `/product/details/${brassDiya.slug}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
  },
};

const unknownProduct = checkoutMocks();
export const BuyNowProductMissing: Story = {
  args: { path: buyNowHref('no-such-product', 1) },
  beforeEach: signedInWithoutAddress,
  parameters: { msw: unknownProduct.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This product is no longer available.' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
  },
};

const nothingToOrder = checkoutMocks({ cart: soldOutCart() });
/** A cart with only sold-out lines: nothing to check out, with the way back to the cart. */
export const EmptyCart: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: nothingToOrder.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing to check out' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/card');
    await expect(canvas.queryByRole('form', { name: 'Shipping Information' })).toBeNull();
  },
};

const loading = checkoutMocks({ cartResponse: 'pending' });
export const Loading: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: loading.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The route's own loading status (while its code arrives) comes first; then the page's.
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('Loading your order…'),
      patiently,
    );
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
  },
};

const failing = checkoutMocks({ cartResponse: { status: 500, error: 'The cart is resting for a moment.' } });
export const LoadError: Story = {
  beforeEach: signedInWithoutAddress,
  parameters: { msw: failing.handlers },
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(
      canvasElement,
      'Your checkout could not be loaded.',
      'The cart is resting for a moment.',
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const visitor = checkoutMocks();
/** SPEC.md §5: a signed-out visitor is sent to log in, to come back to the checkout. */
export const SignedOut: Story = {
  beforeEach: () => {
    visitor.reset();
    signOutForStory();
  },
  parameters: { msw: visitor.handlers },
  play: async ({ canvasElement }) => {
    await sentToLogin(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Checkout' })).toBeNull();
    await expect(visitor.cartRequests()).toBe(0);
  },
};

const hindi = checkoutMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  beforeEach: signedInWithAddress(checkoutAddress),
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'ऑर्डर सारांश' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Priya Sharma को डिलीवर करें' })).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('lang', 'hi');
  },
};

const phone = checkoutMocks();
/** A 375 px phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  globals: onPhone,
  beforeEach: signedInWithoutAddress,
  parameters: { msw: phone.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checkoutLoaded(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * The API cannot be reached when the kept sign-in is checked: not a sign-out (only a 401 is), so the checkout
 * says so with Retry, the token stays, and Retry shows the checkout once the API is back.
 */
function sessionUnreachableStory(texts: {
  summary: string;
  reason: string;
  retry: string;
  summaryTitle: string;
}) {
  const check = sessionCheckFails('unreachable');
  const checkout = checkoutMocks();
  return {
    beforeEach: () => {
      check.reset();
      checkout.reset();
      return signedInWithAddress(checkoutAddress)();
    },
    parameters: { msw: [...check.handlers, ...checkout.handlers] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const alert = await alertSaying(canvasElement, texts.summary, texts.reason);
      await tokenBecomes(storyTokens.signedIn);
      check.recover();
      await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
      await within(canvasElement).findByRole('region', { name: texts.summaryTitle }, patiently);
    },
  } satisfies Story;
}

export const SessionUnreachable: Story = sessionUnreachableStory({
  summary: 'Your checkout could not be loaded.',
  reason: 'Bazaar could not be reached. Check your connection and try again.',
  retry: 'Retry',
  summaryTitle: 'Order Summary',
});

export const SessionUnreachableHindi: Story = {
  ...sessionUnreachableStory({
    summary: 'चेकआउट लोड नहीं हो सका।',
    reason: 'Bazaar से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    summaryTitle: 'ऑर्डर सारांश',
  }),
  globals: { language: 'hindi' },
};
