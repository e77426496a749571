import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderDetails, type OrderDetailsOrder } from './OrderDetails';

function picture(background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="${background}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image that fails to decode without a request, so the built Storybook logs no 404. */
const brokenPicture = 'data:image/png;base64,AAAA';

const unpaidOrder: OrderDetailsOrder = {
  _id: '7d4f0a52-93c1-4b8e-a1f2-3c5d6e7f8a90',
  price: 1859,
  shipping_fee: 20,
  items: 2,
  payment_status: 'unpaid',
  delivery_status: 'pending',
  payment_method: null,
  date: '2026-11-20T09:30:00.000Z',
  shippingInfo: {
    name: 'Priya Deshmukh',
    address: 'Flat 4B, Shanti Apartments, near Ram Mandir',
    phone: '9876543210',
    post: '440010',
    province: 'Maharashtra',
    city: 'Nagpur',
    area: 'Dharampeth',
  },
  products: [
    {
      _id: 'p-kurta',
      name: 'Handloom Cotton Kurta',
      brand: 'Khadi Weaves',
      images: [picture('hsl(18 65% 45%)')],
      price: 1499,
      discount: 0,
      quantity: 1,
    },
    {
      _id: 'p-dupatta',
      name: 'Block-print Dupatta',
      brand: 'Khadi Weaves',
      images: [brokenPicture],
      price: 400,
      discount: 10,
      quantity: 1,
    },
  ],
};

const deliveredOrder: OrderDetailsOrder = {
  ...unpaidOrder,
  payment_status: 'paid',
  delivery_status: 'delivered',
  payment_method: 'card',
};

const meta = {
  title: 'Components/OrderDetails',
  component: OrderDetails,
  tags: ['autodocs'],
  args: { order: unpaidOrder, onPayNow: fn() },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof OrderDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unpaid: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order #7D4F0A52' })).toBeVisible();
    // The short form only, as My Orders and the success page write it; the full id stays in the address.
    await expect(canvasElement).not.toHaveTextContent(unpaidOrder._id);
    await expect(canvas.getByText('Placed on 20 November 2026 at 3:00 pm')).toBeVisible();
    await expect(canvas.getByText('Not paid')).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Priya Deshmukh')).toBeVisible();
    await expect(
      canvas.getByText(
        'Flat 4B, Shanti Apartments, near Ram Mandir, Dharampeth, Nagpur, Maharashtra, 440010',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Phone: 9876543210')).toBeVisible();
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('₹1,879');
    await expect(canvas.getByText('Payment method').nextElementSibling).toHaveTextContent('Not chosen yet');
    // 400 less 10% is 360 a unit.
    await expect(canvas.getByText('₹360 each')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Block-print Dupatta' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await expect(args.onPayNow).toHaveBeenCalledWith(unpaidOrder);
  },
};

export const PaidAndDelivered: Story = {
  args: { order: deliveredOrder },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('Payment method').nextElementSibling).toHaveTextContent('Card');
    await expect(canvas.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  },
};

export const Processing: Story = {
  args: {
    order: {
      ...deliveredOrder,
      delivery_status: 'processing',
      payment_method: 'cod',
      payment_status: 'unpaid',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing')).toBeVisible();
    await expect(canvas.getByText('Payment method').nextElementSibling).toHaveTextContent('Cash on Delivery');
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};

/** A cancelled order cannot be paid any more, though it was never paid. */
export const CancelledUnpaid: Story = {
  args: { order: { ...unpaidOrder, delivery_status: 'cancelled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { order: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Order not found');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** SPEC.md §8: an order whose id is empty is "not found" too. */
export const EmptyId: Story = {
  args: { order: { ...unpaidOrder, _id: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Order not found');
  },
};

export const NoProducts: Story = {
  args: { order: { ...deliveredOrder, products: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No products in this order')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ऑर्डर #7D4F0A52' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('7d4f0a52-93c1');
    await expect(canvas.getByText('भुगतान नहीं हुआ')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'अभी भुगतान करें' })).toBeVisible();
    await expect(canvas.getByText('भुगतान का तरीका').nextElementSibling).toHaveTextContent('अभी चुना नहीं गया');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
};
