import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../../theme/sprinkles.css';
import { PaymentStatusBadge, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'placed' },
  argTypes: { status: { control: 'select', options: DELIVERY_STATUSES } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tone is read from the badge's computed colours, so a wrong mapping fails. */
function backgroundOf(element: HTMLElement): string {
  return getComputedStyle(element).backgroundColor;
}

export const Delivered: Story = {
  args: { status: 'delivered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

export const Processing: Story = {
  args: { status: 'processing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Processing')).toBeVisible();
  },
};

export const Placed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Placed')).toBeVisible();
  },
};

/** Every delivery status and both payment statuses: green, yellow and blue as SPEC.md §4 gives them. */
export const Matrix: Story = {
  tags: ['visual'],
  render: () => (
    <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' })}>
      {DELIVERY_STATUSES.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
      {PAYMENT_STATUSES.map((status) => (
        <PaymentStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivered = backgroundOf(canvas.getByText('Delivered'));
    const processing = backgroundOf(canvas.getByText('Processing'));
    const placed = backgroundOf(canvas.getByText('Placed'));
    await expect(delivered).not.toBe(processing);
    await expect(delivered).not.toBe(placed);
    await expect(processing).not.toBe(placed);
    // Everything that is neither delivered nor processing shares the blue of "placed".
    for (const name of ['Pending', 'Warehouse', 'Cancelled']) {
      await expect(backgroundOf(canvas.getByText(name))).toBe(placed);
    }
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByText('Not paid')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { status: 'delivered' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('डिलीवर हुआ')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { status: 'warehouse' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Warehouse')).toBeVisible();
  },
};
