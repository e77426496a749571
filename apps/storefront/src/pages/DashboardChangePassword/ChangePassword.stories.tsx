import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashboardHrefs } from '../../hrefs/site';
import { accountMocks, accountServerTexts, storyTokens } from '../../mocks/accountHandlers';
import { signInForStory } from '../../mocks/layoutHandlers';
import { StoryRouter } from '../../StoryRouter';
import {
  expectRefusal,
  freshVisitor,
  onPhone,
  patiently,
  phoneViewports,
  seeHomeDepartures,
  tokenBecomes,
} from '../../session/storySupport';

const meta = {
  title: 'Pages/DashboardChangePassword',
  component: StoryRouter,
  args: { path: dashboardHrefs.changePassword },
  decorators: [seeHomeDepartures],
  beforeEach: () => {
    const forget = freshVisitor();
    signInForStory();
    return forget;
  },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function passwordForm(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: 'Change Password' }, patiently));
}

async function change(
  canvasElement: HTMLElement,
  values = { old: 'chai and biscuits', next: 'masala chai 2' },
) {
  const form = await passwordForm(canvasElement);
  await userEvent.type(form.getByLabelText('Old password'), values.old);
  await userEvent.type(form.getByLabelText('New password'), values.next);
  await userEvent.type(form.getByLabelText('Confirm new password'), values.next);
  await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
  return form;
}

/** SPEC.md §2.10: old, new and confirm password; the page says that other devices will be logged out. */
export const Idle: Story = {
  tags: ['visual'],
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await passwordForm(canvasElement);
    await expect(form.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    for (const label of ['Old password', 'New password', 'Confirm new password']) {
      await expect(form.getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await expect(
      within(canvasElement).getByText(
        'Changing your password logs you out on every other device. You stay logged in here.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Change Password | Bazaar'));
  },
};

const succeeds = accountMocks();
/**
 * The server ends every session and answers a fresh token (openapi.yaml, changePassword): kept in place of
 * the old one, so the shopper stays signed in here; the fields are cleared.
 */
export const Changed: Story = {
  beforeEach: () => succeeds.reset(),
  parameters: { msw: succeeds.handlers },
  play: async ({ canvasElement }) => {
    const form = await change(canvasElement);
    await expect(await form.findByText('Your password has been changed.')).toBeVisible();
    await expect(succeeds.passwordChanges).toEqual([
      { old_password: 'chai and biscuits', new_password: 'masala chai 2', confirm_password: 'masala chai 2' },
    ]);
    await tokenBecomes(storyTokens.renewed);
    await expect(form.getByLabelText('Old password')).toHaveValue('');
    // Still signed in: the dashboard stays, and the next call carries the new token.
    const menu = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await userEvent.click(menu.getByRole('button', { name: 'Logout' }));
    await within(canvasElement).findByRole('form', { name: 'Login' }, patiently);
    await expect(succeeds.logouts).toEqual([`Bearer ${storyTokens.renewed}`]);
  },
};

const checked = accountMocks();
/** What the server would refuse is said beside each field before anything is sent. */
export const FieldErrors: Story = {
  beforeEach: () => checked.reset(),
  parameters: { msw: checked.handlers },
  play: async ({ canvasElement }) => {
    const form = await passwordForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Update Password' }));
    await expect(form.getByLabelText('Old password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    await userEvent.type(form.getByLabelText('Old password'), 'chai and biscuits');
    await userEvent.type(form.getByLabelText('New password'), 'short');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'shorter');
    await expect(form.getByLabelText('New password')).toHaveAccessibleDescription(
      /Use at least 8 characters\./,
    );
    await expect(form.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
    await expect(checked.passwordChanges).toEqual([]);
  },
};

/** A loader while the server answers; the fields cannot change meanwhile. */
export const Pending: Story = {
  parameters: { msw: accountMocks({ changePassword: 'pending' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await change(canvasElement);
    await expect(form.getByRole('button', { name: 'Please wait…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(form.getByLabelText('New password')).toHaveAttribute('readonly');
  },
};

/** The old password is wrong (400): the server's text in the form and as a toast; still signed in. */
export const WrongOldPassword: Story = {
  parameters: { msw: accountMocks({ changePassword: 'wrongOldPassword' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await change(canvasElement);
    await expectRefusal(form, 'Your password was not changed.', accountServerTexts.wrongOldPassword);
    await tokenBecomes(storyTokens.signedIn);
  },
};

/** The server failed (500): its text, and the form ready to try again. */
export const ServerError: Story = {
  parameters: { msw: accountMocks({ changePassword: 'fails' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await change(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(accountServerTexts.failed);
    await expect(form.getByRole('button', { name: 'Update Password' })).toBeVisible();
  },
};

/** Offline: said so. */
export const Unreachable: Story = {
  parameters: { msw: accountMocks({ changePassword: 'unreachable' }).handlers },
  play: async ({ canvasElement }) => {
    const form = await change(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Bazaar could not be reached. Check your connection and try again.',
    );
  },
};

/** The session ended meanwhile (401): signed out cleanly, to /login with the way back here. */
export const SessionEnded: Story = {
  parameters: { msw: accountMocks({ changePassword: 'sessionEnded' }).handlers },
  play: async ({ canvasElement }) => {
    await change(canvasElement);
    const form = within(await within(canvasElement).findByRole('form', { name: 'Login' }, patiently));
    await expect(form.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fdashboard%2Fchange-password',
    );
    await tokenBecomes(null);
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'पासवर्ड बदलें' }, patiently));
    await expect(form.getByRole('heading', { level: 1, name: 'पासवर्ड बदलें' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('पासवर्ड बदलें | Bazaar'));
  },
};

/** A 375 px phone: the form fits the screen, below the folded menu. */
export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: accountMocks().handlers },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Change Password' }, patiently);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
