import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatComposer } from '../ChatComposer';
import { ChatConnectionBanner } from '../ChatConnectionBanner';
import { ChatConversation, type ChatConversationProps } from './ChatConversation';
import {
  customerId,
  longConversation,
  markupMessage,
  messageOf,
  seller,
  shortConversation,
} from './ChatConversation.fixtures';

const meta = {
  title: 'Components/Chat/ChatConversation',
  component: ChatConversation,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', friend: seller, messages: shortConversation, outbox: [] },
    customerId,
    onRetry: fn(),
    onDiscard: fn(),
    onReload: fn(),
  },
  argTypes: { banner: { control: false }, composer: { control: false } },
} satisfies Meta<typeof ChatConversation>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const Conversation: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Conversation with Rasoi Ghar' })).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Conversation with Rasoi Ghar' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveAttribute('data-from', 'customer');
    await expect(items[0]).toHaveTextContent('You: Namaste! Is the mixer grinder still in stock?');
    await expect(items[1]).toHaveAttribute('data-from', 'seller');
    await expect(items[1]).toHaveTextContent('Rasoi Ghar: Yes, four left.');
    // SPEC.md §2.10: the panel is 600 px high.
    await expect(canvas.getByRole('region').getBoundingClientRect().height).toBe(600);
  },
};

export const EmptyConversation: Story = {
  args: { state: { status: 'ready', friend: seller, messages: [], outbox: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No messages yet. Say hello to Rasoi Ghar.')).toBeVisible();
  },
};

export const NoSellerChosen: Story = {
  args: { state: { status: 'none' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a seller to read your conversation.')).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the conversation…');
  },
};

export const LoadFailed: Story = {
  args: { state: { status: 'error', message: 'This seller does not exist' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The conversation could not be loaded.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This seller does not exist');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const MarkupShownAsText: Story = {
  args: {
    state: { status: 'ready', friend: seller, messages: [...shortConversation, markupMessage], outbox: [] },
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(within(log).getByText(/<script>alert\("hi"\)<\/script> <b>bold\?<\/b>/)).toBeVisible();
    await expect(log.querySelector('script')).toBeNull();
    await expect(log.querySelector('b')).toBeNull();
  },
};

export const Outbox: Story = {
  args: {
    state: {
      status: 'ready',
      friend: seller,
      messages: shortConversation,
      outbox: [
        { localId: 'local-1', text: 'Please keep one for me', status: 'sending', error: null },
        { localId: 'local-2', text: 'I will pay on delivery', status: 'pending', error: null },
        {
          localId: 'local-3',
          text: 'x'.repeat(60),
          status: 'failed',
          error: 'A message can be at most 2000 characters long',
        },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sending…')).toBeVisible();
    await expect(canvas.getByText('Waiting to send')).toBeVisible();
    await expect(canvas.getByText('Not sent: A message can be at most 2000 characters long')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Retry “${'x'.repeat(60)}”` }));
    await expect(args.onRetry).toHaveBeenCalledWith('local-3');
    await userEvent.click(canvas.getByRole('button', { name: `Discard “${'x'.repeat(60)}”` }));
    await expect(args.onDiscard).toHaveBeenCalledWith('local-3');
    // Only the failed one can be retried or discarded.
    await expect(canvas.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
  },
};

/** The conversation with new messages arriving, as the page feeds them. */
function Live(props: ChatConversationProps) {
  const [messages, setMessages] = useState(longConversation);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setMessages((current) => [
            ...current,
            messageOf(current.length + 1, `New message ${current.length + 1}`, 'seller'),
          ])
        }
      >
        Deliver a message
      </button>
      <ChatConversation {...props} state={{ status: 'ready', friend: seller, messages, outbox: [] }} />
    </>
  );
}

function atEnd(log: HTMLElement): boolean {
  return log.scrollHeight - log.scrollTop - log.clientHeight <= 2;
}

export const LongConversation: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    // Opens at the newest message.
    await waitFor(() => expect(atEnd(log)).toBe(true));
    // A new message while reading the newest: it scrolls into view.
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver a message' }));
    await expect(within(log).getByText('New message 41')).toBeVisible();
    await waitFor(() => expect(atEnd(log)).toBe(true));
    // Scrolled up to read older ones: a new message does not pull the reader down; a button offers it.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver a message' }));
    await expect(within(log).getByText('New message 42')).toBeInTheDocument();
    await expect(log.scrollTop).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'New messages: show them' }));
    await waitFor(() => expect(atEnd(log)).toBe(true));
    await expect(canvas.queryByRole('button', { name: 'New messages: show them' })).toBeNull();
  },
};

export const WithBannerAndComposer: Story = {
  args: {
    banner: (
      <ChatConnectionBanner
        state={{ status: 'reconnecting', retryAt: null }}
        onTryNow={fn()}
        signInHref="/login"
      />
    ),
    composer: <ChatComposer friendName="Rasoi Ghar" value="" onChange={fn()} onSend={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Try now' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  args: {
    state: {
      status: 'ready',
      friend: seller,
      messages: shortConversation,
      outbox: [
        { localId: 'local-1', text: 'धन्यवाद', status: 'failed', error: 'Write a message before sending' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Rasoi Ghar से बातचीत' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '“धन्यवाद” फिर से भेजें' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: phone.viewport },
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log');
    await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
  },
};
