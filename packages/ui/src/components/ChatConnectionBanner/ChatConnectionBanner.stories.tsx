import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatConnectionBanner, type ChatConnectionBannerProps } from './ChatConnectionBanner';

/** The next attempt in `seconds` from when the story mounts. */
function Countdown({ seconds, ...props }: ChatConnectionBannerProps & { seconds: number }) {
  const [retryAt] = useState(() => Date.now() + seconds * 1000);
  return <ChatConnectionBanner {...props} state={{ status: 'reconnecting', retryAt }} />;
}

const meta = {
  title: 'Components/Chat/ChatConnectionBanner',
  component: ChatConnectionBanner,
  tags: ['autodocs'],
  args: { state: { status: 'connecting' }, onTryNow: fn(), signInHref: '/login?next=%2Fdashboard%2Fchat' },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof ChatConnectionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting to the chat…');
  },
};

export const Connected: Story = {
  args: { state: { status: 'connected' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Reconnecting: Story = {
  render: (args) => <Countdown {...args} seconds={8} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connection lost. Trying again in 8 s.');
    // The countdown runs down by itself.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Trying again in 7 s.'), {
      timeout: 2000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Try now' }));
    await expect(args.onTryNow).toHaveBeenCalledOnce();
  },
};

export const ReconnectingNow: Story = {
  args: { state: { status: 'reconnecting', retryAt: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Connection lost. Trying again…',
    );
  },
};

export const Refused: Story = {
  args: { state: { status: 'refused', message: 'Your session has ended, please sign in again' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The chat could not be opened: Your session has ended, please sign in again',
    );
    await expect(canvas.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/login?next=%2Fdashboard%2Fchat',
    );
  },
};

export const HindiReconnecting: Story = {
  globals: { language: 'hindi' },
  render: (args) => <Countdown {...args} seconds={30} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('कनेक्शन टूट गया। 30 सेकंड में');
    await expect(canvas.getByRole('button', { name: 'अभी कोशिश करें' })).toBeVisible();
  },
};
