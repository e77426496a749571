import { within } from 'storybook/test';

/** The address DashboardStoryRouter shows above the page: where the dashboard has taken the visitor. */
export function dashboardAddress(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('status', { name: 'Address' });
}
