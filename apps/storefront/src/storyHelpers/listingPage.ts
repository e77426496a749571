import { expect, within } from 'storybook/test';

/** The listing page's code loads on first visit (a lazy route): in a busy test run that can take seconds. */
export const firstLoad = { timeout: 10_000 };

/** Waits until the products are shown with this count ("(28) Products"), the listing's live status. */
export async function listingLoaded(canvasElement: HTMLElement, count: string): Promise<void> {
  const status = await within(canvasElement).findByText(count, {}, firstLoad);
  await expect(status).toHaveAttribute('role', 'status');
}
