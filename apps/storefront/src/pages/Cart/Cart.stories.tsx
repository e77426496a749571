import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartHref } from '../../hrefs/site';
import {
  type SessionCheckFailure,
  sessionCheckFails,
  storyTokens,
  unavailableText,
} from '../../mocks/accountHandlers';
import { type CartMockOptions, cartLineIdOf, cartMocks } from '../../mocks/cartHandlers';
import { signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import { brassDiya, kurta, pressureCooker } from '../../mocks/products';
import { StoryRouter } from '../../StoryRouter';
import {
  onPhone,
  patiently,
  phoneViewports,
  sentToLogin,
  toastSaying,
  tokenBecomes,
} from '../../session/storySupport';
import { alertSaying, expectEmptyWithShopNow, expectLoadingStatus } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Cart',
  component: StoryRouter,
  args: { path: cartHref },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  beforeEach: signInForStory,
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the cart's lines: the product's line by its name. */
async function line(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('article', { name }, patiently);
}

/** Two shops and a product that ran out: ₹1,499 + ₹20 delivery from Khadi Weaves, ₹2,205 delivered free. */
const mixedCart = [
  { product: kurta, quantity: 1 },
  { product: pressureCooker, quantity: 1 },
  { product: brassDiya, quantity: 1 },
];

const signedIn = cartMocks(mixedCart);
export const SignedIn: Story = {
  tags: ['visual'],
  beforeEach: () => {
    signedIn.reset();
  },
  parameters: { msw: signedIn.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kurtaLine = await line(canvasElement, kurta.name);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Khadi Weaves' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Rasoi Ghar' })).toBeVisible();
    const outOfStock = canvas.getByRole('region', { name: 'Out of Stock' });
    await expect(within(outOfStock).getByRole('article', { name: brassDiya.name })).toBeVisible();

    // The summary shows the server's numbers: 2 units to buy, ₹3,704 and ₹20 delivery.
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toHaveTextContent('2 items');
    await expect(summary).toHaveTextContent('₹3,724');
    await expect((await canvas.findAllByRole('link', { name: 'Cart, 3 items' }, patiently))[0]).toBeVisible();

    // + is sent, then the cart and the header's count are loaded again.
    const quantity = within(kurtaLine).getByRole('group', { name: 'Quantity' });
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(quantity).getByRole('status')).toHaveTextContent('2'), patiently);
    await waitFor(() => expect(summary).toHaveTextContent('₹5,203'));
    await expect((await canvas.findAllByRole('link', { name: 'Cart, 4 items' }, patiently))[0]).toBeVisible();

    // − at 1 is ignored: nothing is sent.
    const cooker = await line(canvasElement, pressureCooker.name);
    await userEvent.click(within(cooker).getByRole('button', { name: 'Decrease quantity' }));
    await expect(within(cooker).getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');

    await userEvent.click(canvas.getByRole('button', { name: `Remove ${brassDiya.name} from the cart` }));
    await toastSaying(`${brassDiya.name} was removed from your cart.`);
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Out of Stock' })).toBeNull());
    await expect((await canvas.findAllByRole('link', { name: 'Cart, 3 items' }, patiently))[0]).toBeVisible();
    await expect(signedIn.calls).toEqual([
      `increase ${cartLineIdOf(kurta)}`,
      `remove ${cartLineIdOf(brassDiya)}`,
    ]);

    // Vouchers are shown switched off, saying so.
    await expect(canvas.getByRole('textbox', { name: 'Voucher code' })).toBeDisabled();
    await expect(canvas.getByText('Vouchers are not available yet.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Process to Checkout' }));
    await waitFor(
      () => expect(canvas.queryByRole('heading', { level: 1, name: 'Cart' })).toBeNull(),
      patiently,
    );
  },
};

/** + at the stock: the "Out of Stock" toast, and nothing is sent (SPEC.md §5, §8). */
const atStock = cartMocks([{ product: { ...pressureCooker, stock: 2 }, quantity: 2 }]);
export const StockCap: Story = {
  beforeEach: () => {
    atStock.reset();
  },
  parameters: { msw: atStock.handlers },
  play: async ({ canvasElement }) => {
    const cooker = await line(canvasElement, pressureCooker.name);
    await userEvent.click(within(cooker).getByRole('button', { name: 'Increase quantity' }));
    await toastSaying('Out of Stock');
    await expect(within(cooker).getByRole('group', { name: 'Quantity' })).toHaveTextContent('2');
    await expect(atStock.calls).toEqual([]);
  },
};

/** The stock went down since the cart was loaded: the server refuses the + and says why. */
const refusedIncrease = cartMocks([{ product: kurta, quantity: 1 }], {
  refuse: { increase: { status: 409, error: 'Out of Stock: only 1 left' } },
});
export const ServerRefusesIncrease: Story = {
  beforeEach: () => {
    refusedIncrease.reset();
  },
  parameters: { msw: refusedIncrease.handlers },
  play: async ({ canvasElement }) => {
    const kurtaLine = await line(canvasElement, kurta.name);
    await userEvent.click(within(kurtaLine).getByRole('button', { name: 'Increase quantity' }));
    await toastSaying('Out of Stock: only 1 left');
    await waitFor(() => expect(kurtaLine).toHaveAttribute('aria-busy', 'false'));
    await expect(within(kurtaLine).getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
    await expect(refusedIncrease.calls).toEqual([`increase ${cartLineIdOf(kurta)}`]);
  },
};

/** A removal the server refuses: its words in a toast, and the line stays. */
const refusedRemoval = cartMocks([{ product: kurta, quantity: 1 }], {
  refuse: { remove: { status: 503, error: 'The cart is resting. Try again in a minute.' } },
});
export const RemoveFails: Story = {
  beforeEach: () => {
    refusedRemoval.reset();
  },
  parameters: { msw: refusedRemoval.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kurtaLine = await line(canvasElement, kurta.name);
    const remove = canvas.getByRole('button', { name: `Remove ${kurta.name} from the cart` });
    await userEvent.click(remove);
    await toastSaying('The cart is resting. Try again in a minute.');
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'false'));
    await expect(kurtaLine).toBeVisible();
  },
};

