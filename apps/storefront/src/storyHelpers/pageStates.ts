import { expect, within } from 'storybook/test';
import { patiently } from '../session/storySupport';

// Page states that many page stories check the same way. Each waits `patiently` unless told: a route's
// first visit loads its code as well as its data.

/** Waits for the page's h1 and checks that it shows. */
export async function expectPageHeading(canvasElement: HTMLElement, name: string): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name }, patiently),
  ).toBeVisible();
}

/** WCAG 1.4.10: the page's own content reflows to the width, so nothing in <main> scrolls sideways. */
export async function expectMainReflows(canvasElement: HTMLElement): Promise<void> {
  const main = within(canvasElement).getByRole('main');
  await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
}

/** The page's loader: `text` in a live status, so that a screen reader hears it too. */
export async function expectLoadingStatus(
  canvasElement: HTMLElement,
  text: string,
  wait = patiently,
): Promise<void> {
  await expect(await within(canvasElement).findByText(text, {}, wait)).toHaveAttribute('role', 'status');
}

/**
 * Waits for the page's alert and checks that it says what failed (`summary`) and why, in the server's words.
 * Returned for its Retry button.
 */
export async function alertSaying(
  canvasElement: HTMLElement,
  summary: string,
  serverText: string,
  wait = patiently,
): Promise<HTMLElement> {
  const alert = await within(canvasElement).findByRole('alert', {}, wait);
  await expect(alert).toHaveTextContent(summary);
  await expect(alert).toHaveTextContent(serverText);
  return alert;
}

/** A customer's empty list (cart, wishlist): it says so, and Shop Now leads back to the shop. */
export async function expectEmptyWithShopNow(canvasElement: HTMLElement, text: string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(text, {}, patiently)).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
}
