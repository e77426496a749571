import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shopsHref } from '../../hrefs/site';
import { http } from '../../mocks/http';
import { noProducts } from '../../mocks/listing';
import { lastQuery, listingCatalogueHandlers, listingMocks } from '../../mocks/listingHandlers';
import { StoryRouter } from '../../StoryRouter';
import { onPhone, onSmallPhone, phoneViewports } from '../../session/storySupport';
import { firstLoad, listingLoaded } from '../../storyHelpers/listingPage';
import { alertSaying, expectLoadingStatus } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Shops',
  component: StoryRouter,
  args: { path: shopsHref },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaultGrid = listingMocks();
export const DefaultGrid: Story = {
  tags: ['visual'],
  parameters: { msw: defaultGrid.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Products' });
    await expect(within(results).getAllByRole('article')).toHaveLength(12);
    await expect(within(results).getByRole('link', { name: 'Pressure Cooker 5 L' })).toHaveAttribute(
      'href',
      '/product/details/pressure-cooker-5l',
    );
    await expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked();
    // The first page asks for page 1 and sends no filter the visitor has not chosen.
    await expect(lastQuery(defaultGrid.queries)).toEqual({ pageNumber: '1' });

    const filters = canvas.getByRole('search', { name: 'Filters' });
    await expect(within(filters).getAllByRole('checkbox')).toHaveLength(4);
    // The slider spans the selling prices the server reports.
    await expect(within(filters).getByText('₹199 – ₹1,06,250')).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Latest Product' })).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/shops?pageNumber=3',
    );
  },
};

const listView = listingMocks();
export const ListView: Story = {
  args: { path: '/shops?view=list' },
  parameters: { msw: listView.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
    // List view shows each description cut to 12 words (SPEC.md §2.4).
    const cut = canvas.getAllByText(/^Made by hand in small batches/)[0];
    await expect(cut).toHaveTextContent('Made by hand in small batches by artisans who have practised the…');
    await expect(lastQuery(listView.queries)).toEqual({ pageNumber: '1' });

    // Back to the grid: the same products laid out again, nothing reloaded.
    const loads = listView.queries.length;
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid view' }));
    // The view lives in the URL: the router applies the change after the click returns.
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Grid view' })).toBeChecked());
    await waitFor(() => expect(canvas.queryByText(/^Made by hand in small batches/)).toBeNull());
    await expect(listView.queries).toHaveLength(loads);
  },
};

const filtered = listingMocks();
export const Filtered: Story = {
  args: { path: '/shops?category=Kitchen&rating=4&lowPrice=500&highPrice=3000&sortPrice=low-to-high' },
  parameters: { msw: filtered.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(5) Products');
    await expect(lastQuery(filtered.queries)).toEqual({
      category: 'Kitchen',
      rating: '4',
      lowPrice: '500',
      highPrice: '3000',
      sortPrice: 'low-to-high',
      pageNumber: '1',
    });
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 stars & up' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Low to High Price' })).toBeChecked();
    await expect(canvas.getByText('₹500 – ₹3,000')).toBeVisible();
    // Cheapest first.
    const names = within(canvas.getByRole('list', { name: 'Products' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(names[0]).toBe('Idli Maker, 4 Plates');
    // Five products fit on one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    // Another category replaces Kitchen and keeps the other filters.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Books' }));
    await waitFor(() => expect(lastQuery(filtered.queries).category).toBe('Books'));
    await expect(lastQuery(filtered.queries)).toMatchObject({ rating: '4', sortPrice: 'low-to-high' });
    // The request goes out before the router commits the new address, which is what the boxes show.
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).not.toBeChecked());

    await userEvent.click(canvas.getByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(lastQuery(filtered.queries)).not.toHaveProperty('rating'));
  },
};

const resetsPage = listingMocks();
export const FilterGoesBackToPageOne: Story = {
  args: { path: '/shops?pageNumber=2' },
  parameters: { msw: resetsPage.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(lastQuery(resetsPage.queries)).toEqual({ pageNumber: '2' });
    // Page 1 is the address without a page number.
    await expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shops');

    await userEvent.click(canvas.getByRole('radio', { name: 'High to Low Price' }));
    await waitFor(() =>
      expect(lastQuery(resetsPage.queries)).toEqual({ sortPrice: 'high-to-low', pageNumber: '1' }),
    );
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('heading', { level: 3 })[0],
      ).toHaveTextContent('Mixer Grinder 750 W, 3 Jars'),
    );
  },
};