/** Only products that ran out: they are listed, and there is nothing to check out. */
const soldOut = cartMocks([{ product: brassDiya, quantity: 2 }]);
export const OnlyOutOfStock: Story = {
  parameters: { msw: soldOut.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await line(canvasElement, brassDiya.name);
    await expect(canvas.getByRole('button', { name: 'Process to Checkout' })).toBeDisabled();
    await expect(canvas.getByText('Nothing in your cart can be bought right now.')).toBeVisible();
  },
};

const empty = cartMocks([]);
export const Empty: Story = {
  parameters: { msw: empty.handlers },
  play: async ({ canvasElement }) => {
    await expectEmptyWithShopNow(canvasElement, 'Your cart is empty');
  },
};

export const Loading: Story = {
  parameters: { msw: cartMocks(mixedCart, { neverAnswer: true }).handlers },
  play: async ({ canvasElement }) => {
    await expectLoadingStatus(canvasElement, 'Loading your cart…');
  },
};

/** The cart fails to load; Retry loads it once the server is back. */
const flaky: CartMockOptions = {};
const failing = cartMocks(mixedCart, flaky);
export const LoadError: Story = {
  name: 'Error',
  beforeEach: () => {
    failing.reset();
    flaky.refuse = { load: { status: 503, error: 'The shop is taking a short break.' } };
  },
  parameters: { msw: failing.handlers },
  play: async ({ canvasElement }) => {
    const alert = await alertSaying(
      canvasElement,
      'Your cart could not be loaded.',
      'The shop is taking a short break.',
    );
    flaky.refuse = {};
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await line(canvasElement, kurta.name);
  },
};

/**
 * The kept sign-in cannot be checked because the API fails (`how`): the cart's error with Retry, the shopper
 * still signed in (only a 401 signs out). Retry, once the API answers, shows the cart.
 */
function apiFailingStory(
  how: SessionCheckFailure,
  texts: { summary: string; reason: string; retry: string },
) {
  const check = sessionCheckFails(how);
  const cart = cartMocks(mixedCart);
  return {
    beforeEach: () => {
      check.reset();
      cart.reset();
    },
    parameters: { msw: [...check.handlers, ...cart.handlers] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const alert = await alertSaying(canvasElement, texts.summary, texts.reason);
      await tokenBecomes(storyTokens.signedIn);
      await expect(canvas.queryByRole('form', { name: 'Login' })).toBeNull();
      check.recover();
      await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
      await line(canvasElement, kurta.name);
      await tokenBecomes(storyTokens.signedIn);
    },
  } satisfies Story;
}

/** The API cannot be reached at all (offline, the server down): not a sign-out. */
export const ApiUnreachable: Story = apiFailingStory('unreachable', {
  summary: 'Your cart could not be loaded.',
  reason: 'Bazaar could not be reached. Check your connection and try again.',
  retry: 'Retry',
});

/** The API answers 503: its words, and still signed in. */
export const ApiUnavailable: Story = apiFailingStory('unavailable', {
  summary: 'Your cart could not be loaded.',
  reason: unavailableText,
  retry: 'Retry',
});

export const ApiUnreachableHindi: Story = {
  ...apiFailingStory('unreachable', {
    summary: 'आपका कार्ट लोड नहीं हो सका।',
    reason: 'Bazaar से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  }),
  globals: { language: 'hindi' },
};

export const ApiUnavailableHindi: Story = {
  ...apiFailingStory('unavailable', {
    summary: 'आपका कार्ट लोड नहीं हो सका।',
    reason: unavailableText,
    retry: 'फिर से कोशिश करें',
  }),
  globals: { language: 'hindi' },
};

/** DESIGN.md §4: a signed-out visitor is sent to log in, to come back to the cart. */
export const SignedOut: Story = {
  beforeEach: signOutForStory,
  parameters: { msw: signedIn.handlers },
  play: async ({ canvasElement }) => {
    await sentToLogin(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'Cart' })).toBeNull();
  },
};

const hindi = cartMocks(mixedCart);
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await line(canvasElement, kurta.name);
    await expect(canvas.getByRole('heading', { level: 1, name: 'कार्ट' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'ऑर्डर का सारांश' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'स्टॉक में नहीं' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'चेकआउट करें' })).toBeEnabled();
  },
};

/** On a 375 px phone the summary comes under the lines and nothing is wider than the screen. */
const phone = cartMocks(mixedCart);
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phone.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kurtaLine = await line(canvasElement, kurta.name);
    const summary = canvas.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(
      kurtaLine.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
