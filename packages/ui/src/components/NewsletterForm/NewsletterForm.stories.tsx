import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterForm, type NewsletterFormState, type NewsletterResult } from './NewsletterForm';
import * as storyStyles from './NewsletterForm.stories.css';

const subscribed = (): Promise<NewsletterResult> => Promise.resolve({ status: 'subscribed' });

const meta = {
  title: 'Components/NewsletterForm',
  component: NewsletterForm,
  tags: ['autodocs'],
  args: { onSubscribe: fn(subscribed) },
  argTypes: { initialState: { control: false } },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('placeholder', 'Enter your email');
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Subscribed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), '  priya@example.in ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The address goes out trimmed.
    await expect(args.onSubscribe).toHaveBeenCalledWith('priya@example.in');
    await expect(await canvas.findByText('Thank you! You are now subscribed.')).toBeVisible();
  },
};

export const SubscribeWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'asha@bazaar.shop{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('asha@bazaar.shop');
    await expect(await canvas.findByText('Thank you! You are now subscribed.')).toBeVisible();
  },
};

export const AlreadySubscribed: Story = {
  args: { onSubscribe: fn(() => Promise.resolve<NewsletterResult>({ status: 'alreadySubscribed' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('This address is already subscribed.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'priya@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // Checked here first: the server is never asked about an address that cannot work.
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    await expect(field).toHaveFocus();
    // Typing again clears the complaint.
    await userEvent.type(field, '.in');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/Enter a valid email address/)).toBeNull();
  },
};

export const EmptyAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(canvas.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { onSubscribe: fn(() => new Promise<NewsletterResult>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const button = await canvas.findByRole('button', { name: 'Subscribing…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(field).toHaveAttribute('readonly');
    // A second press while waiting sends nothing more.
    await userEvent.click(button);
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
  },
};

export const ServerRefused: Story = {
  args: {
    onSubscribe: fn(() =>
      Promise.resolve<NewsletterResult>({
        status: 'error',
        message: 'Addresses at mailinator.com cannot be subscribed.',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'test@mailinator.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The server's own words, beside the field.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Addresses at mailinator.com cannot be subscribed.'),
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Failed: Story = {
  args: { onSubscribe: fn(() => Promise.reject(new TypeError('Failed to fetch'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'priya@example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(
      await canvas.findByText('You could not be subscribed just now. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'ईमेल पता' });
    await userEvent.click(canvas.getByRole('button', { name: 'सब्सक्राइब करें' }));
    await expect(field).toHaveAccessibleDescription('सही ईमेल पता डालें, जैसे name@example.com');
    await userEvent.type(field, 'priya@example.in{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith('priya@example.in');
    await expect(await canvas.findByText('धन्यवाद! आपने सब्सक्राइब कर लिया है।')).toBeVisible();
  },
};

const matrixStates: NewsletterFormState[] = [
  { status: 'idle', email: '' },
  { status: 'submitting', email: 'priya@example.in' },
  { status: 'subscribed', email: 'priya@example.in' },
  { status: 'alreadySubscribed', email: 'priya@example.in' },
  { status: 'invalid', email: 'priya@example' },
  {
    status: 'error',
    email: 'test@mailinator.com',
    message: 'Addresses at mailinator.com cannot be subscribed.',
  },
  { status: 'error', email: 'priya@example.in' },
];

/** Every state at once, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  render: (args) => (
    <div className={storyStyles.matrix}>
      {matrixStates.map((state) => (
        <NewsletterForm key={`${state.status}-${state.email}`} {...args} initialState={state} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox', { name: 'Email address' })).toHaveLength(matrixStates.length);
    await expect(canvas.getByRole('button', { name: 'Subscribing…' })).toBeVisible();
    await expect(canvas.getByText('Addresses at mailinator.com cannot be subscribed.')).toBeVisible();
  },
};
