import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ChatFriendList } from './ChatFriendList';
import { brokenPicture, jaipurHandloom, rasoiGhar, sharmaElectronics } from './ChatFriendList.fixtures';

const meta = {
  title: 'Components/Chat/ChatFriendList',
  component: ChatFriendList,
  tags: ['autodocs'],
  args: {
    friends: [rasoiGhar, sharmaElectronics, jaipurHandloom],
    onlineIds: [rasoiGhar.fdId],
    currentId: sharmaElectronics.fdId,
    friendHref: (friend) => `/dashboard/chat/${friend.fdId}`,
  },
  argTypes: { renderLink: { control: false }, friendHref: { control: false } },
} satisfies Meta<typeof ChatFriendList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Friends: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Your conversations' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const links = within(nav).getAllByRole('link');
    // Most recent first, as given.
    await expect(links[0]).toHaveAccessibleName('Rasoi Ghar Online');
    await expect(links[1]).toHaveAccessibleName('Sharma Electronics Offline');
    await expect(links[1]).toHaveAttribute('aria-current', 'page');
    await expect(links[0]).not.toHaveAttribute('aria-current');
    await expect(links[0]).toHaveAttribute('href', `/dashboard/chat/${rasoiGhar.fdId}`);
  },
};

export const NoConversations: Story = {
  args: { friends: [], currentId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No conversations yet')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const NoneOpen: Story = {
  args: { currentId: null, onlineIds: [] },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
    await expect(within(canvasElement).getAllByText('Offline')).toHaveLength(3);
  },
};

export const PictureFailed: Story = {
  args: { friends: [brokenPicture, rasoiGhar], currentId: brokenPicture.fdId },
  play: async ({ canvasElement }) => {
    // The broken picture gives way to the placeholder; the working one stays.
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(1));
    await expect(within(canvasElement).getByRole('link', { name: /Kolhapuri Chappal Centre/ })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'आपकी बातचीत' });
    await expect(within(nav).getByRole('link', { name: 'Rasoi Ghar ऑनलाइन' })).toBeVisible();
  },
};

export const HindiEmpty: Story = {
  globals: { language: 'hindi' },
  args: { friends: [], currentId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('अभी तक कोई बातचीत नहीं')).toBeVisible();
  },
};
