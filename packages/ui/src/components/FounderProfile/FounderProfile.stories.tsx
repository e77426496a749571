import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { FounderProfile } from './FounderProfile';

const founder = aboutContent('english').founder;
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="hsl(28 80% 92%)"/><circle cx="80" cy="62" r="30" fill="hsl(20 86% 37%)"/><path d="M24 160c6-34 30-52 56-52s50 18 56 52z" fill="hsl(20 86% 37%)"/></svg>',
)}`;

const meta = {
  title: 'Components/FounderProfile',
  component: FounderProfile,
  tags: ['autodocs'],
  args: { title: 'Meet our founder', founder },
} satisfies Meta<typeof FounderProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Meet our founder' });
    await expect(within(section).getByRole('heading', { level: 3, name: 'Aditya Deshmukh' })).toBeVisible();
    await expect(within(section).getByText('Founder and Chief Executive Officer')).toBeVisible();
    await expect(within(section).getByText('AD')).toBeVisible();
    await expect(
      within(section)
        .getByText(/someone’s livelihood/)
        .closest('blockquote'),
    ).not.toBeNull();
    await expect(
      within(section).getByRole('link', { name: 'LinkedIn profile of Aditya Deshmukh' }),
    ).toHaveAttribute('href', founder.linkedin);
    await expect(within(section).getByRole('link', { name: 'aditya.deshmukh@bazaar.shop' })).toHaveAttribute(
      'href',
      'mailto:aditya.deshmukh@bazaar.shop',
    );
  },
};

export const WithPhoto: Story = {
  args: { founder: { ...founder, image: photo } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Photo of Aditya Deshmukh' })).toBeVisible();
  },
};

export const PhotoFailed: Story = {
  args: { founder: { ...founder, image: 'data:image/png;base64,AAAA' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('AD')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const WithoutQuoteOrLinks: Story = {
  args: { founder: { ...founder, quote: undefined, linkedin: undefined, email: undefined } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'हमारे संस्थापक से मिलिए', founder: aboutContent('hindi').founder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'आदित्य देशमुख' })).toBeVisible();
    await expect(canvas.getByText('आद')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'आदित्य देशमुख की LinkedIn प्रोफ़ाइल' })).toBeVisible();
    await expect(canvas.getByText('ईमेल:')).toBeVisible();
  },
};
