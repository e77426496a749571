import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewForm, ReviewFormLoginPrompt, reviewFormStatuses } from './ReviewForm';

const meta = {
  title: 'Components/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  args: { status: 'idle', onSubmit: fn() },
  argTypes: { status: { control: 'inline-radio', options: reviewFormStatuses } },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Rate this product' })).toBeVisible();
    const stars = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(stars).toHaveAttribute('aria-required', 'true');
    await expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await expect(within(stars).queryByRole('radio', { checked: true })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FillAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 out of 5 stars' }));
    await expect(canvas.getByRole('radio', { name: '4 out of 5 stars' })).toBeChecked();
    // Stars up to the chosen one light up.
    const lit = canvas.getAllByRole('radio').map((star) => star.getAttribute('data-lit'));
    await expect(lit).toEqual(['true', 'true', 'true', 'true', 'false']);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Your review' }),
      '  Soft fabric, true to size.  ',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, review: 'Soft fabric, true to size.' });
  },
};

/** Both fields are required: a message beside each, focus on the first, nothing sent. */
export const SubmitEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const stars = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(stars).toHaveAttribute('aria-invalid', 'true');
    await expect(stars).toHaveAccessibleDescription('Choose a rating.');
    const text = canvas.getByRole('textbox', { name: 'Your review' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Write your review.');
    await expect(canvas.getByRole('radio', { name: '1 out of 5 stars' })).toHaveFocus();

    // Each message goes as soon as its field is filled.
    await userEvent.click(canvas.getByRole('radio', { name: '5 out of 5 stars' }));
    await expect(canvas.queryByText('Choose a rating.')).toBeNull();
    await expect(canvas.getByText('Write your review.')).toBeVisible();
    await userEvent.type(text, 'Lovely');
    await expect(canvas.queryByText('Write your review.')).toBeNull();
  },
};

export const MissingText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3 out of 5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Choose a rating.')).toBeNull();
    await expect(canvas.getByText('Write your review.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveFocus();
  },
};

export const MissingRating: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Good value.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Choose a rating.')).toBeVisible();
    await expect(canvas.queryByText('Write your review.')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 out of 5 stars' })).toHaveFocus();
    // Held down as a person would: the radio group moves focus a moment after the key goes down.
    for (const name of ['2 out of 5 stars', '3 out of 5 stars']) {
      await userEvent.keyboard('{ArrowRight>}');
      await waitFor(() => expect(canvas.getByRole('radio', { name })).toHaveFocus());
      await userEvent.keyboard('{/ArrowRight}');
    }
    await expect(canvas.getByRole('radio', { name: '3 out of 5 stars' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('Nice');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 3, review: 'Nice' });
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sending = canvas.getByRole('button', { name: 'Submitting…' });
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sending);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Choose a rating.')).toBeNull();
  },
};

export const ServerError: Story = {
  name: 'Error',
  args: { status: 'error', error: 'Reviews are closed for this product.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Your review was not saved.');
    await expect(alert).toHaveTextContent('Reviews are closed for this product.');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

const onKeyedSubmit = fn();

/** How a page clears the form after a success: a new key gives a fresh form. */
function ClearingHost() {
  const [sent, setSent] = useState(0);
  return (
    <ReviewForm
      key={sent}
      status="idle"
      onSubmit={(values) => {
        onKeyedSubmit(values);
        setSent((count) => count + 1);
      }}
    />
  );
}

export const ClearsAfterSuccess: Story = {
  beforeEach: () => {
    onKeyedSubmit.mockClear();
  },
  render: () => <ClearingHost />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 out of 5 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Excellent');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(onKeyedSubmit).toHaveBeenCalledWith({ rating: 5, review: 'Excellent' });
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    await expect(canvas.queryByRole('radio', { checked: true })).toBeNull();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'इस उत्पाद को रेटिंग दें' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '5 में से 4 स्टार' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'सबमिट करें' }));
    await expect(canvas.getByText('रेटिंग चुनें।')).toBeVisible();
    await expect(canvas.getByText('अपनी समीक्षा लिखें।')).toBeVisible();
  },
};

export const HindiError: Story = {
  globals: { language: 'hindi' },
  args: { status: 'error', error: 'Reviews are closed for this product.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('आपकी समीक्षा सहेजी नहीं जा सकी।');
  },
};

/** Signed out, the form's place holds a link to log in (SPEC.md §2.6). */
export const SignedOut: Story = {
  render: () => <ReviewFormLoginPrompt loginHref="/login" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login First' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByText('Log in to rate and review this product.')).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const SignedOutHindi: Story = {
  globals: { language: 'hindi' },
  render: () => <ReviewFormLoginPrompt loginHref="/login" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'पहले लॉग इन करें' })).toBeVisible();
  },
};

/** Every state side by side, for visual review. */
export const Matrix: Story = {
  tags: ['visual'],
  // Three copies of the one form of a page share its name; a page never shows two.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => (
    <>
      <ReviewForm {...args} status="idle" />
      <ReviewForm {...args} status="submitting" />
      <ReviewForm {...args} status="error" error="Reviews are closed for this product." />
      <ReviewFormLoginPrompt loginHref="/login" />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('form')).toHaveLength(3);
  },
};
