import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chatHref } from '../../hrefs/dashboard';
import {
  type ChatServerScript,
  chatHandlers,
  chatMessage,
  type FakeSocketScript,
  fakeChatSocket,
  jaipurHandloom,
  longConversation,
  rasoiGhar,
  sharmaElectronics,
  shortConversation,
} from '../../mocks/chatHandlers';
import { signInForStory } from '../../mocks/layoutHandlers';
import { StoryRouter } from '../../StoryRouter';
import { onPhone, patiently, phoneViewports, toastSaying } from '../../session/storySupport';
import { alertSaying } from '../../storyHelpers/pageStates';
import { ChatSocketProvider } from './chatDependencies';

/** The page at `path`, with the story's chat server (MSW) and socket (a fake, no server needed). */
function chatStory(path: string, server: ChatServerScript, socket: FakeSocketScript) {
  const fake = fakeChatSocket(socket);
  return {
    fake,
    story: {
      args: { path },
      beforeEach: signInForStory,
      parameters: { msw: chatHandlers(server) },
      render: ({ path: at }: { path: string }) => (
        <ChatSocketProvider socket={fake.factory}>
          <StoryRouter path={at} />
        </ChatSocketProvider>
      ),
    },
  };
}

const meta = {
  title: 'Pages/DashboardChat',
  component: StoryRouter,
  args: { path: chatHref(null) },
  parameters: { layout: 'fullscreen', viewport: { options: phoneViewports } },
} satisfies Meta<typeof StoryRouter>;

export default meta;
type Story = StoryObj<typeof meta>;

async function page(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: 'Chat' }, patiently);
  return within(canvasElement);
}

const rasoiPath = `/dashboard/chat/${rasoiGhar.fdId}`;

const conversation = chatStory(
  rasoiPath,
  { friends: [rasoiGhar, sharmaElectronics], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'connected', online: [rasoiGhar.fdId] },
);
/** The conversation with Rasoi Ghar: send a message, it is stored, "Message Send Success", and it stays. */
export const Conversation: Story = {
  tags: ['visual'],
  ...conversation.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Conversation with Rasoi Ghar' }, patiently);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    const list = await canvas.findByRole('navigation', { name: 'Your conversations' }, patiently);
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: 'Rasoi Ghar Online' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await expect(within(list).getByRole('link', { name: 'Sharma Electronics Offline' })).toBeVisible();

    const field = canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' });
    await userEvent.type(field, '  Please keep one for me  {Enter}');
    await toastSaying('Message Send Success');
    await expect(within(log).getByText('Please keep one for me')).toBeVisible();
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    await expect(conversation.fake.sent).toEqual([
      { sellerId: rasoiGhar.fdId, text: 'Please keep one for me' },
    ]);
    await expect(field).toHaveValue('');
  },
};

const noFriends = chatStory('/dashboard/chat', { friends: [] }, { connect: 'connected' });
export const NoFriends: Story = {
  ...noFriends.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText('No conversations yet', {}, patiently)).toBeVisible();
    await expect(
      await canvas.findByText('Choose a seller to read your conversation.', {}, patiently),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Message to/ })).toBeNull();
  },
};

const emptyConversation = chatStory(
  `/dashboard/chat/${jaipurHandloom.fdId}`,
  { friends: [rasoiGhar] },
  { connect: 'connected', online: [jaipurHandloom.fdId] },
);
/** A seller the customer never wrote to: it joins the list, at the top, with an empty conversation. */
export const EmptyConversation: Story = {
  ...emptyConversation.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(
      await canvas.findByText('No messages yet. Say hello to Jaipur Handloom.', {}, patiently),
    ).toBeVisible();
    const links = within(canvas.getByRole('navigation', { name: 'Your conversations' })).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(/^Jaipur Handloom/);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

const long = chatStory(
  rasoiPath,
  { friends: [rasoiGhar], conversations: { [rasoiGhar.fdId]: longConversation } },
  {
    connect: 'connected',
    online: [rasoiGhar.fdId],
    incoming: [{ afterMs: 300, message: chatMessage(rasoiGhar, 'seller', 'One more thing: free delivery!') }],
  },
);
/** Forty messages: the newest in view, and a seller's new message appended and scrolled to. */
export const LongConversation: Story = {
  ...long.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const log = await canvas.findByRole('log', {}, patiently);
    await expect(within(log).getAllByRole('listitem')).toHaveLength(40);
    await expect(await within(log).findByText('One more thing: free delivery!', {}, patiently)).toBeVisible();
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThanOrEqual(2));
    // SPEC.md §2.10: the conversation panel is 600 px high, however long the conversation.
    await expect(canvas.getByRole('region', { name: 'Conversation with Rasoi Ghar' }).offsetHeight).toBe(600);
  },
};

