import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { TeamGrid } from './TeamGrid';

const team = aboutContent('english').team;

const meta = {
  title: 'Components/TeamGrid',
  component: TeamGrid,
  tags: ['autodocs'],
  args: { title: 'Leadership team', members: team },
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.11: a leadership team of four, each with a monogram drawn locally. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Leadership team' });
    const cards = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h3'));
    await expect(cards).toHaveLength(4);
    for (const [index, initials] of ['PN', 'RK', 'SW', 'IS'].entries()) {
      await expect(within(cards[index] as HTMLElement).getByText(initials)).toBeVisible();
    }
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('heading', { level: 3, name: 'Priya Nair' })).toBeVisible();
    await expect(first.getByText('Chief Operating Officer')).toBeVisible();
    await expect(first.getByRole('link', { name: 'LinkedIn profile of Priya Nair' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/priya-nair-bazaar',
    );
    await expect(first.getByRole('link', { name: 'priya.nair@bazaar.shop' })).toHaveAttribute(
      'href',
      'mailto:priya.nair@bazaar.shop',
    );
  },
};

/** Every link can be reached with the keyboard, in reading order. */
export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'LinkedIn profile of Priya Nair' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'priya.nair@bazaar.shop' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'LinkedIn profile of Rohan Kulkarni' })).toHaveFocus();
  },
};

export const PhotoFailed: Story = {
  args: {
    members: team.map((member, index) =>
      index === 0 ? { ...member, image: 'data:image/png;base64,AAAA' } : member,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('PN')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const LongText: Story = {
  args: {
    members: [
      {
        name: 'Venkataramanan Subramaniam Iyer',
        position: 'Head of Seller Onboarding, Quality Assurance and Marketplace Compliance',
        description:
          'Makes sure every new seller is verified, every listing meets our quality standards and every complaint is followed up until the buyer is satisfied, across all the states we serve.',
        linkedin: 'https://www.linkedin.com/in/venkataramanan-subramaniam-iyer-bazaar',
        email: 'venkataramanan.subramaniam.iyer@bazaar.shop',
      },
      ...team.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VI')).toBeVisible();
    // The long address wraps inside its card instead of widening the page.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithoutLinks: Story = {
  args: { members: team.map(({ linkedin: _linkedin, email: _email, ...member }) => member) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'नेतृत्व टीम', members: aboutContent('hindi').team },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'नेतृत्व टीम' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'स्नेहा वानखेड़े' })).toBeVisible();
    await expect(canvas.getByText('प्रन')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'इमरान शेख़ की LinkedIn प्रोफ़ाइल' })).toBeVisible();
  },
};
