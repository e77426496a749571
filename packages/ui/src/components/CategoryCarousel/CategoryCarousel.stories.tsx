import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { stack } from '../../theme/layout';
import {
  CategoryCarousel,
  type CategoryCarouselCategory,
  CategoryCarouselSkeleton,
  categoryCarouselHeadingLevels,
} from './CategoryCarousel';
import {
  beauty,
  brokenCategoryImage,
  clothing,
  homeDecor,
  kitchen,
  manyCategories,
  sports,
} from './CategoryCarousel.fixtures';

const categoryHref = (category: CategoryCarouselCategory) =>
  `/products?category=${encodeURIComponent(category.name)}`;

// The widths the layout changes at (theme breakpoints): a 360 px phone and an 800 px tablet.
const viewports = {
  phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet800: { name: 'Tablet, 800 px', styles: { width: '800px', height: '1024px' }, type: 'tablet' },
} as const;

/** How many slides fit in the carousel's window. */
function slidesInView(canvasElement: HTMLElement): number {
  const list = canvasElement.querySelector('ul');
  const slide = list?.querySelector('li');
  const viewport = list?.parentElement;
  if (!slide || !viewport) return 0;
  return Math.round(viewport.getBoundingClientRect().width / slide.getBoundingClientRect().width);
}

const meta = {
  title: 'Components/CategoryCarousel',
  component: CategoryCarousel,
  tags: ['autodocs'],
  args: {
    categories: manyCategories,
    categoryHref,
    headingLevel: 2,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: categoryCarouselHeadingLevels },
    renderLink: { control: false },
    categoryHref: { control: false },
  },
  parameters: { viewport: { options: viewports } },
} satisfies Meta<typeof CategoryCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nine categories on a desktop: six in view, and the buttons move a page at a time. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'Top Category' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Top Category' })).toBeVisible();
    await expect(within(carousel).getAllByRole('listitem')).toHaveLength(9);
    await expect(canvas.getByRole('link', { name: 'Clothing' })).toHaveAttribute(
      'href',
      '/products?category=Clothing',
    );
    await expect(canvas.getByRole('link', { name: 'Beauty & Personal Care' })).toHaveAttribute(
      'href',
      '/products?category=Beauty%20%26%20Personal%20Care',
    );
    await waitFor(() => expect(slidesInView(canvasElement)).toBe(6));

    // The buttons come once embla has measured the row, in an effect that may run after the play starts.
    const previous = await canvas.findByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeEnabled();
    await userEvent.click(previous);
    await waitFor(() => expect(previous).toBeDisabled());
  },
};

/** SPEC.md §9: four categories in view on a tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet800', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slidesInView(canvasElement)).toBe(4));
  },
};

/** SPEC.md §9: three categories in view on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slidesInView(canvasElement)).toBe(3));
    await expect(await canvas.findByRole('button', { name: 'Next slide' })).toBeEnabled();
  },
};

/** Everything fits: no buttons to press. */
export const Few: Story = {
  args: { categories: [clothing, kitchen, homeDecor] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Home Decor' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};

/** Long names wrap under the picture instead of running into the next one. */
export const LongNames: Story = {
  args: { categories: [beauty, sports, { ...kitchen, name: 'Kitchen, Dining & Small Appliances' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Kitchen, Dining & Small Appliances' });
    await expect(link).toBeVisible();
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(
      (link.closest('li')?.getBoundingClientRect().width ?? 0) + 1,
    );
  },
};

/** SPEC.md §8: a category picture that fails becomes a grey placeholder; the name still names the link. */
export const ImageFailed: Story = {
  args: { categories: [{ ...clothing, image: brokenCategoryImage }, kitchen, homeDecor] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Clothing' });
    await waitFor(() => expect(link.querySelector('img')).toBeNull());
    await expect(link.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(link).toHaveAttribute('href', '/products?category=Clothing');
  },
};

/** Without categories the row draws nothing. */
export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: 'प्रमुख श्रेणियाँ' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    await expect(await canvas.findByRole('button', { name: 'अगली स्लाइड' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पिछली स्लाइड' })).toBeDisabled();
    // The catalogue's categories show their Hindi names and still lead to the category as the shop names it;
    // a name the messages do not know shows as the server sent it.
    await expect(canvas.getByRole('link', { name: 'इलेक्ट्रॉनिक्स' })).toHaveAttribute(
      'href',
      '/products?category=Electronics',
    );
    await expect(canvas.getByRole('link', { name: 'Kitchen' })).toBeVisible();
  },
};

/** Every state side by side, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className={stack({ gap: 'xxl' })}>
      <CategoryCarousel {...args} title="Nine categories" />
      <CategoryCarousel {...args} title="Three categories" categories={[clothing, kitchen, homeDecor]} />
      <CategoryCarousel
        {...args}
        title="Long names and a failed picture"
        categories={[
          beauty,
          { ...sports, image: brokenCategoryImage },
          { ...kitchen, name: 'Kitchen, Dining & Small Appliances' },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Three categories' })).toBeVisible();
  },
};

/** The row's place while the home page loads; hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <CategoryCarouselSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
