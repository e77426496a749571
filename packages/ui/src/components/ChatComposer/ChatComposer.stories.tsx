import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

/** Keeps the draft as the page does, and clears it once sent, as the chat's outbox does. */
function Stateful(props: ChatComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChatComposer
      {...props}
      value={value}
      onChange={(text) => {
        setValue(text);
        props.onChange(text);
      }}
      onSend={() => {
        props.onSend();
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Components/Chat/ChatComposer',
  component: ChatComposer,
  tags: ['autodocs'],
  args: { friendName: 'Rasoi Ghar', value: '', onChange: fn(), onSend: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    // Blank after trimming: still nothing to send, Enter does nothing (SPEC.md §5).
    await userEvent.type(field, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(send).toBeDisabled();
  },
};

export const SendWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' });
    await userEvent.type(field, 'Is the mixer in stock?');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}Two jars please');
    await expect(field).toHaveValue('Is the mixer in stock?\nTwo jars please');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(field).toHaveValue('');
  },
};

export const SendWithButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' }), 'Namaste');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const KeptDraft: Story = {
  args: { value: 'A draft written before switching sellers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toHaveValue('A draft written before switching sellers');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Rasoi Ghar को संदेश' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'भेजें' })).toBeDisabled();
  },
};
