import { useMessages } from '@bazaar/ui/messages';
import { button } from '@bazaar/ui/recipes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useRevalidator } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStorefrontClient } from '../apiClient';
import { homeHref, shopsHref } from '../hrefs/site';
import { http } from '../mocks/http';
import {
  cartOf,
  layoutCustomer,
  newsletterAddresses,
  signInForStory,
  wishlistOf,
} from '../mocks/layoutHandlers';
import { SessionProvider } from '../session/session';
import { useToast } from '../toasts/toasts';
import { SiteLayout } from './SiteLayout';
import {
  SITE_ROUTE_ID,
  siteHydrationData,
  siteLayoutLoader,
  siteLayoutShouldRevalidate,
} from './siteLayoutLoader';

interface LayoutStoryProps {
  /** Where the memory router starts. */
  path: string;
  /** A toast the page shows as it opens, as a page does after an action. */
  toastOnOpen?: { tone: 'success' | 'error'; text: string };
}

/** Stands in for a page: says where the router is, and offers Retry (a revalidation) as a page does. */
function PageStandIn({ toastOnOpen }: Pick<LayoutStoryProps, 'toastOnOpen'>) {
  const location = useLocation();
  const toast = useToast();
  const revalidator = useRevalidator();
  const messages = useMessages();
  useEffect(() => {
    if (toastOnOpen) toast[toastOnOpen.tone](toastOnOpen.text);
  }, [toast, toastOnOpen]);
  return (
    <div>
      <h1 data-testid="location">{`${location.pathname}${location.search}`}</h1>
      <button
        type="button"
        className={button({ variant: 'secondary' })}
        onClick={() => void revalidator.revalidate()}
      >
        {messages.common.retry}
      </button>
    </div>
  );
}

/** The layout around a stand-in page, with the app's client, session and language. */
function LayoutStory({ path, toastOnOpen }: LayoutStoryProps) {
  const [client] = useState(createStorefrontClient);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: SITE_ROUTE_ID,
          element: <SiteLayout client={client} />,
          loader: siteLayoutLoader(client),
          shouldRevalidate: siteLayoutShouldRevalidate,
          children: [{ path: '*', element: <PageStandIn toastOnOpen={toastOnOpen} /> }],
        },
      ],
      { initialEntries: [path], hydrationData: siteHydrationData(client) },
    ),
  );
  return (
    <SessionProvider client={client}>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}

