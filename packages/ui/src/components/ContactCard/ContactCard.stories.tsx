import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopContact, shopContactContent } from '../../content/contact';
import { ContactCard, telephoneHref } from './ContactCard';

const english = shopContactContent.english;

const meta = {
  title: 'Components/ContactCard',
  component: ContactCard,
  tags: ['autodocs'],
  args: {
    title: 'Get in touch',
    address: english.address,
    email: shopContact.email,
    phone: shopContact.phone,
    hours: english.hours,
    note: 'Phone lines keep the hours above. Email and order messages are answered 24/7, and business buyers have a dedicated account manager.',
  },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.11 address, e-mail and phone; §9 support hours. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Get in touch' }));
    await expect(card.getByText('Plot 42, Central Avenue')).toBeVisible();
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
    await expect(card.getByRole('heading', { level: 3, name: 'Support hours' })).toBeVisible();
    await expect(card.getByText('Monday to Saturday').nextElementSibling).toHaveTextContent('9 AM – 8 PM');
    await expect(card.getByText('Sunday').nextElementSibling).toHaveTextContent('10 AM – 6 PM');
    await expect(card.getByText(/answered 24\/7/)).toBeVisible();
  },
};

export const WithoutHours: Story = {
  args: { hours: undefined, note: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Support hours' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'support@bazaar.shop' })).toBeVisible();
  },
};

/** Phone numbers as people write them all become the same dialable link. */
export const PhoneFormats: Story = {
  args: { phone: '0712 – 245 6789' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '0712 – 245 6789' })).toHaveAttribute(
      'href',
      'tel:07122456789',
    );
    await expect(telephoneHref(' +91 (712) 245-6789 ')).toBe('tel:+917122456789');
  },
};

export const LongAddress: Story = {
  args: {
    address: [
      'Bazaar Marketplace Private Limited, Third Floor, Shree Ganesh Commercial Complex',
      'Plot 42, Central Avenue, near Gandhibagh Garden, opposite Telephone Exchange Square',
      'Nagpur, Maharashtra 440002',
    ],
    email: 'customer.support.and.wholesale.enquiries@bazaar.shop',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Shree Ganesh Commercial Complex/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    title: 'हमसे बात करें',
    address: shopContactContent.hindi.address,
    hours: shopContactContent.hindi.hours,
    note: undefined,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'हमसे बात करें' }));
    await expect(card.getByText('पता')).toBeVisible();
    await expect(card.getByText('गांधीबाग, नागपुर')).toBeVisible();
    await expect(card.getByRole('heading', { level: 3, name: 'सहायता का समय' })).toBeVisible();
    await expect(card.getByText('सोमवार से शनिवार').nextElementSibling).toHaveTextContent(
      'सुबह 9 बजे – रात 8 बजे',
    );
    await expect(card.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  },
};
