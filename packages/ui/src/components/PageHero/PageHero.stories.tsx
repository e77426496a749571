import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { aboutContent } from '../../content/about';
import { PageHero } from './PageHero';

const english = aboutContent('english');

const meta = {
  title: 'Components/PageHero',
  component: PageHero,
  tags: ['autodocs'],
  args: {
    title: 'Contact Us',
    lead: 'Questions about an order, a bulk purchase or selling on Bazaar? Our team in Nagpur is glad to help.',
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(canvas.getByText(/Our team in Nagpur/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The about page's hero with the SPEC.md §1 figures. */
export const WithStats: Story = {
  args: { title: 'About Bazaar', lead: english.lead, stats: english.stats, statsLabel: 'Bazaar in numbers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = canvas.getByRole('list', { name: 'Bazaar in numbers' });
    const items = within(figures).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('2025 Founded in Nagpur');
    await expect(items[1]).toHaveTextContent('500+ Business partners');
    await expect(items[2]).toHaveTextContent('10+ States served');
    await expect(items[3]).toHaveTextContent('24/7 Customer support');
  },
};

/** SPEC.md §2.11: the delivery page's breadcrumb, Home > Delivery Information. */
export const WithBreadcrumb: Story = {
  args: {
    title: 'Delivery Information',
    lead: 'When your order arrives, what delivery costs and where we deliver.',
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Delivery Information' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(trail).getByText('Delivery Information')).toHaveAttribute('aria-current', 'page');
  },
};

/** An app passes its router's link; the breadcrumb draws it instead of a plain anchor. */
export const WithRouterLink: Story = {
  args: {
    title: 'Delivery Information',
    breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Delivery Information' }],
  },
  render: (args) => {
    const navigate = fn();
    return (
      <PageHero
        {...args}
        renderLink={({ href, className, children }) => (
          <a
            href={href}
            className={className}
            data-router-link=""
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const home = within(canvasElement).getByRole('link', { name: 'Home' });
    await expect(home).toHaveAttribute('data-router-link');
    await userEvent.click(home);
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Everything you need to know about ordering in bulk for your shop, office or wedding',
    lead: english.lead,
  },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    title: 'डिलीवरी की जानकारी',
    lead: 'आपका ऑर्डर कब पहुँचेगा, डिलीवरी का ख़र्च कितना है और हम कहाँ-कहाँ डिलीवरी करते हैं।',
    breadcrumb: [{ label: 'होम', href: '/' }, { label: 'डिलीवरी की जानकारी' }],
    stats: aboutContent('hindi').stats,
    statsLabel: 'आँकड़ों में Bazaar',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('list', { name: 'आँकड़ों में Bazaar' })).toHaveTextContent('व्यावसायिक पार्टनर');
  },
};
