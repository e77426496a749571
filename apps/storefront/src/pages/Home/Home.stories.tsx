import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '../../mocks/http';
import { homeProducts } from '../../mocks/products';
import { StoryRouter } from '../../StoryRouter';

const meta = {
  title: 'Pages/Home',
  component: StoryRouter,
  args: { path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    msw: [http.get('/home/get-products', ({ response }) => response(200).json(homeProducts))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featured = await canvas.findByRole('region', { name: 'Feature Products' });
    const cards = within(featured).getAllByRole('article');
    await expect(cards).toHaveLength(homeProducts.products.length);
    await expect(within(featured).getByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toHaveAttribute(
      'href',
      '/product/details/mixer-grinder-750w-3-jars',
    );
    await expect(within(featured).getByText('₹1,06,249.15')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Latest Product' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Top Rated Product' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Discount Product' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: [
      http.get('/home/get-products', ({ response }) =>
        response(200).json({ products: [], latest_product: [], topRated_product: [], discount_product: [] }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no products to show yet.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('/home/get-products', async ({ response }) => {
        await delay('infinite');
        return response(200).json(homeProducts);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading products…');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const LoadError: Story = {
  name: 'Error',
  parameters: {
    msw: [
      http.get('/home/get-products', ({ response }) =>
        response('default').json(
          { error: 'The shop is taking a short break. Please try again in a minute.' },
          { status: 503 },
        ),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The shop is taking a short break. Please try again in a minute.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const RetryAfterError: Story = {
  parameters: {
    msw: [
      http.get('/home/get-products', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const retry = await canvas.findByRole('button', { name: 'Retry' });
    msw.use(http.get('/home/get-products', ({ response }) => response(200).json(homeProducts)));
    await userEvent.click(retry);
    await expect(await canvas.findByRole('region', { name: 'Feature Products' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Unreachable: Story = {
  parameters: {
    msw: [http.get('/home/get-products', () => Response.error())],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bazaar could not be reached');
  },
};
