import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHrefs, registerHref, withNext } from '../../hrefs/site';
import { accountMocks, accountServerTexts, storyTokens } from '../../mocks/accountHandlers';
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
  toastSaying,
  tokenBecomes,
} from '../../session/storySupport';

const meta = {
  title: 'Pages/Register',
  component: StoryRouter,
  args: { path: registerHref },
  decorators: [seeHomeDepartures],
  beforeEach: freshVisitor,
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function registerForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Register' }, patiently));
}

async function fillIn(canvasElement: HTMLElement) {
  const form = await registerForm(canvasElement);
  await userEvent.type(form.getByLabelText('Name'), 'Priya Sharma');
  await userEvent.type(form.getByLabelText('Email'), 'priya@example.in');
  await userEvent.type(form.getByLabelText('Password'), 'masala chai');
  return form;
}

async function register(canvasElement: HTMLElement) {
  const form = await fillIn(canvasElement);
  await userEvent.click(form.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
  await userEvent.click(form.getByRole('button', { name: 'Register' }));
  return form;
}

/** SPEC.md §2.5 and §5: name, e-mail, password and terms; Register looks disabled until the terms are ticked. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await registerForm(canvasElement);
    await expect(form.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByRole('link', { name: 'Read the Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(form.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(form.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const sellers = within(form.getByRole('navigation', { name: 'Selling on Bazaar?' }));
    await expect(sellers.getByRole('link', { name: 'Register As a Seller' })).toHaveAttribute(
      'href',
      '/seller/register',
    );
    await userEvent.click(form.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
    await expect(form.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'false');
    await waitFor(() => expect(document.title).toBe('Register | Bazaar'));
  },
};

const termsMissing = accountMocks();
/** SPEC.md §5 and §8: Register pressed without the terms shows the exact toast and sends nothing. */
export const TermsMissing: Story = {
  beforeEach: () => termsMissing.reset(),
  parameters: { msw: termsMissing.handlers },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Register' }));
    await expect(await toastSaying('Please accept the Terms & Conditions to continue')).toBeVisible();
    await expect(termsMissing.registrations).toEqual([]);
  },
};

const succeeds = accountMocks();
/** SPEC.md §2.5: the new account is signed in from the returned token, then home. */
export const RegistersAndGoesHome: Story = {
  beforeEach: () => succeeds.reset(),
  parameters: { msw: succeeds.handlers },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    await waitFor(() => expect(leftForHome).toHaveBeenCalledOnce(), patiently);
    await expect(succeeds.registrations).toEqual([
      { name: 'Priya Sharma', email: 'priya@example.in', password: 'masala chai' },
    ]);
    await tokenBecomes(storyTokens.signedIn);
  },
};

/** From a guarded page: back there after registering, and the login link keeps the way back too. */
export const RegistersAndReturns: Story = {
  args: { path: withNext('register', dashboardHrefs.changePassword) },
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await registerForm(canvasElement);
    await expect(form.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard%2Fchange-password',
    );
    await register(canvasElement);
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Change Password' }, patiently),
    ).toBeVisible();
    await expect(leftForHome).not.toHaveBeenCalled();
  },
};

/** SPEC.md §2.5: a loader while the server answers. */
export const Pending: Story = {
  parameters: { msw: accountMocks({ register: 'pending' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await register(canvasElement);
    await expect(form.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' })).toBeDisabled();
  },
};

/** SPEC.md §8, DESIGN.md §3 (409): the server's text in the form and as a toast. */
export const EmailTaken: Story = {
  parameters: { msw: accountMocks({ register: 'emailTaken' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await register(canvasElement);
    await expectRefusal(form, 'Your account could not be created.', accountServerTexts.emailTaken);
    await expect(localStorage.getItem('customerToken')).toBeNull();
  },
};

/** DESIGN.md §3: register is rate-limited too. */
export const TooManyAttempts: Story = {
  parameters: { msw: accountMocks({ register: 'rateLimited' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await register(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
  },
};

/** Offline: said so, and what was typed stays. */
export const Unreachable: Story = {
  parameters: { msw: accountMocks({ register: 'unreachable' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await register(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Bazaar could not be reached. Check your connection and try again.',
    );
    await expect(form.getByLabelText('Name')).toHaveValue('Priya Sharma');
  },
};

/** SPEC.md §2.5: a signed-in visitor opening /register goes home. */
export const SignedInVisitor: Story = {
  beforeEach: signInForStory,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(leftForHome).toHaveBeenCalledOnce(), patiently);
    await expect(within(canvasElement).queryByRole('form', { name: 'Register' })).toBeNull();
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'रजिस्टर करें' }, patiently));
    await expect(form.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'विक्रेता के रूप में रजिस्टर करें' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('रजिस्टर करें | Bazaar'));
  },
};

/** A 375 px phone: the form fits the screen. */
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Register' }, patiently);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
