import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { termsHref } from '../../hrefs/site';
import { StoryRouter } from '../../StoryRouter';
import { patiently } from '../../session/storySupport';
import { expectPageHeading } from '../../storyHelpers/pageStates';
import { TodayProvider } from './TodayProvider';

// The page shows today's date (SPEC.md §2.11); the stories fix "today" so screenshots stay the same.
const fixedToday = new Date(2025, 9, 2);

const meta = {
  title: 'Pages/Terms',
  component: StoryRouter,
  args: { path: termsHref },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters }) =>
      parameters.today === 'real' ? (
        <Story />
      ) : (
        <TodayProvider date={fixedToday}>
          <Story />
        </TodayProvider>
      ),
  ],
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Terms & Conditions');
    await waitFor(() => expect(document.title).toBe('Terms & Conditions | Bazaar'));
    await expect(canvas.getByText('Last updated: 2 October 2025')).toHaveAttribute('datetime', '2025-10-02');
    await expect(canvasElement.querySelectorAll('article section')).toHaveLength(10);
    await expect(canvas.getByRole('heading', { level: 2, name: '3. Cash on delivery' })).toBeVisible();
  },
};

/** The closing link leads to the contact page inside the app. */
export const ContactLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Contact us' }, patiently);
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.click(link);
    await expectPageHeading(canvasElement, 'Contact Us');
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'नियम और शर्तें');
    await waitFor(() => expect(document.title).toBe('नियम और शर्तें | Bazaar'));
    await expect(canvas.getByText('पिछला अपडेट: 2 अक्टूबर 2025')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '5. रिटर्न और रिफ़ंड' })).toBeVisible();
  },
};

/** Without a fixed day the page shows the real date of today, in the shop's format. */
export const Today: Story = {
  // The date changes every day, so this one is left out of the visual review.
  parameters: { today: 'real', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Terms & Conditions' }, patiently);
    const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' }).format(new Date());
    await expect(canvas.getByText(`Last updated: ${today}`)).toBeVisible();
  },
};