const offline = chatStory(
  rasoiPath,
  { friends: [rasoiGhar, sharmaElectronics], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'connected', online: [sharmaElectronics.fdId] },
);
export const OfflineSeller: Story = {
  ...offline.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const list = within(await canvas.findByRole('navigation', { name: 'Your conversations' }, patiently));
    await expect(await list.findByRole('link', { name: 'Rasoi Ghar Offline' }, patiently)).toBeVisible();
    await expect(await list.findByRole('link', { name: 'Sharma Electronics Online' })).toBeVisible();
    // Messages to an offline seller are still stored and read later.
    await expect(canvas.getByRole('textbox', { name: 'Message to Rasoi Ghar' })).toBeEnabled();
  },
};

const incomingElsewhere = chatStory(
  rasoiPath,
  { friends: [rasoiGhar, sharmaElectronics], conversations: { [rasoiGhar.fdId]: shortConversation } },
  {
    connect: 'connected',
    online: [rasoiGhar.fdId, sharmaElectronics.fdId],
    incoming: [{ afterMs: 200, message: chatMessage(sharmaElectronics, 'seller', 'Your charger is here') }],
  },
);
/** SPEC.md §4, §8: a message from another seller is a toast, and that seller rises to the top. */
export const MessageFromAnotherSeller: Story = {
  ...incomingElsewhere.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await toastSaying('Sharma Electronics sent a message');
    const log = await canvas.findByRole('log', {}, patiently);
    await expect(within(log).queryByText('Your charger is here')).toBeNull();
    const links = within(canvas.getByRole('navigation', { name: 'Your conversations' })).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName(/^Sharma Electronics/);
  },
};

const switching = chatStory(
  rasoiPath,
  {
    friends: [rasoiGhar, sharmaElectronics],
    conversations: {
      [rasoiGhar.fdId]: shortConversation,
      [sharmaElectronics.fdId]: [chatMessage(sharmaElectronics, 'seller', 'The charger ships tomorrow.')],
    },
  },
  { connect: 'connected' },
);
/** Choosing another seller opens that conversation (and its address); each keeps its own draft. */
export const SwitchSeller: Story = {
  ...switching.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Message to Rasoi Ghar' }, patiently),
      'Draft for Rasoi Ghar',
    );
    await userEvent.click(canvas.getByRole('link', { name: /^Sharma Electronics/ }));
    const log = await canvas.findByRole('log', { name: 'Conversation with Sharma Electronics' }, patiently);
    await expect(within(log).getByText('The charger ships tomorrow.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Sharma Electronics/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message to Sharma Electronics' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('link', { name: /^Rasoi Ghar/ }));
    await expect(
      await canvas.findByRole('textbox', { name: 'Message to Rasoi Ghar' }, patiently),
    ).toHaveValue('Draft for Rasoi Ghar');
  },
};

const reconnecting = chatStory(
  rasoiPath,
  { friends: [rasoiGhar], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'dropped' },
);
/** The connection cannot be made: the countdown to the next attempt, and "Try now" tries at once. */
export const Reconnecting: Story = {
  ...reconnecting.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(
      await canvas.findByText(/^Connection lost\. Trying again in \d+ s\.$/, {}, patiently),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try now' }));
    // The attempt fails again at once: a new, longer wait (1 s, then 2 s, ±20 %).
    await expect(await canvas.findByText(/^Connection lost\. Trying again/, {}, patiently)).toBeVisible();
    // Nobody's presence is known while disconnected.
    await expect(await canvas.findByRole('link', { name: 'Rasoi Ghar Offline' }, patiently)).toBeVisible();
  },
};

