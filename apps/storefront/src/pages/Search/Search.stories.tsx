import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchHref } from '../../hrefs/site';
import { lastQuery, listingMocks } from '../../mocks/listingHandlers';
import { StoryRouter } from '../../StoryRouter';
import { listingLoaded } from '../../storyHelpers/listingPage';

const meta = {
  title: 'Pages/Search',
  component: StoryRouter,
  args: { path: searchHref({ category: '', searchValue: 'silk' }) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

const withText = listingMocks();
export const WithText: Story = {
  tags: ['visual'],
  parameters: { msw: withText.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(1) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “silk”' })).toBeVisible();
    await expect(lastQuery(withText.queries)).toEqual({ searchValue: 'silk', pageNumber: '1' });
    await expect(canvas.getByRole('link', { name: 'Ikat Silk Kurta' })).toBeVisible();
  },
};

const doubled = listingMocks();
/** The header's search link as SPEC.md §2.2 spells it, with `&&`: it reads like the standard form. */
export const DoubledAmpersand: Story = {
  args: { path: '/products/search?category=Kitchen&&value=steel' },
  parameters: { msw: doubled.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(2) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results for “steel”' })).toBeVisible();
    await expect(lastQuery(doubled.queries)).toEqual({
      category: 'Kitchen',
      searchValue: 'steel',
      pageNumber: '1',
    });
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await expect(canvas.getByText('(2) Products')).toBeVisible();
  },
};

const filtered = listingMocks();
/** The search page offers the same filters; a filter keeps the search text. */
export const FilteringKeepsTheSearch: Story = {
  args: { path: '/products/search?value=kurta' },
  parameters: { msw: filtered.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(2) Products');
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars & up' }));
    await waitFor(() =>
      expect(lastQuery(filtered.queries)).toEqual({ rating: '4', searchValue: 'kurta', pageNumber: '1' }),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Results for “kurta”' })).toBeVisible();
  },
};

const noMatch = listingMocks();
export const NoMatches: Story = {
  args: { path: '/products/search?value=zzzz' },
  parameters: { msw: noMatch.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(0) Products');
    await expect(canvas.getByText('No products match “zzzz”.')).toBeVisible();
    // No filter is set, so there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  },
};

const noText = listingMocks();
export const WithoutText: Story = {
  args: { path: '/products/search?category=&&value=' },
  parameters: { msw: noText.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(lastQuery(noText.queries)).toEqual({ pageNumber: '1' });
  },
};

const hindi = listingMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(1) उत्पाद');
    await expect(canvas.getByRole('heading', { level: 1, name: '“silk” के नतीजे' })).toBeVisible();
  },
};
