import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TOKEN_KEY } from '../apiClient';
import { HomeNavigationContext } from './homeNavigation';

/**
 * What the account pages' stories share. A story cannot let its frame load the home document, so the pages'
 * goHome() is this spy instead (see homeNavigation.tsx).
 */
export const leftForHome = fn();

export const seeHomeDepartures: Decorator = (Story) => (
  <HomeNavigationContext.Provider value={leftForHome}>
    <Story />
  </HomeNavigationContext.Provider>
);

/** Each story starts signed out with no departure seen, and leaves no token behind. */
export function freshVisitor(): () => void {
  localStorage.removeItem(TOKEN_KEY);
  leftForHome.mockClear();
  return () => localStorage.removeItem(TOKEN_KEY);
}

/** A 375 px phone. */
export const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;
export const onPhone = { viewport: { value: 'phone375', isRotated: false } };
/** Storybook's own smallest phone (320 × 568), which needs no `phoneViewports` in the meta. */
export const onSmallPhone = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * A route's first load fetches its code as well as its data: more than the default second on a busy machine.
 * Ten seconds, since story files share one page and run two at once on two cores: the checkout's summary after
 * Retry took over five there while it takes one alone.
 */
export const patiently = { timeout: 10_000 };

/**
 * The toast saying `text`, in the toaster's region (top right, SPEC.md §1), which portals into <body>. The
 * region's code loads with the first toast, so it may come late too.
 */
export async function toastSaying(text: string): Promise<HTMLElement> {
  const region = await within(document.body).findByRole('region', { name: /^Notifications/ }, patiently);
  const toast = await within(region).findByText(text, {}, patiently);
  // It slides in: visible once the animation has started.
  await waitFor(() => expect(toast).toBeVisible(), patiently);
  return toast;
}

/** The kept token, once it has settled to `expected`. */
export async function tokenBecomes(expected: string | null): Promise<void> {
  await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe(expected));
}

/**
 * Waits until the header marks the login page as the one on screen: where the pages for signed-in customers
 * send a visitor (SPEC.md §6).
 */
export async function sentToLogin(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () =>
      expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    patiently,
  );
}

/** A form's queries, as `within(form)` gives them. */
type FormQueries = ReturnType<typeof within>;

/** Logs in through the login form as the story customer; accountMocks() lets this password in. */
export async function submitLogin(form: FormQueries): Promise<void> {
  await userEvent.type(form.getByLabelText('Email'), 'priya@example.in');
  await userEvent.type(form.getByLabelText('Password'), 'chai and biscuits');
  await userEvent.click(form.getByRole('button', { name: 'Login' }));
}

/**
 * SPEC.md §8: an account form the server refuses says so twice, in the form (`summary`, then the server's
 * words) and as a toast with the server's words.
 */
export async function expectRefusal(form: FormQueries, summary: string, serverText: string): Promise<void> {
  const problem = await form.findByRole('alert');
  await expect(problem).toHaveTextContent(summary);
  await expect(problem).toHaveTextContent(serverText);
  await expect(await toastSaying(serverText)).toBeVisible();
}
