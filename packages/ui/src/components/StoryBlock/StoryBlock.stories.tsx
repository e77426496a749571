import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { StoryBlock } from './StoryBlock';

const english = aboutContent('english');

const meta = {
  title: 'Components/StoryBlock',
  component: StoryBlock,
  tags: ['autodocs'],
  args: { title: 'Our story', paragraphs: english.story.paragraphs, quote: english.story.quote },
} satisfies Meta<typeof StoryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Our story' });
    await expect(within(section).getByText(/Bazaar began in 2025 in Nagpur/)).toBeVisible();
    await expect(within(section).getByText(english.story.quote.text).closest('blockquote')).not.toBeNull();
  },
};

export const WithoutQuote: Story = {
  args: { quote: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    await expect(within(canvasElement).getAllByText(/./, { selector: 'p' })).toHaveLength(3);
  },
};

export const WithAttribution: Story = {
  args: { quote: { text: english.story.quote.text, attribution: 'Aditya Deshmukh, founder' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aditya Deshmukh, founder').tagName).toBe('FIGCAPTION');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    title: 'हमारी कहानी',
    paragraphs: aboutContent('hindi').story.paragraphs,
    quote: aboutContent('hindi').story.quote,
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'हमारी कहानी' });
    await expect(within(section).getByText(/नागपुर में हुई/)).toBeVisible();
  },
};
