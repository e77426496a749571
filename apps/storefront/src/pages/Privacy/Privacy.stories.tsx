import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryRouter } from '../../StoryRouter';

const meta = {
  title: 'Pages/Privacy',
  component: StoryRouter,
  args: { path: '/privacy' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Privacy Policy' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Bazaar'));
    await expect(canvasElement.querySelectorAll('article section')).toHaveLength(10);
    await expect(canvas.getByText('We do not sell your personal data.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '8. Children' })).toBeVisible();
  },
};

export const ContactLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Contact us' }, { timeout: 5000 });
    await userEvent.click(link);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Contact Us' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'गोपनीयता नीति' }, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('गोपनीयता नीति | Bazaar'));
    await expect(canvas.getByRole('heading', { level: 2, name: '6. आपके अधिकार' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  },
};
