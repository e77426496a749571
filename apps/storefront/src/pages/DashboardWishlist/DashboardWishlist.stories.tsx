import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHrefs } from '../../hrefs/site';
import { signInForStory, signOutForStory } from '../../mocks/layoutHandlers';
import { brassDiya, kurta, pressureCooker } from '../../mocks/products';
import { type WishlistMockOptions, wishlistIdOf, wishlistMocks } from '../../mocks/wishlistHandlers';
import { StoryRouter } from '../../StoryRouter';
import { onPhone, patiently, phoneViewports, sentToLogin, toastSaying } from '../../session/storySupport';
import { alertSaying, expectEmptyWithShopNow, expectLoadingStatus } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/DashboardWishlist',
  component: StoryRouter,
  args: { path: dashboardHrefs.wishlist },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
  beforeEach: signInForStory,
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a saved product's card, by its name. */
async function card(canvasElement: HTMLElement, name: string) {
  return within(canvasElement).findByRole('article', { name }, patiently);
}

const saved = [kurta, pressureCooker, brassDiya];

const signedIn = wishlistMocks(saved);
export const SignedIn: Story = {
  tags: ['visual'],
  beforeEach: () => {
    signedIn.reset();
  },
  parameters: { msw: signedIn.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kurtaCard = await card(canvasElement, kurta.name);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(within(kurtaCard).getByRole('link', { name: kurta.name })).toHaveAttribute(
      'href',
      `/product/details/${kurta.slug}`,
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(
      (await canvas.findAllByRole('link', { name: 'Wishlist, 3 items' }, patiently))[0],
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: `Remove ${kurta.name} from the wishlist` }));
    await toastSaying(`${kurta.name} was removed from your wishlist.`);
    await waitFor(() => expect(canvas.queryByRole('article', { name: kurta.name })).toBeNull());
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(
      (await canvas.findAllByRole('link', { name: 'Wishlist, 2 items' }, patiently))[0],
    ).toBeVisible();
    await expect(signedIn.calls).toEqual([`remove ${wishlistIdOf(kurta)}`]);
  },
};

/** The last product removed: the empty state takes its place. */
const lastOne = wishlistMocks([kurta]);
export const RemoveLast: Story = {
  beforeEach: () => {
    lastOne.reset();
  },
  parameters: { msw: lastOne.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, kurta.name);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${kurta.name} from the wishlist` }));
    await expect(await canvas.findByText('Your wishlist is empty', {}, patiently)).toBeVisible();
  },
};

const refusedRemoval = wishlistMocks(saved, {
  refuse: { remove: { status: 503, error: 'The wishlist is resting. Try again in a minute.' } },
});
export const RemoveFails: Story = {
  beforeEach: () => {
    refusedRemoval.reset();
  },
  parameters: { msw: refusedRemoval.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const kurtaCard = await card(canvasElement, kurta.name);
    const remove = canvas.getByRole('button', { name: `Remove ${kurta.name} from the wishlist` });
    await userEvent.click(remove);
    await toastSaying('The wishlist is resting. Try again in a minute.');
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'false'));
    await expect(kurtaCard).toBeVisible();
  },
};

const empty = wishlistMocks([]);
export const Empty: Story = {
  parameters: { msw: empty.handlers },
  play: async ({ canvasElement }) => {
    await expectEmptyWithShopNow(canvasElement, 'Your wishlist is empty');
  },
};

export const Loading: Story = {
  parameters: { msw: wishlistMocks(saved, { neverAnswer: true }).handlers },
  play: async ({ canvasElement }) => {
    await expectLoadingStatus(canvasElement, 'Loading your wishlist…');
  },
};

/** The wishlist fails to load; Retry loads it once the server is back. */
const flaky: WishlistMockOptions = {};
const failing = wishlistMocks(saved, flaky);
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
      'Your wishlist could not be loaded.',
      'The shop is taking a short break.',
    );
    flaky.refuse = {};
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await card(canvasElement, kurta.name);
  },
};

/** SPEC.md §2.10: the dashboard is for signed-in customers; a visitor is sent to log in. */
export const SignedOut: Story = {
  beforeEach: signOutForStory,
  parameters: { msw: signedIn.handlers },
  play: async ({ canvasElement }) => {
    await sentToLogin(canvasElement);
    await expect(within(canvasElement).queryByRole('heading', { level: 1, name: 'My Wishlist' })).toBeNull();
  },
};

const hindi = wishlistMocks(saved);
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, kurta.name);
    await expect(canvas.getByRole('heading', { level: 1, name: 'मेरी विशलिस्ट' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: `${kurta.name} को विशलिस्ट से हटाएँ` })).toBeVisible();
  },
};

const phone = wishlistMocks(saved);
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: phone.handlers },
  play: async ({ canvasElement }) => {
    await card(canvasElement, kurta.name);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
