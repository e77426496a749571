import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StoryRouter } from '../../StoryRouter';
import { onSmallPhone } from '../../session/storySupport';
import { expectMainReflows, expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/NotFound',
  component: StoryRouter,
  args: { path: '/no/such/page' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Page not found');
    await waitFor(() => expect(document.title).toBe('Page not found | Bazaar'));
    await expect(canvas.getByText('Error 404')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shops');
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  },
};

/** An address that looks like a page but is not one (a mistyped /about). */
export const NearMiss: Story = {
  args: { path: '/abuot' },
  play: async ({ canvasElement }) => {
    await expectPageHeading(canvasElement, 'Page not found');
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'पेज नहीं मिला');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Bazaar'));
    await expect(canvas.getByRole('link', { name: 'होम पेज पर वापस जाएँ' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'दुकान देखें' })).toHaveAttribute('href', '/shops');
  },
};

export const Mobile: Story = {
  globals: onSmallPhone,
  play: async ({ canvasElement }) => {
    await expectPageHeading(canvasElement, 'Page not found');
    await expectMainReflows(canvasElement);
  },
};
