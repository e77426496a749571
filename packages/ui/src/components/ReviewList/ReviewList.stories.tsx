import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewList } from './ReviewList';
import { reviewsFor } from './ReviewList.fixtures';

const pageHref = (page: number) => `?reviews=${page}`;

const meta = {
  title: 'Components/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  args: { reviews: reviewsFor(3), totalReview: 3, page: 1, pageHref },
  argTypes: { renderLink: { control: false }, pageHref: { control: false } },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FewReviews: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(items[0] ?? canvasElement);
    await expect(first.getByText('Rohan Deshmukh')).toBeVisible();
    await expect(first.getByText('27 Mar 2025')).toHaveAttribute('datetime', '2025-03-27T10:30:00.000Z');
    await expect(first.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
    await expect(first.getByText(/delivery to Nagpur took two days/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** SPEC.md §9: the pager appears only above 5 reviews. */
export const FiveReviews: Story = {
  args: { reviews: reviewsFor(5), totalReview: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  },
};

export const SixReviews: Story = {
  args: { reviews: reviewsFor(6), totalReview: 6 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Review pages' });
    const links = within(pager).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Page 1');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyReviews: Story = {
  args: { reviews: reviewsFor(10), totalReview: 35 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getAllByRole('list')[0] ?? canvasElement).getAllByRole('listitem'),
    ).toHaveLength(10);
    const pager = canvas.getByRole('navigation', { name: 'Review pages' });
    // 35 reviews: 4 pages of 10 (floor(35 / 3) = 11 is more than there are pages).
    await expect(
      within(pager)
        .getAllByRole('link', { name: /^Page \d$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '?reviews=2',
    );
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?reviews=3');
  },
};

export const MiddlePage: Story = {
  args: { reviews: reviewsFor(10, 11), totalReview: 35, page: 2 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Review pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '?reviews=1',
    );
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '?reviews=3',
    );
  },
};

export const LastPage: Story = {
  args: { reviews: reviewsFor(5, 31), totalReview: 35, page: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getAllByRole('list')[0] ?? canvasElement).getAllByRole('listitem'),
    ).toHaveLength(5);
    const pager = canvas.getByRole('navigation', { name: 'Review pages' });
    await expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(within(pager).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page number past the end (an old link) shows the last page as current. */
export const PageOutOfRange: Story = {
  args: { reviews: [], totalReview: 35, page: 99 },
  play: async ({ canvasElement }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Review pages' });
    await expect(within(pager).getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvasElement).queryByText('No reviews yet.')).toBeNull();
  },
};

export const NoReviews: Story = {
  args: { reviews: [], totalReview: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LongReview: Story = {
  args: {
    reviews: [
      {
        ...reviewsFor(1)[0],
        _id: '0d1e2f30-0000-4000-8000-000000000099',
        name: 'Asha Patil',
        rating: 4,
        date: '2025-01-05T08:00:00.000Z',
        review:
          'I ordered this for my mother before Diwali.\nThe cotton is thick but breathable, and the block print is even all over. The sleeves were slightly long, so we had them shortened locally; the tailor said the stitching is strong. Would buy again in another colour.',
      },
    ],
    totalReview: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Would buy again in another colour\.$/)).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { reviews: reviewsFor(10), totalReview: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'समीक्षाओं के पेज' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'पेज 2' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अगला पेज' })).toBeVisible();
    await expect(canvas.getAllByText('27 मार्च 2025')[0]).toBeVisible();
  },
};

export const HindiNoReviews: Story = {
  globals: { language: 'hindi' },
  args: { reviews: [], totalReview: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('अभी कोई समीक्षा नहीं है।')).toBeVisible();
  },
};
