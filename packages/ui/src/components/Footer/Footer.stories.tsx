import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NewsletterResult } from '../NewsletterForm/NewsletterForm';
import { Footer, type FooterContact } from './Footer';

const nagpur: FooterContact = {
  address: 'Central Avenue, Nagpur, Maharashtra 440018',
  phone: '+91 712 254 0000',
  email: 'support@bazaar.test',
};

const phone360 = {
  viewport: {
    options: {
      phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '780px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    contact: nagpur,
    // Example addresses; the app passes its own.
    links: { about: '/about', delivery: '/delivery', privacy: '/privacy', terms: '/terms' },
    year: 2025,
    onSubscribe: fn(() => Promise.resolve<NewsletterResult>({ status: 'subscribed' })),
  },
  argTypes: { renderLink: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: 'Useful Links' }));
    await expect(links.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    await expect(links.getByRole('link', { name: 'Delivery Information' })).toHaveAttribute(
      'href',
      '/delivery',
    );
    await expect(links.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(links.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    // SPEC.md §2.2: the blogs entry has no target, so it is plain text.
    await expect(links.getByText('Blogs')).toBeVisible();
    await expect(links.queryByRole('link', { name: 'Blogs' })).toBeNull();

    const contact = within(canvas.getByRole('region', { name: 'Contact' }));
    await expect(contact.getByText('Address: Central Avenue, Nagpur, Maharashtra 440018')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'Phone: +91 712 254 0000' })).toHaveAttribute(
      'href',
      'tel:+917122540000',
    );
    await expect(contact.getByRole('link', { name: 'Email: support@bazaar.test' })).toHaveAttribute(
      'href',
      'mailto:support@bazaar.test',
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 Bazaar. All rights reserved.');
  },
};

export const Subscribe: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const newsletter = within(canvas.getByRole('region', { name: 'Join Our Shop' }));
    await userEvent.type(newsletter.getByRole('textbox', { name: 'Email address' }), 'priya@example.in');
    await userEvent.click(newsletter.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('priya@example.in');
    await expect(await newsletter.findByText('Thank you! You are now subscribed.')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('navigation', { name: 'उपयोगी लिंक' }));
    await expect(links.getByRole('link', { name: 'डिलीवरी की जानकारी' })).toHaveAttribute(
      'href',
      '/delivery',
    );
    await expect(links.getByText('ब्लॉग')).toBeVisible();
    await expect(canvas.getByText('पता: Central Avenue, Nagpur, Maharashtra 440018')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeVisible();
  },
};

/** One column on a 360 px phone: nothing may stick out sideways. */
export const Mobile: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
    await expect(
      canvas.getByRole('button', { name: 'Subscribe' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(360);
  },
};
