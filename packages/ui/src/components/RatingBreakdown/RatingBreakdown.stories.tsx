import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingBreakdown } from './RatingBreakdown';

const meta = {
  title: 'Components/RatingBreakdown',
  component: RatingBreakdown,
  tags: ['autodocs'],
  args: {
    rating: 4.1,
    totalReview: 7,
    ratingReview: [
      { rating: 5, sum: 3 },
      { rating: 4, sum: 2 },
      { rating: 3, sum: 1 },
      { rating: 2, sum: 0 },
      { rating: 1, sum: 1 },
    ],
  },
} satisfies Meta<typeof RatingBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

function percentsIn(element: HTMLElement): Array<string | null> {
  return [...element.querySelectorAll('[data-percent]')].map((bar) => bar.getAttribute('data-percent'));
}

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.1 out of 5')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.1 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(7) reviews')).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Rating breakdown' })).getAllByRole('listitem');
    // 5 stars first; floor(100 × count / total): 3/7 → 42, 2/7 → 28, 1/7 → 14 (SPEC.md §9).
    await expect(rows.map((row) => row.textContent)).toEqual([
      '5 stars: 42%542%',
      '4 stars: 28%428%',
      '3 stars: 14%314%',
      '2 stars: 0%20%',
      '1 star: 14%114%',
    ]);
    await expect(percentsIn(canvasElement)).toEqual(['42', '28', '14', '0', '14']);
  },
};

/** The server's order is not trusted: rows are always 5 down to 1. */
export const UnorderedInput: Story = {
  args: {
    rating: 5,
    totalReview: 2,
    ratingReview: [
      { rating: 1, sum: 0 },
      { rating: 5, sum: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(percentsIn(canvasElement)).toEqual(['100', '0', '0', '0', '0']);
  },
};

export const NoReviews: Story = {
  args: {
    rating: 0,
    totalReview: 0,
    ratingReview: [5, 4, 3, 2, 1].map((rating) => ({ rating, sum: 0 })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 out of 5')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Not rated yet' })).toBeVisible();
    await expect(canvas.getByText('(0) reviews')).toBeVisible();
    await expect(percentsIn(canvasElement)).toEqual(['0', '0', '0', '0', '0']);
  },
};

export const ManyReviews: Story = {
  args: {
    rating: 4.6,
    totalReview: 123456,
    ratingReview: [
      { rating: 5, sum: 90000 },
      { rating: 4, sum: 20000 },
      { rating: 3, sum: 8000 },
      { rating: 2, sum: 3456 },
      { rating: 1, sum: 2000 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(1,23,456) reviews')).toBeVisible();
    await expect(percentsIn(canvasElement)).toEqual(['72', '16', '6', '2', '1']);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 में से 4.1')).toBeVisible();
    await expect(canvas.getByText('(7) समीक्षाएँ')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'रेटिंग का ब्योरा' })).toBeVisible();
    await expect(canvas.getByText('5 स्टार: 42%')).toBeInTheDocument();
  },
};
