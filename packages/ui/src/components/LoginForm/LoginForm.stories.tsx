import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { authFormStatuses } from './AuthFormParts';
import { LoginForm } from './LoginForm';

const phoneViewports = {
  phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const;

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: {
    status: 'idle',
    onSubmit: fn(),
    registerHref: '/register',
    sellerLoginHref: 'https://seller.bazaar.example/login',
    sellerRegisterHref: 'https://seller.bazaar.example/register',
  },
  argTypes: {
    status: { control: 'inline-radio', options: authFormStatuses },
    renderLink: { control: false },
  },
  parameters: { viewport: { options: phoneViewports } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.type(email, '  priya@example.in ');
    await userEvent.type(canvas.getByLabelText('Password'), 'chai and biscuits');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // The address is trimmed; the password keeps its spaces.
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'priya@example.in',
      password: 'chai and biscuits',
    });
  },
};

/** SPEC.md §5: both fields are required; each says so beside itself and nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // No message before the first attempt.
    await expect(canvas.queryByText('Enter your email address.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    await expect(email).toHaveFocus();
    // The message follows the typing once shown; the next attempt goes to the field still missing.
    await userEvent.type(email, 'priya@example.in');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'priya@example');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-password');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  },
};

/** SPEC.md §2.5: a loader while pending; the button keeps focus and further presses send nothing. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Please wait…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** SPEC.md §8: the server's error text, in the form as well as the page's toast. */
export const ServerError: Story = {
  args: { status: 'error', error: 'The email address or the password is wrong.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('You could not be logged in.');
    await expect(alert).toHaveTextContent('The email address or the password is wrong.');
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'false');
  },
};

/** "Continue with Google" is shown but not available: it says why on hover and on keyboard focus. */
export const GoogleNotAvailable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(google);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Reached by the keyboard, unlike a disabled button.
    canvas.getByRole('button', { name: 'Login' }).focus();
    await userEvent.tab();
    await expect(google).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Signing in with Google is not available yet.');
    await expect(google).toHaveAccessibleDescription('Signing in with Google is not available yet.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    // The earlier click left the pointer on the button: move it away, then back.
    google.blur();
    await userEvent.unhover(google);
    await userEvent.hover(google);
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(google);
  },
};

/** SPEC.md §1: links to the register page and to the separate seller site. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    const sellers = within(canvas.getByRole('navigation', { name: 'Selling on Bazaar?' }));
    await expect(sellers.getByRole('link', { name: 'Login As a Seller' })).toHaveAttribute(
      'href',
      'https://seller.bazaar.example/login',
    );
    await expect(sellers.getByRole('link', { name: 'Register As a Seller' })).toHaveAttribute(
      'href',
      'https://seller.bazaar.example/register',
    );
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'लॉग इन' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'लॉग इन करें' }));
    await expect(canvas.getByLabelText('ईमेल')).toHaveAccessibleDescription('अपना ईमेल पता लिखें।');
    await expect(canvas.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('अपना पासवर्ड लिखें।');
    await expect(canvas.getByRole('link', { name: 'रजिस्टर करें' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const HindiError: Story = {
  globals: { language: 'hindi' },
  args: { status: 'error', error: 'ईमेल या पासवर्ड ग़लत है।' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('आप लॉग इन नहीं हो सके।');
    await expect(alert).toHaveTextContent('ईमेल या पासवर्ड ग़लत है।');
  },
};

/** On a 375 px phone the form fits the width: nothing pushes the page sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  args: { status: 'error', error: 'Too many attempts. Try again in a few minutes.' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Login' });
    await expect(window.innerWidth).toBe(375);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    for (const link of within(form).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
        form.getBoundingClientRect().right,
      );
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
