import { FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE } from '@bazaar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shopContact } from '../../content/contact';
import { DeliveryInfo } from './DeliveryInfo';
import { DeliveryInfoAreas } from './DeliveryInfoAreas';
import { DeliveryInfoHelp } from './DeliveryInfoHelp';
import { DeliveryInfoOptions } from './DeliveryInfoOptions';
import { DeliveryInfoPolicies } from './DeliveryInfoPolicies';
import { DeliveryInfoProcess } from './DeliveryInfoProcess';

const meta = {
  title: 'Components/DeliveryInfo',
  component: DeliveryInfo,
  tags: ['autodocs'],
  args: {
    standardFee: STANDARD_SHIPPING_FEE,
    freeDeliveryThreshold: FREE_SHIPPING_THRESHOLD,
    expressFee: 150,
    phone: shopContact.phone,
    email: shopContact.email,
  },
} satisfies Meta<typeof DeliveryInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole body of the delivery page, in SPEC.md §2.11 order. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Delivery options',
      'Where we deliver',
      'How we process your order',
      'Delivery policies',
      'Need help with a delivery?',
    ]);
  },
};

/** SPEC.md §9: standard next day ₹20, free from ₹2,000; express same day ₹150 in major cities. */
export const Options: Story = {
  render: (args) => <DeliveryInfoOptions {...args} />,
  play: async ({ canvasElement }) => {
    const options = within(canvasElement);
    const [standard, express] = options.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(within(standard).getByRole('heading', { name: 'Standard delivery' })).toBeVisible();
    await expect(standard).toHaveTextContent('Next day');
    await expect(within(standard).getByText('₹20 per shop in your order')).toBeVisible();
    await expect(
      within(standard).getByText('Free when your items from one shop come to ₹2,000 or more'),
    ).toBeVisible();
    await expect(within(express).getByRole('heading', { name: 'Express delivery' })).toBeVisible();
    await expect(express).toHaveTextContent('Same day');
    await expect(within(express).getByText('₹150')).toBeVisible();
    await expect(express).toHaveTextContent('Major cities');
  },
};

export const Areas: Story = {
  render: () => <DeliveryInfoAreas />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const areas = canvas.getAllByRole('listitem');
    await expect(areas).toHaveLength(3);
    await expect(areas[0]).toHaveTextContent('Tier 2 city');
    await expect(canvas.getByRole('heading', { name: 'Nagpur' })).toBeVisible();
    await expect(canvas.getByText('We deliver to most pin codes across the state.')).toBeVisible();
    await expect(canvas.getByText(/rural pin codes are served by standard delivery/)).toBeVisible();
  },
};

/** SPEC.md §2.11: confirmation and payment within 2 hours, packaging within 24 hours, shipping, delivery. */
export const Process: Story = {
  render: () => <DeliveryInfoProcess />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual([
      'Confirmation and payment',
      'Packaging',
      'Shipping',
      'Delivery',
    ]);
    await expect(steps[0]).toHaveTextContent('within 2 hours');
    await expect(steps[1]).toHaveTextContent('within 24 hours');
    await expect(steps[2]).toHaveTextContent('by SMS and email');
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
  },
};

/** SPEC.md §9: 9 AM to 8 PM, ID check, at most 3 attempts, return after failure, contactless, tracking. */
export const Policies: Story = {
  render: () => <DeliveryInfoPolicies />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('We deliver between 9 AM and 8 PM.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ID verification' })).toBeVisible();
    await expect(canvas.getByText(/up to 3 attempts/)).toBeVisible();
    await expect(canvas.getByText(/goes back to the seller/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Contactless delivery' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order tracking' })).toBeVisible();
  },
};

export const Help: Story = {
  render: (args) => <DeliveryInfoHelp phone={args.phone} email={args.email} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(canvas.getByRole('link', { name: 'support@bazaar.shop' })).toHaveAttribute(
      'href',
      'mailto:support@bazaar.shop',
    );
  },
};

/** Other charges flow through: the page passes the shop's constants, a seller site its own. */
export const OtherCharges: Story = {
  args: { standardFee: 49, freeDeliveryThreshold: 12_50_000, expressFee: 0 },
  render: (args) => <DeliveryInfoOptions {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹49 per shop in your order')).toBeVisible();
    await expect(canvas.getByText(/₹12,50,000 or more/)).toBeVisible();
    await expect(canvas.getByText('₹0')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'डिलीवरी के विकल्प' })).toBeVisible();
    await expect(canvas.getByText('आपके ऑर्डर में हर दुकान के लिए ₹20')).toBeVisible();
    await expect(canvas.getByText(/₹2,000 या उससे ज़्यादा का हो तो मुफ़्त/)).toBeVisible();
    await expect(canvas.getByText('टियर 2 शहर')).toBeVisible();
    await expect(canvas.getByText('हम सुबह 9 बजे से रात 8 बजे के बीच डिलीवरी करते हैं।')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'डिलीवरी में मदद चाहिए?' })).toBeVisible();
  },
};
