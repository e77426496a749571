import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormProblem } from './FormProblem';

// The texts come from the form that shows it; these are the login form's, in each language.
const meta = {
  title: 'Components/FormProblem',
  component: FormProblem,
  tags: ['autodocs'],
  args: { title: 'You could not be logged in.', detail: 'Invalid email or password' },
} satisfies Meta<typeof FormProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's own words with the server's reason after them, announced as an alert. */
export const WithServerReason: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('You could not be logged in.');
    await expect(alert).toHaveTextContent('Invalid email or password');
  },
};

/** The server gave no reason (the network failed, or a proxy's empty answer): only the form's words. */
export const WithoutServerReason: Story = {
  args: { detail: undefined },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^You could not be logged in\.$/);
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: { title: 'आप लॉग इन नहीं हो सके।', detail: 'ईमेल या पासवर्ड गलत है' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('आप लॉग इन नहीं हो सके।');
    await expect(alert).toHaveTextContent('ईमेल या पासवर्ड गलत है');
  },
};
