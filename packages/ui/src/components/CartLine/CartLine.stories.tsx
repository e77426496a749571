import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  brokenImage,
  diyaLine,
  kurtaLine,
  mixerLine,
  sareeLine,
  tiffinLine,
} from '../CartView/CartView.fixtures';
import { CartLine, cartLineAvailabilities, cartLineStatuses } from './CartLine';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Components/Cart/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: {
    line: kurtaLine,
    productHref: '/product/details/handloom-cotton-kurta',
    onIncrease: fn(),
    onDecrease: fn(),
    onOutOfStock: fn(),
    onRemove: fn(),
  },
  argTypes: {
    availability: { control: 'inline-radio', options: cartLineAvailabilities },
    status: { control: 'inline-radio', options: cartLineStatuses },
    renderLink: { control: false },
  },
  parameters: { viewport: { options: phoneViewports } },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No discount; − at 1 does nothing (SPEC.md §4), + asks the page to raise it. */
export const NoDiscount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const line = canvas.getByRole('article', { name: 'Handloom Cotton Kurta' });
    await expect(within(line).getByRole('link', { name: 'Handloom Cotton Kurta' })).toHaveAttribute(
      'href',
      '/product/details/handloom-cotton-kurta',
    );
    await expect(canvas.getByText('Brand: Khadi Weaves')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(
      canvas.getByText('Total for this product:', { exact: false }).closest('p'),
    ).toHaveTextContent('₹1,499');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onDecrease).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await expect(args.onIncrease).toHaveBeenCalledWith(kurtaLine);
  },
};

/** The cart floors the discount (SPEC.md §9): 8,999 less 20% is 7,200. */
export const WithDiscount: Story = {
  args: {
    line: { ...sareeLine, quantity: 2 },
    productHref: '/product/details/banarasi-katan-silk-saree-zari-maroon',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹7,200')).toBeVisible();
    await expect(canvas.getByText('₹8,999').closest('s')).not.toBeNull();
    await expect(canvas.getByText('20% off')).toBeInTheDocument();
    await expect(
      canvas.getByText('Total for this product:', { exact: false }).closest('p'),
    ).toHaveTextContent('₹14,400');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(args.onDecrease).toHaveBeenCalledOnce();
  },
};

/** + at the stock changes nothing and asks the page to toast "Out of Stock" (SPEC.md §5, §8). */
export const AtStock: Story = {
  args: { line: tiffinLine },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(args.onOutOfStock).toHaveBeenCalledOnce();
    await expect(args.onOutOfStock).toHaveBeenCalledWith(tiffinLine);
    await expect(args.onIncrease).not.toHaveBeenCalled();
  },
};

/** The remove button names the product it removes. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove Handloom Cotton Kurta from the cart' });
    await expect(remove).toHaveTextContent('Remove');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(args.onRemove).toHaveBeenCalledWith(kurtaLine);
  },
};

/** While a change is with the server the line says so and ignores further presses. */
export const Pending: Story = {
  args: { status: 'pending', line: { ...kurtaLine, quantity: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Updating…').closest('[role="status"]')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    const remove = canvas.getByRole('button', { name: /^Remove/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onIncrease).not.toHaveBeenCalled();
    await expect(args.onDecrease).not.toHaveBeenCalled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** A line of the Out of Stock section: no quantity, no total, only remove. */
export const OutOfStock: Story = {
  args: { line: diyaLine, availability: 'outOfStock' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Out of Stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Increase quantity' })).toBeNull();
    await expect(canvas.queryByText('Total for this product:', { exact: false })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Brass Diya, Set of 2 from the cart' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** The stock fell below the quantity after it was added: the line asks for a lower one. */
export const AboveStock: Story = {
  args: { line: { ...tiffinLine, quantity: 3 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Only 2 left. Lower the quantity to check out.'),
    ).toBeVisible();
  },
};

export const ImageFailed: Story = {
  args: { line: { ...kurtaLine, productInfo: { ...kurtaLine.productInfo, images: [brokenImage] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'No image available for Handloom Cotton Kurta' }),
    ).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};

export const LakhAmounts: Story = {
  args: { line: { ...mixerLine, quantity: 3 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // 1,24,999 less floor(15%) is 1,06,250; three of them 3,18,750.
    await expect(canvas.getByText('₹1,06,250')).toBeVisible();
    await expect(
      canvas.getByText('Total for this product:', { exact: false }).closest('p'),
    ).toHaveTextContent('₹3,18,750');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { line: sareeLine, status: 'pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: `${sareeLine.productInfo.name} को कार्ट से हटाएँ` }),
    ).toHaveTextContent('हटाएँ');
    await expect(canvas.getByText('ब्रांड: Varanasi Silk House')).toBeVisible();
    await expect(canvas.getByText('अपडेट हो रहा है…').closest('[role="status"]')).toBeVisible();
  },
};

/** A long name wraps inside a 375 px phone instead of pushing the page sideways. */
export const PhoneLongName: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { line: sareeLine },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(within(canvasElement).getByRole('link', { name: sareeLine.productInfo.name })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Every state, one above the other, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div>
      <CartLine {...args} line={kurtaLine} />
      <CartLine {...args} line={sareeLine} status="pending" />
      <CartLine {...args} line={{ ...tiffinLine, quantity: 3 }} />
      <CartLine {...args} line={{ ...mixerLine, productInfo: { ...mixerLine.productInfo, images: [] } }} />
      <CartLine {...args} line={diyaLine} availability="outOfStock" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(5);
  },
};
