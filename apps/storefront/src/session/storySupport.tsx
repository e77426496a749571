import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
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

/** A route's first load fetches its code as well as its data: more than the default second on a busy machine. */
export const patiently = { timeout: 5000 };

/** The toast saying `text`, in the toaster's region (top right, SPEC.md §1), which portals into <body>. */
export async function toastSaying(text: string): Promise<HTMLElement> {
  const region = await within(document.body).findByRole('region', { name: /^Notifications/ });
  const toast = await within(region).findByText(text, {}, patiently);
  // It slides in: visible once the animation has started.
  await waitFor(() => expect(toast).toBeVisible(), patiently);
  return toast;
}

/** The kept token, once it has settled to `expected`. */
export async function tokenBecomes(expected: string | null): Promise<void> {
  await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe(expected));
}
