import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type FilterFacets,
  FilterPanel,
  type FilterPanelProps,
  type FilterPriceRange,
  type MinimumRating,
  type PriceSort,
} from './FilterPanel';
import * as storyStyles from './FilterPanel.stories.css';

const categories = ['Clothing', 'Kitchen', 'Home Decor', 'Electronics', 'Books'];

/** A busy marketplace's counts: large enough to show lakh grouping, with an empty category and price bar. */
const facets: FilterFacets = {
  categories: [
    { name: 'Clothing', count: 123456 },
    { name: 'Electronics', count: 2345 },
    { name: 'Books', count: 87 },
    { name: 'Kitchen', count: 12 },
  ],
  ratings: [
    { atLeast: 4, count: 98765 },
    { atLeast: 3, count: 110000 },
    { atLeast: 2, count: 120500 },
    { atLeast: 1, count: 125900 },
  ],
  prices: [
    { low: 0, high: 5000, count: 40000 },
    { low: 5000, high: 10000, count: 52000 },
    { low: 10000, high: 15000, count: 21000 },
    { low: 15000, high: 20000, count: 0 },
    { low: 20000, high: 25000, count: 12900 },
  ],
};

/** What the facets say when the search text finds nothing. */
const noMatches: FilterFacets = {
  categories: [],
  ratings: [4, 3, 2, 1].map((atLeast) => ({ atLeast, count: 0 })),
  prices: [],
};

/** Every match sells at ₹900. */
const onePrice: FilterFacets = {
  categories: [{ name: 'Books', count: 2 }],
  ratings: [
    { atLeast: 4, count: 2 },
    { atLeast: 3, count: 2 },
    { atLeast: 2, count: 2 },
    { atLeast: 1, count: 2 },
  ],
  prices: [{ low: 900, high: 900, count: 2 }],
};

const meta = {
  title: 'Components/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: {
    categories,
    category: null,
    onCategoryChange: fn(),
    priceBounds: { low: 100, high: 25000 },
    price: null,
    onPriceChange: fn(),
    rating: null,
    onRatingChange: fn(),
    sort: null,
    onSortChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.column}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
    const categoryGroup = canvas.getByRole('group', { name: 'Category' });
    for (const box of within(categoryGroup).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await expect(canvas.getByText('₹100 – ₹25,000')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuetext',
      '₹25,000',
    );
    const ratings = canvas.getByRole('radiogroup', { name: 'Rating' });
    await expect(within(ratings).getAllByRole('radio')).toHaveLength(5);
    for (const radio of within(ratings).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear rating' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Newest First' })).toBeChecked();
  },
};

export const CategoryChosen: Story = {
  args: { category: 'Kitchen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Clothing' })).not.toBeChecked();
  },
};

export const TickingAnotherCategoryReplacesIt: Story = {
  args: { category: 'Kitchen' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Books' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('Books');
  },
};

export const UntickingClearsTheCategory: Story = {
  args: { category: 'Kitchen' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Kitchen'));
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

function Interactive(props: FilterPanelProps) {
  const [category, setCategory] = useState<string | null>(null);
  const [price, setPrice] = useState<FilterPriceRange | null>(null);
  const [rating, setRating] = useState<MinimumRating | null>(null);
  const [sort, setSort] = useState<PriceSort | null>(null);
  return (
    <FilterPanel
      {...props}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next);
        props.onCategoryChange(next);
      }}
      price={price}
      onPriceChange={(next) => {
        setPrice(next);
        props.onPriceChange(next);
      }}
      rating={rating}
      onRatingChange={(next) => {
        setRating(next);
        props.onRatingChange(next);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

/** SPEC.md §2.4: only one category is ticked at a time. */
export const OneCategoryAtATime: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Clothing' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Home Decor' }));
    await expect(canvas.getByRole('checkbox', { name: 'Home Decor' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Clothing' })).not.toBeChecked();
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
  },
};

export const PriceChosen: Story = {
  args: { price: { low: 500, high: 5000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹500 – ₹5,000')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute(
      'aria-valuenow',
      '500',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute(
      'aria-valuenow',
      '5000',
    );
  },
};

/** SPEC.md §9: step 5. A key moves a thumb one step and commits it at once. */
export const PriceByKeyboard: Story = {
  render: (args) => <Interactive {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    minimum.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ low: 105, high: 25000 });
    await expect(canvas.getByText('₹105 – ₹25,000')).toBeVisible();
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    maximum.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ low: 105, high: 24990 });
    await expect(maximum).toHaveAttribute('aria-valuetext', '₹24,990');
  },
};