const phone360 = {
  viewport: {
    options: {
      phone360: { name: 'Phone, 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
    },
  },
};

const meta = {
  title: 'Layout/SiteLayout',
  component: LayoutStory,
  args: { path: homeHref },
  argTypes: { toastOnOpen: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('location');

export const SignedOut: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(
      footer.getByText('Address: Plot 42, Central Avenue, Gandhibagh, Nagpur, Maharashtra 440002'),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Email: support@bazaar.shop' })).toBeVisible();
    // The categories are loaded once, for the menu and for the search's selector.
    await userEvent.click(header.getByRole('button', { name: 'All Category' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(await within(menu).findByRole('menuitem', { name: 'Kitchen' })).toHaveAttribute(
      'href',
      '/products?category=Kitchen',
    );
    const entries = within(menu).getAllByRole('menuitem').length;
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Kitchen' }));
    await expect(await location(canvasElement)).toHaveTextContent('/products?category=Kitchen');
    // The search's selector lists the same categories after "All Category".
    const selector = header.getByRole('combobox', { name: 'Select Category' });
    await expect(within(selector).getAllByRole('option')).toHaveLength(entries + 1);
  },
};

let cartUnits = 1;
export const SignedInWithCounts: Story = {
  beforeEach: () => {
    cartUnits = 1;
    return signInForStory();
  },
  parameters: {
    msw: [
      http.get('/home/product/get-wishlist-products/{userId}', ({ params, response }) =>
        response(200).json(params.userId === layoutCustomer.id ? wishlistOf(3) : wishlistOf(0)),
      ),
      http.get('/home/product/get-card-product/{userId}', ({ response }) =>
        response(200).json(cartOf(cartUnits)),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = await canvas.findByRole('link', { name: 'My account, Priya Sharma' });
    await expect(account).toHaveAttribute('href', '/dashboard');
    const wishlist = await canvas.findByRole('link', { name: 'Wishlist, 3 items' });
    await expect(wishlist).toHaveAttribute('href', '/dashboard/my-wishlist');
    const cart = await canvas.findByRole('link', { name: 'Cart, 1 item' });
    await expect(cart).toHaveAttribute('href', '/card');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    // The cart changed elsewhere; a revalidation (a page's Retry, a flow that emptied the cart) reloads the counts.
    cartUnits = 2;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

export const CountsFailed: Story = {
  beforeEach: signInForStory,
  parameters: {
    msw: [
      http.get('/home/product/get-wishlist-products/{userId}', ({ response }) =>
        response('default').json({ error: 'Something went wrong on our side.' }, { status: 500 }),
      ),
      http.get('/home/product/get-card-product/{userId}', () => Response.error()),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'My account, Priya Sharma' });
    // A count that cannot be loaded shows as none rather than as an error in the header;
    // signed in, the icons still lead on.
    await expect(canvas.getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/dashboard/my-wishlist',
    );
    await expect(canvas.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/card');
  },
};

export const CheckingSignIn: Story = {
  beforeEach: signInForStory,
  parameters: {
    msw: [
      http.get('/customer/me', async ({ response }) => {
        await delay('infinite');
        return response(200).json({ customer: layoutCustomer });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /My account/ })).toBeNull();
  },
};

export const CategoriesFailed: Story = {
  parameters: {
    msw: [
      http.get('/home/get-categorys', ({ response }) =>
        response('default').json({ error: 'The shop is taking a short break.' }, { status: 503 }),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'All Category' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(await within(menu).findByText('Categories could not be loaded')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The search still works without them.
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'kurta{Enter}');
    await expect(await location(canvasElement)).toHaveTextContent('/products/search?category=&value=kurta');
  },
};

export const SearchWithSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'cooker');
    const option = await canvas.findByRole('option', { name: /Pressure Cooker 5 L/ });
    await expect(option).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await location(canvasElement)).toHaveTextContent('/product/details/pressure-cooker-5l');
  },
};

export const SearchResultsPage: Story = {
  args: { path: '/products/search?category=Kitchen&&value=mixer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // On the results page the box shows the search, the old doubled `&&` included.
    await expect(canvas.getByRole('combobox', { name: 'Search products' })).toHaveValue('mixer');
    await expect(canvas.getByRole('combobox', { name: 'Select Category' })).toHaveTextContent('Kitchen');
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.clear(box);
    await userEvent.type(box, 'pressure cooker');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await location(canvasElement)).toHaveTextContent(
      '/products/search?category=Kitchen&value=pressure+cooker',
    );
    await expect(box).toHaveValue('pressure cooker');
  },
};

export const Subscribe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = within(canvas.getByRole('contentinfo'));
    await userEvent.type(footer.getByRole('textbox', { name: 'Email address' }), 'asha@example.in{Enter}');
    await expect(await footer.findByText('Thank you! You are now subscribed.')).toBeVisible();
  },
};

export const SubscribeTwice: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await userEvent.type(
      footer.getByRole('textbox', { name: 'Email address' }),
      `${newsletterAddresses.alreadySubscribed}{Enter}`,
    );
    await expect(await footer.findByText('This address is already subscribed.')).toBeVisible();
  },
};

export const SubscribeRefused: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    const field = footer.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, `${newsletterAddresses.refused}{Enter}`);
    // A 400 shows the server's own words beside the field.
    await expect(await footer.findByText('Addresses at mailinator.com cannot be subscribed.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SubscribeUnreachable: Story = {
  parameters: { msw: [http.post('/newsletter/subscribe', () => Response.error())] },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await userEvent.type(footer.getByRole('textbox', { name: 'Email address' }), 'asha@example.in{Enter}');
    await expect(
      await footer.findByText('You could not be subscribed just now. Please try again.'),
    ).toBeVisible();
  },
};

export const Toast: Story = {
  args: { toastOnOpen: { tone: 'error', text: 'Only 4 left in stock for Mixer Grinder 750 W, 3 Jars.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Notifications (F8)' });
    const text = await within(region).findByText('Only 4 left in stock for Mixer Grinder 750 W, 3 Jars.');
    // Visible once it has slid in.
    await waitFor(() => expect(text).toBeVisible());
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
  },
};

export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** The header's Hindi texts are Header's Hindi story; here, the shop's own address in Hindi. */
export const Hindi: Story = {
  tags: ['visual'],
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    await expect(
      await footer.findByText('पता: प्लॉट 42, सेंट्रल एवेन्यू, गांधीबाग, नागपुर, महाराष्ट्र 440002'),
    ).toBeVisible();
    await expect(footer.getByRole('button', { name: 'सब्सक्राइब करें' })).toBeVisible();
  },
};

export const MobileWithBottomBar: Story = {
  parameters: {
    ...phone360,
    msw: [
      http.get('/home/product/get-card-product/{userId}', ({ response }) => response(200).json(cartOf(2))),
    ],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  beforeEach: signInForStory,
  args: { path: shopsHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(canvas.getByRole('navigation', { name: 'Quick links' }));
    await expect(bar.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await expect(await bar.findByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/card');
    await expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/my-orders');
    // The header's page links fold into the menu; nothing sticks out sideways.
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // Home is its own document (index.html): its link loads it rather than routing.
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await userEvent.click(bar.getByRole('link', { name: 'Orders' }));
    await expect(await location(canvasElement)).toHaveTextContent(/^\/dashboard\/my-orders$/);
  },
};

export const MobileSignedOut: Story = {
  parameters: phone360,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('navigation', { name: 'Quick links' }));
    await expect(bar.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/login');
    await expect(bar.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/login');
  },
};
