import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TestCardForm, testCardFormStatuses } from './TestCardForm';

// A fixed day, so "expired" means the same thing whenever the stories run.
const today = new Date(2026, 5, 15);

const meta = {
  title: 'Components/TestCardForm',
  component: TestCardForm,
  tags: ['autodocs'],
  args: { amount: 1517, status: 'idle', onSubmit: fn(), today },
  argTypes: { status: { control: 'inline-radio', options: testCardFormStatuses } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
} satisfies Meta<typeof TestCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242424242424242');
    // Spaced in fours as it is typed.
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '0627');
    await expect(expiry).toHaveValue('06/27');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), ' Priya Deshmukh ');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹1,517' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      expMonth: 6,
      expYear: 2027,
      cvc: '123',
      name: 'Priya Deshmukh',
    });
  },
};

/** Every field says what is wrong with it; nothing is sent. */
export const InlineMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹1,517' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const number = canvas.getByRole('textbox', { name: 'Card number' });
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Enter the card number.');
    await expect(canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' })).toHaveAccessibleDescription(
      'Enter the expiry date as MM/YY.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit code from the back of the card.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Name on card' })).toHaveAccessibleDescription(
      'Enter the name printed on the card.',
    );

    await userEvent.type(number, '42424242');
    await expect(number).toHaveAccessibleDescription('Enter a card number of 13 to 19 digits.');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '1399');
    await expect(expiry).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');
  },
};

/** May 2026 is over on 15 June 2026; June 2026 still works. */
export const ExpiredCard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '0526');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Security code (CVC)' }), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on card' }), 'Priya');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹1,517' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(expiry).toHaveFocus();
    await expect(expiry).toHaveAccessibleDescription(
      'This card has expired. Use a card with a future expiry date.',
    );
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0626');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₹1,517' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ expMonth: 6, expYear: 2026 }));
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Paying…' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form', { name: 'Card details' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(pay);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The provider's reason is shown as it gave it. */
export const Declined: Story = {
  args: { status: 'declined', declineReason: 'Your card has insufficient funds.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The payment did not go through.');
    await expect(alert).toHaveTextContent('Your card has insufficient funds.');
  },
};

export const TestCardsNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = within(canvas.getByRole('complementary', { name: 'Test payments' }));
    const items = note.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('4242 4242 4242 4242 — payment succeeds');
    await expect(items[1]).toHaveTextContent('4000 0000 0000 0002 — card is declined');
    await expect(items[2]).toHaveTextContent('4000 0000 0000 9995 — fails for insufficient funds');
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { status: 'declined', declineReason: 'Your card was declined.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'कार्ड नंबर' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('भुगतान नहीं हो सका।');
    await expect(canvas.getByRole('button', { name: '₹1,517 चुकाएँ' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    const expiry = canvas.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    const cvc = canvas.getByRole('textbox', { name: 'Security code (CVC)' });
    // Expiry and CVC share a row even on a phone: both are short.
    await expect(expiry.getBoundingClientRect().top).toBe(cvc.getBoundingClientRect().top);
  },
};
