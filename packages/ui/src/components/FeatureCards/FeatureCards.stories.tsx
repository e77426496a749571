import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { FeatureCards } from './FeatureCards';

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  tags: ['autodocs'],
  args: { title: 'Why choose us', items: aboutContent('english').features },
} satisfies Meta<typeof FeatureCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about page's reasons, built on the SPEC.md §1 claims. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Why choose us' });
    const cards = within(section).getAllByRole('listitem');
    await expect(cards).toHaveLength(6);
    for (const title of [
      '500+ business partners',
      '24/7 support',
      'ISO-certified quality',
      'Bulk and wholesale orders',
      'In 10+ states',
      'Pay your way',
    ]) {
      await expect(within(section).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(within(section).getByText(/dedicated account manager/)).toBeVisible();
  },
};

export const FewItems: Story = {
  args: { items: aboutContent('english').features.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        icon: 'wholesale',
        title: 'Bulk, wholesale and made-to-order purchasing for shops, offices, schools and weddings',
        description:
          'Tell us what you need, how many and by when. A dedicated account manager puts together a quote from several verified sellers, arranges samples where it helps, and follows the order until the last carton reaches you.',
      },
      ...aboutContent('english').features.slice(0, 2),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: /Bulk, wholesale and made-to-order/ }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'हमें क्यों चुनें', items: aboutContent('hindi').features },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'हमें क्यों चुनें' });
    await expect(
      within(section).getByRole('heading', { level: 3, name: 'ISO प्रमाणित गुणवत्ता' }),
    ).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(6);
  },
};
