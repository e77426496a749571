import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { authFormStatuses } from '../LoginForm/AuthFormParts';
import { RegisterForm } from './RegisterForm';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Components/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: {
    status: 'idle',
    onSubmit: fn(),
    onTermsMissing: fn(),
    loginHref: '/login',
    termsHref: '/terms',
    sellerLoginHref: 'https://seller.bazaar.example/login',
    sellerRegisterHref: 'https://seller.bazaar.example/register',
  },
  argTypes: {
    status: { control: 'inline-radio', options: authFormStatuses },
    renderLink: { control: false },
  },
  parameters: { viewport: { options: phoneViewports } },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const register = canvas.getByRole('button', { name: 'Register' });
    // SPEC.md §5: disabled until the terms are ticked.
    await expect(register).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(canvas.getByLabelText('Name'), ' Asha Verma ');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.in');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await userEvent.type(canvas.getByLabelText('Password'), 'masala dosa');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await userEvent.click(terms);
    await expect(terms).toBeChecked();
    await expect(register).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(register);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Asha Verma',
      email: 'asha@example.in',
      password: 'masala dosa',
    });
    await expect(args.onTermsMissing).not.toHaveBeenCalled();
  },
};

/** SPEC.md §5, §8: pressing Register with the terms unticked sends nothing; the page toasts "Please accept…". */
export const TermsMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Asha Verma');
    await userEvent.type(canvas.getByLabelText('Email'), 'asha@example.in');
    await userEvent.type(canvas.getByLabelText('Password'), 'masala dosa{Enter}');
    await expect(args.onTermsMissing).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onTermsMissing).toHaveBeenCalledTimes(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Ticked from the keyboard, it can then be sent.
    canvas.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Name, e-mail and password are required, and the password follows the domain rule (8 to 128 characters). */
export const FieldProblems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    await userEvent.type(canvas.getByLabelText('Name'), '   ');
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. Use at least 8 characters.',
    );
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Please wait…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onTermsMissing).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: { status: 'error', error: 'An account with this e-mail address already exists.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Your account could not be created.');
    await expect(alert).toHaveTextContent('An account with this e-mail address already exists.');
  },
};

export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Read the Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Register As a Seller' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'रजिस्टर करें' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'मैं नियम और शर्तों से सहमत हूँ' }));
    await userEvent.click(canvas.getByRole('button', { name: 'रजिस्टर करें' }));
    await expect(canvas.getByLabelText('नाम')).toHaveAccessibleDescription('अपना नाम लिखें।');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Register' });
    await expect(window.innerWidth).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