const refused = chatStory(rasoiPath, { friends: [rasoiGhar] }, { connect: 'refused' });
/** The server refused the session: the visitor is signed out and sent to the login page, to come back. */
export const Refused: Story = {
  ...refused.story,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Chat' })).toBeNull();
    await expect(localStorage.getItem('customerToken')).toBeNull();
  },
};

const outbox = chatStory(
  rasoiPath,
  { friends: [rasoiGhar], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'connected', answer: { error: 'A message can be at most 2000 characters long' } },
);
/** A refused message stays, marked failed, with Retry and Discard; Discard puts its text back. */
export const FailedMessage: Story = {
  ...outbox.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Rasoi Ghar' }, patiently);
    await userEvent.type(field, 'Too long, say{Enter}');
    await expect(
      await canvas.findByText('Not sent: A message can be at most 2000 characters long', {}, patiently),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry “Too long, say”' }));
    await expect(await canvas.findByText(/^Not sent:/, {}, patiently)).toBeVisible();
    await expect(outbox.fake.sent).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard “Too long, say”' }));
    await expect(canvas.queryByText(/^Not sent:/)).toBeNull();
    await expect(field).toHaveValue('Too long, say');
  },
};

const pending = chatStory(
  rasoiPath,
  { friends: [rasoiGhar], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'connected', answer: 'none' },
);
/** No answer yet: the first message is on its way, the next waits its turn, in the order written. */
export const PendingMessages: Story = {
  ...pending.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Rasoi Ghar' }, patiently);
    await userEvent.type(field, 'First{Enter}');
    await userEvent.type(field, 'Second{Enter}');
    await expect(await canvas.findByText('Sending…')).toBeVisible();
    await expect(canvas.getByText('Waiting to send')).toBeVisible();
    await expect(pending.fake.sent).toEqual([{ sellerId: rasoiGhar.fdId, text: 'First' }]);
  },
};

const loading = chatStory(rasoiPath, { friends: [], hang: true }, { connect: 'connected' });
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(await canvas.findByText('Loading the conversation…', {}, patiently)).toBeVisible();
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

const loadFailed = chatStory(
  `/dashboard/chat/${rasoiGhar.fdId}`,
  { friends: [], failure: { status: 500, error: 'The chat is resting for a minute' } },
  { connect: 'connected' },
);
export const LoadFailed: Story = {
  ...loadFailed.story,
  play: async ({ canvasElement }) => {
    await page(canvasElement);
    const alert = await alertSaying(
      canvasElement,
      'The conversation could not be loaded.',
      'The chat is resting for a minute',
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

const hindi = chatStory(
  rasoiPath,
  { friends: [rasoiGhar, sharmaElectronics], conversations: { [rasoiGhar.fdId]: shortConversation } },
  { connect: 'connected', online: [rasoiGhar.fdId] },
);
export const Hindi: Story = {
  tags: ['visual'],
  ...hindi.story,
  globals: { language: 'hindi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'चैट' }, patiently)).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: 'Rasoi Ghar को संदेश' }, patiently)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rasoi Ghar ऑनलाइन' })).toBeVisible();
  },
};

const phone = chatStory(
  rasoiPath,
  { friends: [rasoiGhar, sharmaElectronics], conversations: { [rasoiGhar.fdId]: longConversation } },
  { connect: 'connected', online: [rasoiGhar.fdId] },
);
export const Phone: Story = {
  ...phone.story,
  globals: onPhone,
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Message to Rasoi Ghar' }, patiently);
    await expect(field).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A visitor who is not signed in is sent to the login page, to come back to this conversation. */
export const SignedOut: Story = {
  args: { path: rasoiPath },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Login' }, patiently)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Chat' })).toBeNull();
  },
};
