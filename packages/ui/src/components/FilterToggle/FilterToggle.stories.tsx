import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stack } from '../../theme/layout';
import { FilterPanel, type MinimumRating, type PriceSort } from '../FilterPanel';
import { FilterToggle, type FilterToggleProps } from './FilterToggle';
import * as storyStyles from './FilterToggle.stories.css';

/** Storybook's 320 × 568 phone: below the tablet width where the panel collapses. */
const phone = { viewport: { value: 'mobile1', isRotated: false } };

function Panel() {
  return (
    <fieldset>
      <legend>Category</legend>
      <label>
        <input type="checkbox" /> Kitchen
      </label>
    </fieldset>
  );
}

const meta = {
  title: 'Components/FilterToggle',
  component: FilterToggle,
  tags: ['autodocs'],
  args: { children: <Panel /> },
  argTypes: { children: { control: false } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof FilterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClosedOnPhone: Story = {
  tags: ['visual'],
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
  },
};

export const OpensAndClosesOnPhone: Story = {
  globals: phone,
  args: { onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('group', { name: 'Category' })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const OpenOnPhone: Story = {
  globals: phone,
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Filter Product' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

export const KeyboardOnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filter Product' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

/** On a wide screen the panel is always there and there is no button. */
export const AlwaysOpenOnWideScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filter Product' })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { ...phone, language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'उत्पाद फ़िल्टर करें' }));
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeVisible();
  },
};

const phone375 = { viewport: { value: 'phone375', isRotated: false } };

const chooseCategory = fn();
const chooseRating = fn();
const chooseSort = fn();

/** A listing as the shop draws it on a phone: the toggle with the real panel, then the products. */
function PhoneListing(props: Omit<FilterToggleProps, 'children'>) {
  const [category, setCategory] = useState<string | null>(null);
  const [rating, setRating] = useState<MinimumRating | null>(null);
  const [sort, setSort] = useState<PriceSort | null>(null);
  return (
    <div className={stack({ gap: 'lg' })}>
      <FilterToggle {...props}>
        <FilterPanel
          categories={['Clothing', 'Kitchen', 'Home Decor', 'Electronics', 'Books', 'Toys']}
          category={category}
          onCategoryChange={(next) => {
            setCategory(next);
            chooseCategory(next);
          }}
          priceBounds={{ low: 100, high: 25000 }}
          price={null}
          onPriceChange={fn()}
          rating={rating}
          onRatingChange={(next) => {
            setRating(next);
            chooseRating(next);
          }}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            chooseSort(next);
          }}
        />
      </FilterToggle>
      {/* Stands for a listing's products: taller than the screen, like a page of twelve. */}
      <ul
        className={stack({ gap: 'md', listStyle: 'none', margin: 'none', padding: 'none' })}
        aria-label="Products"
      >
        {['Pressure Cooker 5 L', 'Steel Kadai', 'Tawa 28 cm', 'Mixer Grinder'].map((name) => (
          <li key={name} className={storyStyles.result}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether some of `element` is on screen, from top to bottom. */
function inView(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
}

/**
 * On a phone the panel is taller than the screen: a choice folds it away and brings the products into view,
 * with the focus on "Filter Product" to open it again.
 */
export const ClosesAfterChoiceOnPhone: Story = {
  globals: phone375,
  render: (args) => <PhoneListing onOpenChange={args.onOpenChange} />,
  args: { onOpenChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    await userEvent.click(toggle);
    const products = canvas.getByRole('list', { name: 'Products' });
    await expect(inView(products)).toBe(false);

    // The sort is at the panel's foot: the shopper scrolls down to it.
    const highestFirst = canvas.getByRole('radio', { name: 'High to Low Price' });
    highestFirst.scrollIntoView({ block: 'end' });
    await userEvent.click(highestFirst);
    await expect(chooseSort).toHaveBeenLastCalledWith('high-to-low');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: 'Filters' })).toBeNull();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(inView(products)).toBe(true));
    await expect(inView(toggle)).toBe(true);
    await expect(toggle).toHaveFocus();

    // Opened again, the choice is kept; a category folds it away too.
    await userEvent.click(toggle);
    await expect(canvas.getByRole('radio', { name: 'High to Low Price' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kitchen' }));
    await expect(chooseCategory).toHaveBeenLastCalledWith('Kitchen');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(inView(products)).toBe(true));
  },
};

export const ClosesAfterChoiceOnPhoneHindi: Story = {
  globals: { ...phone375, language: 'hindi' },
  render: () => <PhoneListing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'उत्पाद फ़िल्टर करें' });
    await userEvent.click(toggle);
    const fourAndUp = canvas.getByRole('radio', { name: '4 स्टार और उससे ज़्यादा' });
    fourAndUp.scrollIntoView({ block: 'end' });
    await userEvent.click(fourAndUp);
    await expect(chooseRating).toHaveBeenLastCalledWith(4);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(inView(canvas.getByRole('list', { name: 'Products' }))).toBe(true));
  },
};

/**
 * Arrow keys move through a radio group (choosing as they go) and the price slider: the panel stays open
 * while the keyboard moves, and folds away after a choice made with Space, like a tap.
 */
export const KeyboardOnPhoneKeepsItOpenWhileMoving: Story = {
  globals: phone375,
  render: () => <PhoneListing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Filter Product' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('radio', { name: 'Newest First' }).focus();
    // Held down as a hand does: radix-ui moves the focus a moment after the key goes down, and chooses
    // only while an arrow key is still down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(chooseSort).toHaveBeenLastCalledWith('low-to-high'));
    await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
    await waitFor(() => expect(chooseSort).toHaveBeenLastCalledWith('high-to-low'));
    await userEvent.keyboard('{/ArrowDown}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('radio', { name: 'High to Low Price' })).toHaveFocus();
    canvas.getByRole('slider', { name: 'Minimum price' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    canvas.getByRole('checkbox', { name: 'Books' }).focus();
    await userEvent.keyboard(' ');
    await expect(chooseCategory).toHaveBeenLastCalledWith('Books');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** From tablet width the panel stays beside the products whatever is chosen. */
export const StaysOnWideScreen: Story = {
  render: () => <PhoneListing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kitchen' }));
    await expect(chooseCategory).toHaveBeenLastCalledWith('Kitchen');
    await expect(canvas.getByRole('search', { name: 'Filters' })).toBeVisible();
  },
};
