import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { deliveryHref } from '../../hrefs/site';
import { StoryRouter } from '../../StoryRouter';
import { onSmallPhone } from '../../session/storySupport';
import { expectMainReflows, expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Delivery',
  component: StoryRouter,
  args: { path: deliveryHref },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Delivery Information');
    await waitFor(() => expect(document.title).toBe('Delivery Information | Bazaar'));
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Delivery Information')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('₹20 per shop in your order')).toBeVisible();
    await expect(canvas.getByText(/₹2,000 or more/)).toBeVisible();
    await expect(canvas.getByText('₹150')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Where we deliver' })).toHaveTextContent('Tier 2 city');
    await expect(canvas.getByRole('region', { name: 'How we process your order' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Delivery policies' })).toBeVisible();
    const help = within(canvas.getByRole('region', { name: 'Need help with a delivery?' }));
    await expect(help.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
    await expect(help.getByRole('link', { name: 'support@bazaar.shop' })).toBeVisible();
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'डिलीवरी की जानकारी');
    await waitFor(() => expect(document.title).toBe('डिलीवरी की जानकारी | Bazaar'));
    const trail = within(canvas.getByRole('navigation', { name: 'आप यहाँ हैं' }));
    await expect(trail.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('आपके ऑर्डर में हर दुकान के लिए ₹20')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'पहचान की जाँच' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onSmallPhone,
  play: async ({ canvasElement }) => {
    await expectPageHeading(canvasElement, 'Delivery Information');
    await expectMainReflows(canvasElement);
  },
};
