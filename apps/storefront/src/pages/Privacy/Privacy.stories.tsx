import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { privacyHref } from '../../hrefs/site';
import { StoryRouter } from '../../StoryRouter';
import { patiently } from '../../session/storySupport';
import { expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Privacy',
  component: StoryRouter,
  args: { path: privacyHref },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Privacy Policy');
    await waitFor(() => expect(document.title).toBe('Privacy Policy | Bazaar'));
    await expect(canvasElement.querySelectorAll('article section')).toHaveLength(10);
    await expect(canvas.getByText('We do not sell your personal data.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '8. Children' })).toBeVisible();
  },
};

export const ContactLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Contact us' }, patiently);
    await userEvent.click(link);
    await expectPageHeading(canvasElement, 'Contact Us');
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'गोपनीयता नीति');
    await waitFor(() => expect(document.title).toBe('गोपनीयता नीति | Bazaar'));
    await expect(canvas.getByRole('heading', { level: 2, name: '6. आपके अधिकार' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contact');
  },
};
