import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordStatus,
  changePasswordStatuses,
} from './ChangePasswordForm';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

/** Answers every submission as a page would: pending, then changed. */
function Succeeding(props: ChangePasswordFormProps) {
  const [status, setStatus] = useState<ChangePasswordStatus>(props.status);
  return (
    <ChangePasswordForm
      {...props}
      status={status}
      onSubmit={(values) => {
        props.onSubmit(values);
        setStatus('pending');
        setTimeout(() => setStatus('changed'), 50);
      }}
    />
  );
}

const meta = {
  title: 'Components/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['autodocs'],
  args: { status: 'idle', onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: changePasswordStatuses } },
  parameters: { viewport: { options: phoneViewports } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: ReturnType<typeof within>, old: string, next: string, confirm: string) {
  if (old) await userEvent.type(canvas.getByLabelText('Old password'), old);
  if (next) await userEvent.type(canvas.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm);
}

/** A success clears the fields and says so. */
export const Changed: Story = {
  tags: ['visual'],
  render: (args) => <Succeeding {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'old secret', 'new secret 2025', 'new secret 2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'old secret',
      new_password: 'new secret 2025',
      confirm_password: 'new secret 2025',
    });
    await expect(await canvas.findByText('Your password has been changed.')).toBeVisible();
    await expect(canvas.getByLabelText('Old password')).toHaveValue('');
    await expect(canvas.getByLabelText('New password')).toHaveValue('');
  },
};

export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Password' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Old password')).toHaveFocus();
    await expect(canvas.getByLabelText('Old password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    await expect(canvas.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Enter the new password again.',
    );
  },
};

export const ConfirmationDiffers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'old secret', 'new secret 2025', 'new secret 2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const confirm = canvas.getByLabelText('Confirm new password');
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAccessibleDescription('The two new passwords do not match.');
  },
};

export const SameAsOld: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'same secret', 'same secret', 'same secret');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. Choose a password different from your current one.',
    );
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'old secret', 'chai', 'chai');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use at least 8 characters.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Please wait…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { status: 'error', error: 'The old password is wrong.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your password was not changed.');
    await expect(alert).toHaveTextContent('The old password is wrong.');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'पासवर्ड बदलें' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('पुराना पासवर्ड'), 'पुराना राज़ १२३');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड'), 'नया राज़ १२३४');
    await userEvent.type(canvas.getByLabelText('नया पासवर्ड दोबारा'), 'कुछ और');
    await userEvent.click(canvas.getByRole('button', { name: 'पासवर्ड अपडेट करें' }));
    await expect(canvas.getByText('दोनों नए पासवर्ड मेल नहीं खाते।')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { status: 'changed' },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Your password has been changed.',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
