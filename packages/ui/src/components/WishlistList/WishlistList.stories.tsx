import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { WishlistList } from './WishlistList';
import { brokenImageEntry, kurtaEntry, mixerEntry, sareeEntry } from './WishlistList.fixtures';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Components/Wishlist/WishlistList',
  component: WishlistList,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', wishlists: [kurtaEntry, mixerEntry, sareeEntry] },
    onRemove: fn(),
    onRetry: fn(),
    productHref: (entry) => `/product/details/${entry.slug}`,
    shopHref: '/shops',
  },
  argTypes: { renderLink: { control: false }, productHref: { control: false } },
  parameters: { viewport: { options: phoneViewports } },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'My Wishlist' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Handloom Cotton Kurta' })).toHaveAttribute(
      'href',
      '/product/details/handloom-cotton-kurta',
    );
    await expect(canvas.getByRole('img', { name: 'Handloom Cotton Kurta' })).toBeVisible();
    // The price the order charges: 1,24,999 − floor(18,749.85) = 1,06,250, never SPEC.md §9's ₹1,06,249.15.
    const mixer = within(canvas.getByRole('article', { name: 'Mixer Grinder 750 W, 3 Jars' }));
    await expect(mixer.getByText('₹1,06,250')).toBeVisible();
    await expect(mixer.getByText('₹1,24,999').closest('s')).not.toBeNull();
    await expect(canvas.getByRole('list', { name: 'My Wishlist' })).not.toHaveTextContent(/\.\d\d/);
    await expect(mixer.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeVisible();
    const kurta = within(canvas.getByRole('article', { name: 'Handloom Cotton Kurta' }));
    await expect(kurta.queryByText(/^-\d+%$/)).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Mixer Grinder 750 W, 3 Jars from the wishlist' }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(mixerEntry);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your wishlist…');
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'Sign in again to see your wishlist.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your wishlist could not be loaded.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sign in again to see your wishlist.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', wishlists: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your wishlist is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shops');
  },
};

export const Removing: Story = {
  args: { pendingIds: [kurtaEntry._id] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Handloom Cotton Kurta' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const remove = canvas.getByRole('button', { name: 'Remove Handloom Cotton Kurta from the wishlist' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const ImageFailed: Story = {
  args: { state: { status: 'ready', wishlists: [brokenImageEntry, { ...kurtaEntry, image: '' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Pashmina Stole' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'मेरी विशलिस्ट' })).toBeVisible();
    const mixer = within(canvas.getByRole('article', { name: 'Mixer Grinder 750 W, 3 Jars' }));
    await expect(mixer.getByText('₹1,06,250')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Handloom Cotton Kurta को विशलिस्ट से हटाएँ' }),
    ).toHaveTextContent('हटाएँ');
  },
};

export const HindiEmpty: Story = {
  globals: { language: 'hindi' },
  args: { state: { status: 'ready', wishlists: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('आपकी विशलिस्ट ख़ाली है')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अभी ख़रीदारी करें' })).toBeVisible();
  },
};

/** One card a row on a 375 px phone; a long name wraps. */
export const PhoneLongName: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { state: { status: 'ready', wishlists: [sareeEntry, kurtaEntry] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const [first, second] = canvas.getAllByRole('article');
    if (!first || !second) throw new Error('two cards expected');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
