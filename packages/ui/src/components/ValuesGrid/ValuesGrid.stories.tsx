import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { ValuesGrid } from './ValuesGrid';

const english = aboutContent('english');

const meta = {
  title: 'Components/ValuesGrid',
  component: ValuesGrid,
  tags: ['autodocs'],
  args: {
    title: 'Our mission and values',
    missionTitle: 'Our mission',
    mission: english.mission,
    values: english.values,
  },
} satisfies Meta<typeof ValuesGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.11: trust, innovation, transparency, excellence. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Our mission and values' }));
    await expect(section.getByRole('heading', { level: 3, name: 'Our mission' })).toBeVisible();
    await expect(section.getByText(/a fair and trusted place to sell/)).toBeVisible();
    const values = section.getAllByRole('listitem');
    await expect(values.map((value) => value.dataset.value)).toEqual([
      'trust',
      'innovation',
      'transparency',
      'excellence',
    ]);
    for (const name of ['Trust', 'Innovation', 'Transparency', 'Excellence']) {
      await expect(section.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};

export const WithoutMission: Story = {
  args: { mission: undefined, missionTitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Our mission' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    title: 'हमारा मिशन और मूल्य',
    missionTitle: 'हमारा मिशन',
    mission: aboutContent('hindi').mission,
    values: aboutContent('hindi').values,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['भरोसा', 'नवाचार', 'पारदर्शिता', 'उत्कृष्टता']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
  },
};
