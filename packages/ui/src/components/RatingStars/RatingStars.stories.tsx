import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { smallNote } from '../../recipes/note.css';
import { RatingStars, ratingStarsSizes } from './RatingStars';
import * as storyStyles from './RatingStars.stories.css';

const meta = {
  title: 'Components/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { rating: 4.5, size: 'md' },
  argTypes: {
    rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ratingStarsSizes },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

function fillsIn(element: HTMLElement): Array<string | null> {
  return [...element.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));
}

export const HalfStar: Story = {
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4.5 out of 5' });
    await expect(fillsIn(stars)).toEqual(['full', 'full', 'full', 'full', 'half']);
  },
};

export const WholeStars: Story = {
  args: { rating: 3 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 3 out of 5' });
    await expect(fillsIn(stars)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  },
};

/** 4.3 is announced as it is but drawn as four stars: never more than was earned (steps of 0.5). */
export const BetweenHalves: Story = {
  args: { rating: 4.3 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 4.3 out of 5' });
    await expect(fillsIn(stars)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  },
};

export const FullMarks: Story = {
  args: { rating: 5 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Rated 5 out of 5' });
    await expect(fillsIn(stars)).toEqual(['full', 'full', 'full', 'full', 'full']);
  },
};

export const NotRated: Story = {
  args: { rating: 0 },
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: 'Not rated yet' });
    await expect(fillsIn(stars)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  },
};

export const CustomLabel: Story = {
  args: { rating: 4, label: 'Asha gave 4 stars' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Asha gave 4 stars' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { rating: 3.5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '5 में से 3.5 रेटिंग' })).toBeVisible();
  },
};

export const HindiNotRated: Story = {
  globals: { language: 'hindi' },
  args: { rating: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'अभी तक कोई रेटिंग नहीं' })).toBeVisible();
  },
};

const matrixRatings = [0, 0.5, 1, 2.5, 3, 4.3, 4.5, 5];

/** Every half step and every size, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <dl className={storyStyles.matrix}>
      {matrixRatings.map((rating) => (
        <div key={rating} className={storyStyles.row}>
          <dt className={smallNote}>{rating}</dt>
          <dd className={storyStyles.value}>
            <RatingStars rating={rating} />
          </dd>
        </div>
      ))}
      {ratingStarsSizes.map((size) => (
        <div key={size} className={storyStyles.row}>
          <dt className={smallNote}>{size}</dt>
          <dd className={storyStyles.value}>
            <RatingStars rating={3.5} size={size} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img')).toHaveLength(matrixRatings.length + ratingStarsSizes.length);
  },
};
