import { summarizeCart } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutSummary, checkoutShippingStates, checkoutSummaryStatuses } from './CheckoutSummary';

function picture(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image that fails to decode without a request, so the built Storybook logs no 404. */
const brokenPicture = 'data:image/png;base64,AAAA';

// Totals come from the domain's summarizeCart, as the page computes them: a story cannot agree with itself.
const cart = summarizeCart([
  {
    productId: 'p-kurta',
    sellerId: 's-khadi',
    shopName: 'Khadi Weaves',
    name: 'Handloom Cotton Kurta',
    brand: 'Khadi Weaves',
    images: [picture('hsl(18 65% 45%)')],
    price: 1499,
    discount: 0,
    stock: 10,
    quantity: 1,
  },
  {
    productId: 'p-dupatta',
    sellerId: 's-khadi',
    shopName: 'Khadi Weaves',
    name: 'Block-print Dupatta',
    brand: 'Khadi Weaves',
    images: [brokenPicture],
    price: 400,
    discount: 10,
    stock: 3,
    quantity: 1,
  },
  {
    productId: 'p-mixer',
    sellerId: 's-sujata',
    shopName: 'Sujata Appliances',
    name: 'Mixer Grinder 750 W, 3 Jars',
    brand: 'Sujata',
    images: [picture('hsl(200 40% 35%)')],
    price: 4999,
    discount: 15,
    stock: 4,
    quantity: 1,
  },
]);

const buyNow = summarizeCart([
  {
    productId: 'p-diya',
    sellerId: 's-brass',
    shopName: 'Moradabad Brass House',
    name: 'Brass Diya, Set of 2',
    brand: 'Moradabad Brass',
    images: [picture('hsl(40 70% 50%)')],
    price: 499,
    discount: 0,
    stock: 7,
    quantity: 3,
  },
]);

const meta = {
  title: 'Components/CheckoutSummary',
  component: CheckoutSummary,
  tags: ['autodocs'],
  args: { ...cart, shipping: 'saved', status: 'idle', onPlaceOrder: fn() },
  argTypes: {
    shipping: { control: 'inline-radio', options: checkoutShippingStates },
    status: { control: 'inline-radio', options: checkoutSummaryStatuses },
  },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two shops: Khadi Weaves pays ₹20 shipping (under ₹2,000); Sujata's ₹4,250 ships free (DESIGN.md §3). */
export const Ready: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Shop: Khadi Weaves' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Shop: Sujata Appliances' })).toBeVisible();
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    // 1,499 + 360 + 4,250 = 6,109; shipping 20 (Khadi's 1,859 is under 2,000) + 0.
    await expect(summary.getByText('Items (3)')).toBeVisible();
    await expect(summary.getByText('₹6,109')).toBeVisible();
    await expect(summary.getByText('Shipping from Khadi Weaves').nextElementSibling).toHaveTextContent('₹20');
    await expect(summary.getByText('Shipping from Sujata Appliances').nextElementSibling).toHaveTextContent(
      'Free',
    );
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₹6,129');
    await expect(canvas.getByText('₹360')).toBeVisible();
    await expect(summary.getByText('Shipping fee').nextElementSibling).toHaveTextContent('₹20');
    // The dupatta's picture fails: the grey placeholder stands in.
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Block-print Dupatta' }),
    ).toBeVisible();
    const place = canvas.getByRole('button', { name: 'Place Order' });
    await expect(place).toBeEnabled();
    await userEvent.click(place);
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

/** Before the address is saved, Place Order is off and the reason sits beside it. */
export const AddressNotSaved: Story = {
  args: { shipping: 'editing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByRole('button', { name: 'Place Order' });
    await expect(place).toBeDisabled();
    await expect(place).toHaveAccessibleDescription('Save your shipping address to place the order.');
    await userEvent.click(place, { pointerEventsCheck: 0 });
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

export const Placing: Story = {
  args: { status: 'placing' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const place = canvas.getByRole('button', { name: 'Placing order…' });
    await expect(place).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(place);
    await expect(args.onPlaceOrder).not.toHaveBeenCalled();
  },
};

/** DESIGN.md §4: a refused order says why, and Place Order can be pressed again. */
export const PlaceFailed: Story = {
  args: { status: 'error', error: 'Only 2 left of Block-print Dupatta.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The order could not be placed.');
    await expect(alert).toHaveTextContent('Only 2 left of Block-print Dupatta.');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onPlaceOrder).toHaveBeenCalledOnce();
  },
};

/** Buy Now: one product, one shop, under ₹2,000 so ₹20 shipping. */
export const BuyNow: Story = {
  args: { ...buyNow },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(canvas.getByRole('region', { name: 'Order Summary' }));
    await expect(summary.getByText('Items (3)')).toBeVisible();
    await expect(summary.getByText('Total').nextElementSibling).toHaveTextContent('₹1,517');
    await expect(canvas.getByText('Qty: 3')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { shipping: 'editing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ऑर्डर सारांश' })).toBeVisible();
    await expect(canvas.getByText('सामान (3)')).toBeVisible();
    await expect(canvas.getByText('मुफ़्त')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ऑर्डर करें' })).toHaveAccessibleDescription(
      'ऑर्डर करने के लिए पहले अपना डिलीवरी का पता सेव करें।',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    // The summary stacks under the items on a phone.
    const items = canvas.getByRole('heading', { name: 'Shop: Sujata Appliances' });
    const summary = canvas.getByRole('heading', { name: 'Order Summary' });
    await expect(summary.getBoundingClientRect().top).toBeGreaterThan(items.getBoundingClientRect().top);
  },
};