const slider = listingMocks();
/** A thumb moved by the keyboard commits one step of ₹5 (SPEC.md §9); the request carries both ends. */
export const PriceSlider: Story = {
  parameters: { msw: slider.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    minimum.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(lastQuery(slider.queries)).toEqual({ lowPrice: '204', highPrice: '106250', pageNumber: '1' }),
    );
    await expect(canvas.getByText('₹204 – ₹1,06,250')).toBeVisible();
  },
};

const paged = listingMocks();
export const Paged: Story = {
  parameters: { msw: paged.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(paged.queries)).toEqual({ pageNumber: '2' }));
    await expect(await canvas.findByRole('link', { name: 'Gitanjali, Bilingual Edition' })).toBeVisible();
    await expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The reader is taken to the top of the new page of products.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus());

    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(paged.queries)).toEqual({ pageNumber: '3' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Products' })).getAllByRole('article')).toHaveLength(4),
    );
    await expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const empty = listingMocks(noProducts);
export const Empty: Story = {
  args: { path: '/shops?category=Books&rating=5' },
  parameters: { msw: empty.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(0) Products');
    await expect(canvas.getByText('No products match these filters.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(lastQuery(empty.queries)).toEqual({ pageNumber: '1' }));
    await expect(canvas.getByRole('checkbox', { name: 'Books' })).not.toBeChecked();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: [
      http.get('/home/query-products', ({ response }) =>
        response('default').json(
          { error: 'The shop is taking a short break. Please try again in a minute.' },
          { status: 503 },
        ),
      ),
      ...listingCatalogueHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await alertSaying(
      canvasElement,
      'The products could not be loaded.',
      'The shop is taking a short break. Please try again in a minute.',
      firstLoad,
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: [
      http.get('/home/query-products', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
      ...listingCatalogueHandlers(),
    ],
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' }, firstLoad);
    msw.use(...listingMocks().handlers);
    await userEvent.click(retry);
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A proxy's 502 with no body: neither data nor an error text from the shop. */
export const EmptyErrorBody: Story = {
  parameters: {
    msw: [
      http.get('/home/price-range-latest-product', ({ response }) =>
        response.untyped(new Response(null, { status: 502 })),
      ),
      http.get('/home/query-products', ({ response }) => response(200).json(noProducts)),
      http.get('/home/get-categorys', ({ response }) => response(200).json({ categorys: [] })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  },
};

export const Unreachable: Story = {
  parameters: {
    msw: [http.get('/home/query-products', () => Response.error()), ...listingCatalogueHandlers()],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, firstLoad)).toHaveTextContent(
      'Bazaar could not be reached',
    );
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/home/query-products', async ({ response }) => {
        await delay('infinite');
        return response(200).json(noProducts);
      }),
      ...listingCatalogueHandlers(),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLoadingStatus(canvasElement, 'Loading products…', firstLoad);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

const counted = listingMocks();
/** The filters show what each choice would find; a price bar chooses its range. */
export const FacetCounts: Story = {
  args: { path: '/shops?rating=4' },
  parameters: { msw: counted.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(20) Products');
    const filters = canvas.getByRole('search', { name: 'Filters' });
    // Categories count with the rating applied, ratings without it.
    await expect(within(filters).getByRole('checkbox', { name: 'Kitchen' })).toHaveAccessibleDescription(
      'Products: 6',
    );
    await expect(within(filters).getByRole('radio', { name: '4 stars & up' })).toBeChecked();
    await expect(within(filters).getByRole('radio', { name: '3 stars & up' })).toHaveAccessibleDescription(
      'Products: 26',
    );
    const histogram = within(filters).getByRole('list', { name: 'Products in each price range' });
    await userEvent.click(within(histogram).getByRole('button', { name: '₹0 – ₹19,999 (19)' }));
    await waitFor(() =>
      expect(lastQuery(counted.queries)).toEqual({
        pageNumber: '1',
        rating: '4',
        lowPrice: '0',
        highPrice: '19999',
      }),
    );
  },
};

const countedHindi = listingMocks();
export const FacetCountsHindi: Story = {
  globals: { language: 'hindi' },
  args: { path: '/shops?rating=4' },
  parameters: { msw: countedHindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(20) उत्पाद');
    await expect(canvas.getByRole('checkbox', { name: 'किताबें' })).toHaveAccessibleDescription('उत्पाद: 5');
    await expect(canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' })).toHaveAccessibleDescription(
      'उत्पाद: 20',
    );
    const histogram = canvas.getByRole('list', { name: 'हर कीमत-सीमा में उत्पाद' });
    await expect(within(histogram).getAllByRole('button')).toHaveLength(6);
  },
};

const hindi = listingMocks();
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  args: { path: '/shops?rating=4' },
  parameters: { msw: hindi.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(20) उत्पाद');
    await expect(canvas.getByRole('heading', { level: 1, name: 'दुकान' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'श्रेणी' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'ग्रिड में दिखाएँ' })).toBeChecked();
    await expect(canvas.getByRole('complementary', { name: 'नए उत्पाद' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'पेज नेविगेशन' })).toBeVisible();
  },
};

const hindiEmpty = listingMocks(noProducts);
export const HindiEmpty: Story = {
  globals: { language: 'hindi' },
  args: { path: '/shops?category=Books' },
  parameters: { msw: hindiEmpty.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(0) उत्पाद');
    await expect(canvas.getByText('इन फ़िल्टर से कोई उत्पाद नहीं मिला।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सभी फ़िल्टर हटाएँ' })).toBeVisible();
  },
};

const mobile = listingMocks();
export const MobileFilterToggle: Story = {
  // Storybook's 320 × 568 phone: the filters fold away behind "Filter Product".
  globals: onSmallPhone,
  parameters: { msw: mobile.handlers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filters' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Products' })).toBeVisible();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();

    // A choice folds the panel away, so the filtered products are what the shopper sees.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kitchen' }));
    await waitFor(() => expect(lastQuery(mobile.queries).category).toBe('Kitchen'));
    await listingLoaded(canvasElement, '(8) Products');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filters' })).toBeNull();

    // Opened again, it shows the choice.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Whether some of `element` is on screen, from top to bottom. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
}

const choiceOnPhone = listingMocks();
/**
 * On a 375 px phone the open panel is taller than the screen: after a choice at its foot (the sort) the
 * panel is closed, "Filter Product" and the sorted products are in view.
 */
export const FilterClosesAfterChoiceOnPhone: Story = {
  globals: onPhone,
  parameters: { msw: choiceOnPhone.handlers, viewport: { options: phoneViewports } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) Products');
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await userEvent.click(toggle);
    const products = canvas.getByRole('list', { name: 'Products' });
    await expect(inView(products)).toBe(false);

    const highestFirst = canvas.getByRole('radio', { name: 'High to Low Price' });
    highestFirst.scrollIntoView({ block: 'end' });
    await userEvent.click(highestFirst);
    await waitFor(() => expect(lastQuery(choiceOnPhone.queries).sortPrice).toBe('high-to-low'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filters' })).toBeNull();
    await waitFor(() =>
      expect(inView(within(products).getAllByRole('article')[0] as HTMLElement)).toBe(true),
    );
    await expect(inView(toggle)).toBe(true);
    await expect(toggle).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const choiceOnPhoneHindi = listingMocks();
export const FilterClosesAfterChoiceOnPhoneHindi: Story = {
  globals: { ...onPhone, language: 'hindi' },
  parameters: { msw: choiceOnPhoneHindi.handlers, viewport: { options: phoneViewports } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listingLoaded(canvasElement, '(28) उत्पाद');
    const toggle = canvas.getByRole('button', { name: 'उत्पाद फ़िल्टर करें' });
    await userEvent.click(toggle);
    const fourAndUp = canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' });
    fourAndUp.scrollIntoView({ block: 'end' });
    await userEvent.click(fourAndUp);
    await waitFor(() => expect(lastQuery(choiceOnPhoneHindi.queries).rating).toBe('4'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const products = canvas.getByRole('list', { name: 'उत्पाद' });
    await waitFor(() =>
      expect(inView(within(products).getAllByRole('article')[0] as HTMLElement)).toBe(true),
    );
  },
};