/** A range from the URL outside the shop's prices is drawn within them. */
export const PriceOutsideBounds: Story = {
  args: { price: { low: 0, high: 99999 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹100 – ₹25,000')).toBeVisible();
  },
};

/** Every product costs the same: nothing to slide. */
export const SinglePrice: Story = {
  args: { priceBounds: { low: 499, high: 499 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹499 – ₹499')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toHaveAttribute('data-disabled');
  },
};

export const RatingChosen: Story = {
  args: { rating: 4 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear rating' }));
    await expect(args.onRatingChange).toHaveBeenCalledWith(null);
  },
};

export const ChoosingRating: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '3 stars & up' }));
    await expect(args.onRatingChange).toHaveBeenCalledWith(3);
  },
};

export const SortChosen: Story = {
  args: { sort: 'high-to-low' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'High to Low Price' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Low to High Price' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('low-to-high');
    await userEvent.click(canvas.getByRole('radio', { name: 'Newest First' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith(null);
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Price' })).toBeVisible();
  },
};

export const EverythingChosen: Story = {
  args: { category: 'Books', price: { low: 250, high: 1200 }, rating: 2, sort: 'low-to-high' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Books' })).toBeChecked();
    await expect(canvas.getByText('₹250 – ₹1,200')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '2 stars & up' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Low to High Price' })).toBeChecked();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { rating: 4, sort: 'low-to-high' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'फ़िल्टर' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'श्रेणी' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'न्यूनतम कीमत' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 स्टार' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'रेटिंग हटाएँ' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'कीमत: कम से ज़्यादा' })).toBeChecked();
    // Catalogue categories in Hindi; one the messages do not know keeps its own name.
    await expect(canvas.getByRole('checkbox', { name: 'इलेक्ट्रॉनिक्स' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeVisible();
  },
};

export const EveryRatingChoice: Story = {
  play: async ({ canvasElement }) => {
    const ratings = within(canvasElement).getByRole('radiogroup', { name: 'Rating' });
    await expect(
      within(ratings)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['5', '4', '3', '2', '1']);
    await expect(within(ratings).getByRole('radio', { name: '1 star & up' })).toBeVisible();
  },
};

/** The listing's facets: a count after every category and rating, and the prices as bars. */
export const WithCounts: Story = {
  args: { facets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Clothing' })).toHaveAccessibleDescription(
      'Products: 1,23,456',
    );
    await expect(canvas.getByText('(1,23,456)')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toHaveAccessibleDescription(
      'Products: 12',
    );
    // A category the facets leave out has no product to find.
    await expect(canvas.getByRole('checkbox', { name: 'Home Decor' })).toHaveAccessibleDescription(
      'Products: 0',
    );
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).toHaveAccessibleDescription(
      'Products: 98,765',
    );
    await expect(canvas.getByText('(98,765)')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1 star & up' })).toHaveAccessibleDescription(
      'Products: 1,25,900',
    );
    // "5 stars" has no facet of its own.
    await expect(canvas.getByRole('radio', { name: '5 stars' })).not.toHaveAttribute('aria-describedby');
    const histogram = canvas.getByRole('list', { name: 'Products in each price range' });
    const bars = within(histogram).getAllByRole('button');
    await expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      '₹0 – ₹4,999 (40,000)',
      '₹5,000 – ₹9,999 (52,000)',
      '₹10,000 – ₹14,999 (21,000)',
      '₹15,000 – ₹19,999 (0)',
      '₹20,000 – ₹25,000 (12,900)',
    ]);
    // The tallest bar fills the column; an empty one is there, flat, and cannot be chosen.
    await expect(bars[1]?.querySelector('[data-percent]')).toHaveAttribute('data-percent', '100');
    await expect(bars[3]).toBeDisabled();
    await expect(bars[3]?.querySelector('[data-percent]')).toHaveAttribute('data-percent', '0');
  },
};

export const WithCountsHindi: Story = {
  globals: { language: 'hindi' },
  args: { facets },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'इलेक्ट्रॉनिक्स' })).toHaveAccessibleDescription(
      'उत्पाद: 2,345',
    );
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toHaveAccessibleDescription('उत्पाद: 87');
    await expect(canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' })).toHaveAccessibleDescription(
      'उत्पाद: 98,765',
    );
    const histogram = canvas.getByRole('list', { name: 'हर कीमत-सीमा में उत्पाद' });
    await expect(within(histogram).getByRole('button', { name: '₹5,000 – ₹9,999 (52,000)' })).toBeEnabled();
  },
};

