import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { Timeline } from './Timeline';

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: { title: 'Our journey', items: aboutContent('english').timeline },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.11: Q1 to Q4 2025 done, goals for 2026, the 2027–2028 vision. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('region', { name: 'Our journey' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'Bazaar is founded',
      'The marketplace opens',
      'Bulk and wholesale orders',
      '500+ partners in 10+ states',
      'Goals for 2026',
      'Our vision',
    ]);
    await expect(items[0]).toHaveTextContent(/^Q1 2025Done/);
    await expect(items[3]).toHaveTextContent(/^Q4 2025Done/);
    await expect(items[4]).toHaveTextContent(/^2026Goal/);
    await expect(items[5]).toHaveTextContent(/^2027–2028Vision/);
    await expect(items.map((item) => item.dataset.status)).toEqual([
      'achieved',
      'achieved',
      'achieved',
      'achieved',
      'planned',
      'vision',
    ]);
  },
};

export const OneItem: Story = {
  args: { items: aboutContent('english').timeline.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'हमारा सफ़र', items: aboutContent('hindi').timeline },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('region', { name: 'हमारा सफ़र' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(6);
    await expect(items[0]).toHaveTextContent(/^पहली तिमाही 2025पूरा हुआ/);
    await expect(items[4]).toHaveTextContent(/^2026लक्ष्य/);
    await expect(items[5]).toHaveTextContent(/^2027–2028सपना/);
  },
};
