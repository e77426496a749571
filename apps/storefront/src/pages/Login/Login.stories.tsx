import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHrefs, loginHref, loginHrefFor } from '../../hrefs/site';
import {
  accountMocks,
  accountServerTexts,
  sessionCheckHangs,
  sessionEnded,
  storyTokens,
} from '../../mocks/accountHandlers';
import { http } from '../../mocks/http';
import { signInForStory } from '../../mocks/layoutHandlers';
import { StoryRouter } from '../../StoryRouter';
import {
  expectRefusal,
  freshVisitor,
  leftForHome,
  onPhone,
  patiently,
  phoneViewports,
  seeHomeDepartures,
  submitLogin,
  toastSaying,
  tokenBecomes,
} from '../../session/storySupport';

const meta = {
  title: 'Pages/Login',
  component: StoryRouter,
  args: { path: loginHref },
  decorators: [seeHomeDepartures],
  beforeEach: freshVisitor,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loginForm(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('form', { name: 'Login' }, patiently);
}

async function logIn(canvasElement: HTMLElement) {
  const form = within(await loginForm(canvasElement));
  await submitLogin(form);
  return form;
}

/** SPEC.md §2.5: e-mail and password, Continue with Google (not available yet), register and seller links. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = within(await loginForm(canvasElement));
    await expect(form.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    const sellers = within(form.getByRole('navigation', { name: 'Selling on Bazaar?' }));
    await expect(sellers.getByRole('link', { name: 'Login As a Seller' })).toHaveAttribute(
      'href',
      '/seller/login',
    );
    await expect(sellers.getByRole('link', { name: 'Register As a Seller' })).toHaveAttribute(
      'href',
      '/seller/register',
    );
    await waitFor(() => expect(document.title).toBe('Login | Bazaar'));
  },
};

const succeeds = accountMocks();
/** SPEC.md §2.5: signed in from the returned token, then home (the home page is its own document). */
export const SignsInAndGoesHome: Story = {
  beforeEach: () => succeeds.reset(),
  parameters: { msw: succeeds.handlers },
  play: async ({ canvasElement }) => {
    await logIn(canvasElement);
    await waitFor(() => expect(leftForHome).toHaveBeenCalledOnce(), patiently);
    await expect(succeeds.logins).toEqual([{ email: 'priya@example.in', password: 'chai and biscuits' }]);
    await tokenBecomes(storyTokens.signedIn);
    await expect(within(canvasElement).getByText('You are logged in. Taking you on…')).toBeVisible();
  },
};

const backToNext = accountMocks();
/** Sent here from a guarded page (`?next=`), the visitor goes back there after signing in, not home. */
export const SignsInAndReturns: Story = {
  args: { path: loginHrefFor(dashboardHrefs.changePassword) },
  parameters: { msw: backToNext.handlers },
  play: async ({ canvasElement }) => {
    const form = within(await loginForm(canvasElement));
    // The way back survives a switch to the register page.
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fdashboard%2Fchange-password',
    );
    await logIn(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Change Password' }, patiently),
    ).toBeVisible();
    await expect(leftForHome).not.toHaveBeenCalled();
  },
};

/** A `next` that points off the shop is ignored: the visitor goes home, never to another site. */
export const IgnoresForeignNext: Story = {
  args: { path: '/login?next=%2F%2Fevil.example%2Fphish' },
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = within(await loginForm(canvasElement));
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await logIn(canvasElement);
    await waitFor(() => expect(leftForHome).toHaveBeenCalledOnce(), patiently);
  },
};

/** SPEC.md §2.5: a loader while the server answers; the fields cannot change meanwhile. */
export const Pending: Story = {
  parameters: { msw: accountMocks({ login: 'pending' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    const button = form.getByRole('button', { name: 'Please wait…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    await expect(await loginForm(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** SPEC.md §8: the server's error text in the form and as a toast; nothing is kept. */
export const WrongPassword: Story = {
  parameters: { msw: accountMocks({ login: 'wrongPassword' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    await expectRefusal(form, 'You could not be logged in.', accountServerTexts.wrongPassword);
    await expect(localStorage.getItem('customerToken')).toBeNull();
    // The visitor can try again at once.
    await expect(form.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** DESIGN.md §3: login is rate-limited; the wait the server asks for, in the visitor's language. */
export const TooManyAttempts: Story = {
  parameters: { msw: accountMocks({ login: 'rateLimited' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    const text = 'Too many attempts. Please wait 42 seconds and try again.';
    await expect(await form.findByRole('alert')).toHaveTextContent(text);
    await expect(await toastSaying(text)).toBeVisible();
  },
};

/** Rate-limited without a Retry-After: the server's usual minute. */
export const TooManyAttemptsNoWait: Story = {
  parameters: { msw: accountMocks({ login: 'rateLimitedNoWait' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
  },
};

/** A proxy's empty 502: a failure all the same, said plainly. */
export const ServerUnavailable: Story = {
  parameters: { msw: accountMocks({ login: 'badGateway' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

/** The token came back but the account could not be loaded: the visitor is told, not left waiting. */
export const AccountNotLoaded: Story = {
  parameters: {
    msw: [
      http.get('/customer/me', ({ response }) =>
        response('default').json({ error: accountServerTexts.failed }, { status: 500 }),
      ),
      ...accountMocks().handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const form = await logIn(canvasElement);
    const text = 'You were logged in, but your account could not be loaded. Please try again.';
    await expect(await form.findByRole('alert')).toHaveTextContent(text);
    await expect(leftForHome).not.toHaveBeenCalled();
  },
};

/** SPEC.md §2.5: a signed-in visitor opening /login goes home; the form never shows. */
export const SignedInVisitor: Story = {
  beforeEach: signInForStory,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(leftForHome).toHaveBeenCalledOnce(), patiently);
    await expect(within(canvasElement).queryByRole('form', { name: 'Login' })).toBeNull();
  },
};

/** While a kept sign-in is checked, a loader: neither the form nor a departure yet. */
export const CheckingSession: Story = {
  beforeEach: signInForStory,
  parameters: { msw: sessionCheckHangs() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Checking whether you are logged in…', {}, patiently)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Login' })).toBeNull();
    await expect(leftForHome).not.toHaveBeenCalled();
  },
};

/** A kept token the server no longer accepts: forgotten, and the form is shown. */
export const ExpiredToken: Story = {
  beforeEach: signInForStory,
  parameters: { msw: sessionEnded() },
  play: async ({ canvasElement }) => {
    await loginForm(canvasElement);
    await tokenBecomes(null);
    await expect(leftForHome).not.toHaveBeenCalled();
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: accountMocks({ login: 'wrongPassword' }).handlers },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'लॉग इन' }, patiently));
    await expect(form.getByRole('button', { name: 'Google से जारी रखें' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'लॉग इन करें' }));
    await expect(form.getByLabelText('ईमेल')).toHaveAccessibleDescription('अपना ईमेल पता लिखें।');
    await waitFor(() => expect(document.title).toBe('लॉग इन | Bazaar'));
  },
};

/** A 375 px phone: the form fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await loginForm(canvasElement);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(form).getByRole('button', { name: 'Login' })).toBeVisible();
  },
};