/** Choosing a bar chooses its prices: a bar's high end belongs to the next bar, except the last one's. */
export const ChoosingAPriceBar: Story = {
  render: (args) => <Interactive {...args} />,
  args: { facets },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('button', { name: '₹5,000 – ₹9,999 (52,000)' });
    await expect(bar).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bar);
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ low: 5000, high: 9999 });
    await expect(bar).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('₹5,000 – ₹9,999')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '₹20,000 – ₹25,000 (12,900)' }));
    await expect(args.onPriceChange).toHaveBeenLastCalledWith({ low: 20000, high: 25000 });
  },
};

/** The search finds nothing: every count is 0 and there are no prices to draw. */
export const NoMatches: Story = {
  args: { facets: noMatches },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Clothing' })).toHaveAccessibleDescription(
      'Products: 0',
    );
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).toHaveAccessibleDescription(
      'Products: 0',
    );
    await expect(canvas.queryByRole('list', { name: 'Products in each price range' })).toBeNull();
    await expect(canvas.getByRole('slider', { name: 'Minimum price' })).toBeVisible();
  },
};

export const NoMatchesHindi: Story = {
  globals: { language: 'hindi' },
  args: { facets: noMatches },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toHaveAccessibleDescription('उत्पाद: 0');
    await expect(canvas.getByRole('radio', { name: '2 स्टार और उससे ज़्यादा' })).toHaveAccessibleDescription(
      'उत्पाद: 0',
    );
    await expect(canvas.queryByRole('list', { name: 'हर कीमत-सीमा में उत्पाद' })).toBeNull();
  },
};

/** Every match costs the same: one bar, named by its one price. */
export const SinglePriceBucket: Story = {
  args: { facets: onePrice },
  play: async ({ canvasElement }) => {
    const histogram = within(canvasElement).getByRole('list', { name: 'Products in each price range' });
    const bars = within(histogram).getAllByRole('button');
    await expect(bars).toHaveLength(1);
    await expect(bars[0]).toHaveAccessibleName('₹900 (2)');
    await expect(bars[0]?.querySelector('[data-percent]')).toHaveAttribute('data-percent', '100');
  },
};

export const SinglePriceBucketHindi: Story = {
  globals: { language: 'hindi' },
  args: { facets: onePrice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const histogram = canvas.getByRole('list', { name: 'हर कीमत-सीमा में उत्पाद' });
    await expect(within(histogram).getByRole('button', { name: '₹900 (2)' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toHaveAccessibleDescription('उत्पाद: 2');
  },
};

/** While the facets load, or from a server without them: the choices without counts, no histogram. */
export const FacetsAbsent: Story = {
  args: { facets: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Clothing' })).not.toHaveAttribute('aria-describedby');
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText(/^\(\d/)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Products in each price range' })).toBeNull();
  },
};

export const FacetsAbsentHindi: Story = {
  globals: { language: 'hindi' },
  args: { facets: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'हर कीमत-सीमा में उत्पाद' })).toBeNull();
  },
};
