import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { cluster } from '../../theme/layout';
import { Portrait, portraitSizes } from './Portrait';

/** A head-and-shoulders drawing inline, so the photo story needs no network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="hsl(172 45% 90%)"/><circle cx="80" cy="62" r="30" fill="hsl(175 77% 24%)"/><path d="M24 160c6-34 30-52 56-52s50 18 56 52z" fill="hsl(175 77% 24%)"/></svg>',
)}`;
const brokenImage = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Components/Portrait',
  component: Portrait,
  tags: ['autodocs'],
  args: { name: 'Priya Nair', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: portraitSizes } },
} satisfies Meta<typeof Portrait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Monogram: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const monogram = canvas.getByText('PN');
    await expect(monogram).toBeVisible();
    // The name is written beside every portrait, so the initials are not read out a second time.
    await expect(monogram).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Photo: Story = {
  args: { image: photo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo of Priya Nair' })).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { image: brokenImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('PN')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const Large: Story = {
  args: { name: 'Aditya Deshmukh', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AD')).toBeVisible();
  },
};

export const SingleName: Story = {
  args: { name: 'Zoya' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Z')).toBeVisible();
  },
};

/** A Devanagari name keeps its conjunct whole and drops the vowel sign: प्रिया नायर → प्रन. */
export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { name: 'प्रिया नायर' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('प्रन')).toBeVisible();
  },
};

export const HindiPhoto: Story = {
  globals: { language: 'hindi' },
  args: { name: 'प्रिया नायर', image: photo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'प्रिया नायर की तस्वीर' })).toBeVisible();
  },
};

const matrixPeople = [
  { name: 'Priya Nair' },
  { name: 'Rohan Kulkarni', image: photo },
  { name: 'Sneha Wankhede', image: brokenImage },
  { name: 'Imran Sheikh' },
  { name: 'आदित्य देशमुख' },
  { name: 'स्नेहा वानखेड़े' },
];

/** Monograms in each colour, a photo and a failed photo, in both sizes. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <div className={cluster({ flexWrap: 'wrap', gap: 'lg' })}>
      {portraitSizes.map((size) =>
        matrixPeople.map((person) => (
          <Portrait key={`${size}-${person.name}`} name={person.name} image={person.image} size={size} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Photo of Rohan Kulkarni' })).toHaveLength(2);
    await waitFor(() => expect(canvas.getAllByText('SW')).toHaveLength(2));
  },
};
