import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { contactHref } from '../../hrefs/site';
import { StoryRouter } from '../../StoryRouter';
import { onSmallPhone } from '../../session/storySupport';
import { expectMainReflows, expectPageHeading } from '../../storyHelpers/pageStates';

const meta = {
  title: 'Pages/Contact',
  component: StoryRouter,
  args: { path: contactHref },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Contact Us');
    await waitFor(() => expect(document.title).toBe('Contact Us | Bazaar'));
    const card = within(canvas.getByRole('region', { name: 'Get in touch' }));
    await expect(card.getByText('Gandhibagh, Nagpur')).toBeVisible();
    await expect(card.getByText('Maharashtra 440002')).toBeVisible();
    await expect(card.getByRole('link', { name: 'support@bazaar.shop' })).toHaveAttribute(
      'href',
      'mailto:support@bazaar.shop',
    );
    await expect(card.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(card.getByText('Monday to Saturday').nextElementSibling).toHaveTextContent('9 AM – 8 PM');
    await expect(card.getByText('Sunday').nextElementSibling).toHaveTextContent('10 AM – 6 PM');
    const map = canvas.getByRole('region', { name: 'Find us' });
    await expect(within(map).getByRole('img', { name: /^Map of Bazaar, Plot 42/ })).toBeVisible();
    // No map provider: the map is drawn in the page and nothing is fetched for it.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'संपर्क करें');
    await waitFor(() => expect(document.title).toBe('संपर्क करें | Bazaar'));
    const card = within(canvas.getByRole('region', { name: 'हमसे बात करें' }));
    await expect(card.getByText('गांधीबाग, नागपुर')).toBeVisible();
    await expect(card.getByText('रविवार').nextElementSibling).toHaveTextContent('सुबह 10 बजे – शाम 6 बजे');
    await expect(canvas.getByRole('img', { name: /^Bazaar का नक्शा/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: onSmallPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPageHeading(canvasElement, 'Contact Us');
    await expectMainReflows(canvasElement);
    // One column: the card first, the map under it.
    const card = canvas.getByRole('region', { name: 'Get in touch' }).getBoundingClientRect();
    const map = canvas.getByRole('region', { name: 'Find us' }).getBoundingClientRect();
    await expect(map.top).toBeGreaterThanOrEqual(card.bottom);
  },
};

/**
 * The shopper is offline: nothing on the page depends on the network, so the address card, the e-mail
 * and phone links and the drawn map are all there.
 */
export const OfflineFallback: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    return () => {
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(navigator.onLine).toBe(false);
    await expectPageHeading(canvasElement, 'Contact Us');
    const map = within(canvas.getByRole('region', { name: 'Find us' }));
    await expect(map.getByRole('img', { name: /^Map of Bazaar/ })).toBeVisible();
    await expect(map.getByText('Plot 42, Central Avenue')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const card = within(canvas.getByRole('region', { name: 'Get in touch' }));
    await expect(card.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'support@bazaar.shop' })).toBeVisible();
  },
};
