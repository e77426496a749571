import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { dashboardHrefs } from '../../hrefs/site';
import {
  accountMocks,
  type SessionCheckFailure,
  sessionCheckFails,
  sessionCheckHangs,
  sessionEnded,
  storyTokens,
  unavailableText,
} from '../../mocks/accountHandlers';
import { signInForStory } from '../../mocks/layoutHandlers';
import { orderMocks } from '../../mocks/orderHandlers';
import { StoryRouter } from '../../StoryRouter';
import {
  freshVisitor,
  onPhone,
  patiently,
  phoneViewports,
  seeHomeDepartures,
  submitLogin,
  toastSaying,
  tokenBecomes,
} from '../../session/storySupport';

/**
 * The dashboard's frame: its guard and side menu, shown around the Change Password page (the frame's one
 * page that loads nothing of its own).
 */
const meta = {
  title: 'Pages/Dashboard',
  component: StoryRouter,
  args: { path: dashboardHrefs.changePassword },
  decorators: [seeHomeDepartures],
  beforeEach: freshVisitor,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dashboardMenu(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('navigation', { name: 'Dashboard' }, patiently));
}

/** SPEC.md §2.10: Dashboard, My Orders, Wishlist, Chat, Change Password and Logout beside the page. */
export const SignedIn: Story = {
  tags: ['visual'],
  beforeEach: signInForStory,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const menu = await dashboardMenu(canvasElement);
    const links = [
      ['Dashboard', '/dashboard'],
      ['My Orders', '/dashboard/my-orders'],
      ['Wishlist', '/dashboard/my-wishlist'],
      ['Chat', '/dashboard/chat'],
      ['Change Password', '/dashboard/change-password'],
    ] as const;
    for (const [name, href] of links) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'My Orders' })).not.toHaveAttribute('aria-current');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Change Password' }),
    ).toBeVisible();
  },
};

/** While the kept sign-in is checked: a loader, never the login page and never the dashboard. */
export const CheckingSession: Story = {
  beforeEach: signInForStory,
  parameters: { msw: sessionCheckHangs() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking whether you are logged in…', {}, patiently)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
  },
};

