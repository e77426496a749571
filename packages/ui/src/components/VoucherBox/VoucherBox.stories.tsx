import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VoucherBox } from './VoucherBox';

const meta = {
  title: 'Components/Cart/VoucherBox',
  component: VoucherBox,
  tags: ['autodocs'],
} satisfies Meta<typeof VoucherBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC.md §2.7 shows the box but not what it does: shown, switched off, and saying so. */
export const NotAvailable: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Voucher' })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: 'Voucher code' });
    await expect(code).toBeDisabled();
    await expect(code).toHaveAccessibleDescription('Vouchers are not available yet.');
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'वाउचर कोड' })).toHaveAccessibleDescription(
      'वाउचर अभी उपलब्ध नहीं हैं।',
    );
    await expect(canvas.getByRole('button', { name: 'लागू करें' })).toBeDisabled();
  },
};
