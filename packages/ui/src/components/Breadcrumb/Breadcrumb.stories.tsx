import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, type BreadcrumbLinkProps } from './Breadcrumb';

const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Kitchen', href: '/products?category=Kitchen' },
      { label: 'Mixer Grinder 750 W, 3 Jars' },
    ],
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/products?category=Kitchen',
    );
    const current = within(nav).getByText('Mixer Grinder 750 W, 3 Jars');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByRole('link', { name: 'Mixer Grinder 750 W, 3 Jars' })).toBeNull();
  },
};

/** Even with an href, the last entry is the page itself and stays text. */
export const LastItemIsNeverALink: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Delivery Information', href: '/delivery' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Delivery Information')).toHaveAttribute('aria-current', 'page');
  },
};

export const LongProductName: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Clothing', href: '/products?category=Clothing' },
      {
        label:
          'Banarasi Katan Silk Saree with Zari Border, Unstitched Blouse Piece and Hand-Woven Pallu in Deep Maroon',
      },
    ],
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    // Wraps instead of pushing the page sideways on a phone.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

const onNavigate = fn();
function recordingLink({ href, className, children }: BreadcrumbLinkProps) {
  return (
    <a
      href={href}
      className={className}
      data-router-link="true"
      onClick={(event) => {
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { renderLink: recordingLink },
  beforeEach: () => {
    onNavigate.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('link', { name: 'Kitchen' });
    await expect(category).toHaveAttribute('data-router-link', 'true');
    await userEvent.click(category);
    await expect(onNavigate).toHaveBeenCalledOnce();
    await expect(onNavigate).toHaveBeenCalledWith('/products?category=Kitchen');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    items: [
      { label: 'होम', href: '/' },
      { label: 'Kitchen', href: '/products?category=Kitchen' },
      { label: 'Mixer Grinder 750 W, 3 Jars' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'आप यहाँ हैं' });
    await expect(within(nav).getByRole('link', { name: 'होम' })).toBeVisible();
  },
};