const comeBack = accountMocks();
/** SPEC.md §2.1, §6: signed out → /login, which brings the visitor back here once signed in. */
export const SignedOutRedirect: Story = {
  parameters: { msw: comeBack.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Login' }, patiently));
    await expect(canvas.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fdashboard%2Fchange-password',
    );
    await submitLogin(form);
    const menu = await dashboardMenu(canvasElement);
    await expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A kept token the server refuses (expired, or ended on another device): signed out cleanly, to /login. */
export const ExpiredToken: Story = {
  beforeEach: signInForStory,
  parameters: { msw: sessionEnded() },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('form', { name: 'Login' }, patiently);
    await tokenBecomes(null);
  },
};

/**
 * /dashboard while the API fails (`how`): the kept sign-in cannot be checked, which is not a sign-out (only a
 * 401 is), so the frame shows the failure with Retry and the token stays. Retry, once the API answers, shows
 * the dashboard with its figures, even though the page's own check, sent after the session's, is still on
 * its way to failing when Retry is pressed (it fails 1.5 s late here, as on a slow network).
 */
function apiFailingStory(
  how: SessionCheckFailure,
  texts: { heading: string; summary: string; reason: string; retry: string },
) {
  const check = sessionCheckFails(how, { laterFailuresTakeMs: 1_500 });
  const orders = orderMocks();
  return {
    args: { path: dashboardHrefs.overview },
    beforeEach: () => {
      check.reset();
      orders.reset();
      return signInForStory();
    },
    parameters: { msw: [...check.handlers, ...orders.handlers] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      const alert = await canvas.findByRole('alert', {}, patiently);
      await expect(alert).toHaveTextContent(texts.summary);
      await expect(alert).toHaveTextContent(texts.reason);
      await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      await tokenBecomes(storyTokens.signedIn);
      await expect(canvas.queryByRole('form', { name: 'Login' })).toBeNull();

      check.recover();
      await userEvent.click(within(alert).getByRole('button', { name: texts.retry }));
      await expect(await canvas.findByRole('table', {}, patiently)).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await tokenBecomes(storyTokens.signedIn);
    },
  } satisfies Story;
}

/** The API cannot be reached at all (offline, the server down). */
export const ApiUnreachable: Story = apiFailingStory('unreachable', {
  heading: 'Dashboard',
  summary: 'Your account could not be loaded.',
  reason: 'Bazaar could not be reached. Check your connection and try again.',
  retry: 'Retry',
});

/** The API answers 503, with its words. */
export const ApiUnavailable: Story = apiFailingStory('unavailable', {
  heading: 'Dashboard',
  summary: 'Your account could not be loaded.',
  reason: unavailableText,
  retry: 'Retry',
});

export const ApiUnreachableHindi: Story = {
  ...apiFailingStory('unreachable', {
    heading: 'डैशबोर्ड',
    summary: 'आपका खाता लोड नहीं हो सका।',
    reason: 'Bazaar से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  }),
  globals: { language: 'hindi' },
};

export const ApiUnavailableHindi: Story = {
  ...apiFailingStory('unavailable', {
    heading: 'डैशबोर्ड',
    summary: 'आपका खाता लोड नहीं हो सका।',
    reason: unavailableText,
    retry: 'फिर से कोशिश करें',
  }),
  globals: { language: 'hindi' },
};

const unreachableOnPhone = apiFailingStory('unreachable', {
  heading: 'Dashboard',
  summary: 'Your account could not be loaded.',
  reason: 'Bazaar could not be reached. Check your connection and try again.',
  retry: 'Retry',
});
/** On a 375 px phone the failure and its Retry fit the screen. */
export const ApiUnreachablePhone: Story = {
  ...unreachableOnPhone,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, patiently);
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await unreachableOnPhone.play({ canvasElement });
  },
};

const logout = accountMocks();
/** SPEC.md §4: Logout ends the session on the server, forgets the token and goes to /login. */
export const Logout: Story = {
  beforeEach: () => {
    logout.reset();
    return signInForStory();
  },
  parameters: { msw: logout.handlers },
  play: async ({ canvasElement }) => {
    const menu = await dashboardMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(await toastSaying('You have been logged out.')).toBeVisible();
    const form = within(await within(canvasElement).findByRole('form', { name: 'Login' }, patiently));
    // Plain /login: the visitor chose to leave, so nothing brings them back here.
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(logout.logouts).toEqual([`Bearer ${storyTokens.signedIn}`]);
    await tokenBecomes(null);
    await expect(within(canvasElement).queryByRole('link', { name: /Priya Sharma/ })).toBeNull();
  },
};

/** While the logout call runs, the menu says so and a second press does nothing. */
export const LoggingOut: Story = {
  beforeEach: () => {
    logout.reset();
    return signInForStory();
  },
  parameters: { msw: accountMocks({ logout: 'pending' }).handlers },
  play: async ({ canvasElement }) => {
    const menu = await dashboardMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    const pending = menu.getByRole('button', { name: 'Logging out…' });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server could not end the session: signed out here all the same, and told so. */
export const LogoutServerFails: Story = {
  beforeEach: signInForStory,
  parameters: { msw: accountMocks({ logout: 'fails' }).handlers },
  play: async ({ canvasElement }) => {
    const menu = await dashboardMenu(canvasElement);
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await expect(
      await toastSaying(
        'You are logged out on this device, but Bazaar could not be told. Your session ends by itself within 7 days.',
      ),
    ).toBeVisible();
    await within(canvasElement).findByRole('form', { name: 'Login' }, patiently);
    await tokenBecomes(null);
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  beforeEach: signInForStory,
  globals: { language: 'hindi' },
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const menu = within(await within(canvasElement).findByRole('navigation', { name: 'डैशबोर्ड' }, patiently));
    await expect(menu.getByRole('link', { name: 'पासवर्ड बदलें' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
  },
};

/** A 375 px phone: the menu folds behind a Menu button above the page. */
export const Phone: Story = {
  beforeEach: signInForStory,
  globals: onPhone,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Menu' }, patiently);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await userEvent.click(toggle);
    const menu = await dashboardMenu(canvasElement);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};
