import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => `/shops?pageNumber=${page}`;

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, total: 60, pageSize: 12, getHref: hrefFor },
  argTypes: {
    getHref: { control: false },
    renderLink: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function pageNames(nav: HTMLElement): string[] {
  return within(nav)
    .queryAllByRole('link')
    .concat(within(nav).queryAllByRole('button'))
    .map((control) => control.getAttribute('aria-label') ?? '');
}

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/shops?pageNumber=2',
    );
    await expect(within(nav).getByRole('link', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    const previous = within(nav).getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href');
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/shops?pageNumber=2',
    );
  },
};

export const MiddleOfManyPages: Story = {
  args: { page: 10, total: 240 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageNames(nav)).toEqual([
      'Previous page',
      'Page 1',
      'Page 9',
      'Page 10',
      'Page 11',
      'Page 20',
      'Next page',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/shops?pageNumber=9',
    );
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Thirteen products at twelve a page: two pages. */
export const JustOverOnePage: Story = {
  args: { total: 13 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(pageNames(nav)).toEqual(['Previous page', 'Page 1', 'Page 2', 'Next page']);
  },
};

/** SPEC.md §2.4: no pager when the total does not exceed the page size. */
export const HiddenOnOnePage: Story = {
  args: { total: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const HiddenWhenEmpty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A page number past the end (an old link) shows the last page as current. */
export const PageOutOfRange: Story = {
  args: { page: 99 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without addresses the pages are buttons, for a list whose page is not in the URL (reviews). */
export const Buttons: Story = {
  args: { getHref: undefined, page: 2, onPageChange: fn() },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryByRole('link')).toBeNull();
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
  },
};

function ControlledButtons() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} total={100} pageSize={10} onPageChange={setPage} label="Review pages" />;
}

export const ButtonsKeyboard: Story = {
  render: () => <ControlledButtons />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Review pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { page: 2 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'पेज नेविगेशन' });
    await expect(within(nav).getByRole('link', { name: 'पेज 2' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'पिछला पेज' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'अगला पेज' })).toBeVisible();
  },
};

export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <div>
      {[1, 2, 4, 5, 10, 17, 20].map((page) => (
        <Pagination
          key={page}
          page={page}
          total={240}
          pageSize={12}
          getHref={hrefFor}
          label={`Pager at ${page}`}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('navigation')).toHaveLength(7);
  },
};
