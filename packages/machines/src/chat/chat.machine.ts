import type {
  AddCustomerFriendRequest,
  AddCustomerFriendResponse,
  ChatFriend,
  ChatMessage,
} from '@bazaar/api-client/types';
import { assign, fromCallback, fromPromise, type SnapshotFrom, sendTo, setup } from 'xstate';
import { failureText } from '../failureText';

/** The first wait before connecting again; each further failure doubles it (docs/chat.md). */
export const RECONNECT_BASE_DELAY_MS = 1000;
/** No wait between two attempts is longer, so a shopper who comes back online is reconnected within 30 s. */
export const RECONNECT_MAX_DELAY_MS = 30_000;
/**
 * Each wait is spread by up to ±20 %, so that the browsers dropped by one server restart do not all knock
 * again in the same instant.
 */
export const RECONNECT_JITTER = 0.2;

/**
 * The wait before the next connection attempt after `failures` failed ones (1, 2, 4 … 30 s), spread by
 * `random` (0 ≤ random < 1; 0.5 gives the plain figure).
 */
export function reconnectDelayMs(failures: number, random: number): number {
  const doubled = RECONNECT_BASE_DELAY_MS * 2 ** Math.max(0, failures - 1);
  const base = Math.min(RECONNECT_MAX_DELAY_MS, doubled);
  const spread = 1 - RECONNECT_JITTER + 2 * RECONNECT_JITTER * random;
  return Math.min(RECONNECT_MAX_DELAY_MS, Math.round(base * spread));
}

/** A message the customer wrote that the server has not stored yet. */
export interface OutboxEntry {
  /** Given by the machine (`local-1`, `local-2` …); it ties the server's acknowledgement to the entry. */
  localId: string;
  sellerId: string;
  /** Trimmed, as the server stores it. */
  text: string;
  /**
   * `pending`: waits for the connection or for the message before it; `sending`: emitted, no answer yet;
   * `failed`: the server refused it (`error`), it waits for `chat.retry` or `chat.discard`.
   */
  status: 'pending' | 'sending' | 'failed';
  error: string | null;
}

export interface ChatSocketInput {
  userId: string;
}

/**
 * What the machine tells the socket actor. `connect`: open the socket (handshake `auth: { token }`) and join
 * with `add_user`; `send`: emit `send_customer_message` `{ sellerId, text }` with an acknowledgement.
 */
export type ChatSocketCommand =
  | { type: 'connect' }
  | { type: 'send'; localId: string; sellerId: string; text: string };

/**
 * What the socket actor reports back. The actor checks the shape of everything the server sent before it
 * reports it, so the machine only ever sees these events.
 */
export type ChatSocketEvent =
  /** The handshake was accepted and `add_user` acknowledged: messages can flow. */
  | { type: 'chat.socket.connected' }
  /**
   * The socket could not connect, dropped, or an acknowledgement did not come in time (the actor then
   * closes the socket). The machine connects again after a backoff.
   */
  | { type: 'chat.socket.disconnected' }
  /** The server refused the token or ended the session (docs/chat.md): no point in trying again. */
  | { type: 'chat.socket.refused'; error: string }
  /** `seller_message`. */
  | { type: 'chat.socket.message'; message: ChatMessage }
  /** `activeSeller`: the whole list of sellers online, each time. */
  | { type: 'chat.socket.activeSellers'; sellerIds: string[] }
  /** The acknowledgement of `send` with the stored message. */
  | { type: 'chat.socket.acked'; localId: string; message: ChatMessage }
  /** The acknowledgement of `send` with the server's `{ error }`: nothing was stored. */
  | { type: 'chat.socket.rejected'; localId: string; error: string };

export type ChatEvent =
  /** Open the conversation with a seller (the route's sellerId), or null for the friend list alone. */
  | { type: 'chat.open'; sellerId: string | null }
  /** The composer's text of the open conversation. */
  | { type: 'chat.draftChanged'; text: string }
  /** Send the composer's text to the open conversation. */
  | { type: 'chat.send' }
  /** Send a failed message again; it goes behind the messages still waiting. */
  | { type: 'chat.retry'; localId: string }
  /** Drop a failed message; its text goes back into an empty composer so nothing typed is lost. */
  | { type: 'chat.discard'; localId: string }
  /** Connect now instead of waiting for the backoff. */
  | { type: 'chat.reconnect' }
  | ChatSocketEvent;

export interface ChatInput {
  /** The signed-in customer (the dashboard is closed to visitors, SPEC.md §6). */
  userId: string;
  /** The sellerId of /dashboard/chat/{sellerId}, or null on /dashboard/chat. */
  sellerId?: string | null;
}

export interface ChatContext {
  userId: string;
  /** The conversation open, or being opened; null shows the friend list alone. */
  sellerId: string | null;
  /** The seller of the open conversation, as the server answered it. */
  currentFriend: ChatFriend | null;
  /** Most recent conversation first. */
  friends: ChatFriend[];
  /** The open conversation, oldest first; only messages the server stored. */
  messages: ChatMessage[];
  /** From `activeSeller`; emptied while disconnected, since nobody can tell then. */
  onlineSellerIds: string[];
  /** Messages written but not stored yet, in the order they were written, for every seller. */
  outbox: OutboxEntry[];
  /** The composer's text per seller, so switching conversations loses nothing. */
  drafts: Record<string, string>;
  nextLocalId: number;
  /** Failed attempts since the last connection; sets the backoff. */
  reconnectAttempts: number;
  hasConnected: boolean;
  /** The server's text when it refused the token. */
  connectionError: string | null;
  /** The server's text when opening the conversation failed. */
  loadError: string | null;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function draftOf(context: ChatContext): string {
  return context.sellerId === null ? '' : (context.drafts[context.sellerId] ?? '');
}

/** The friend first and the others in their order; `fallback` is added when the list lacks the friend. */
function moveToTop(friends: ChatFriend[], fdId: string, fallback: ChatFriend | null): ChatFriend[] {
  const friend = friends.find((f) => f.fdId === fdId) ?? fallback;
  if (friend === null) return friends;
  return [friend, ...friends.filter((f) => f.fdId !== fdId)];
}

/** A sender the list does not know yet; the server's picture arrives with the next load of the list. */
function senderOf(message: ChatMessage): ChatFriend {
  return { fdId: message.senderId, name: message.senderName, image: '' };
}

function appendOnce(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((m) => m._id === message._id) ? messages : [...messages, message];
}

/** The open conversation's messages still on their way or refused, to show after the stored ones. */
export function outboxOfOpenConversation(context: ChatContext): OutboxEntry[] {
  return context.outbox.filter((entry) => entry.sellerId === context.sellerId);
}

/** The composer's text of the open conversation. */
export function openDraft(context: ChatContext): string {
  return draftOf(context);
}

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    // The storefront provides a callback actor around socket.io-client (with socket.io's own reconnection
    // turned off: this machine owns the backoff).
    chatSocket: fromCallback<ChatSocketCommand, ChatSocketInput>(() => {
      throw new Error('The chatSocket actor is not provided.');
    }),
    // The storefront provides the call: POST /chat/customer/add-customer-friend.
    // Without a sellerId it answers the friend list alone.
    addCustomerFriend: fromPromise<AddCustomerFriendResponse, AddCustomerFriendRequest>(async () => {
      throw new Error('The addCustomerFriend actor is not provided.');
    }),
  },
  actions: {
    /** SPEC.md §8: the toast "Message Send Success"; provided by the storefront. */
    notifySent: () => {},
    /** SPEC.md §8: the toast "{sender} sent a message" for another conversation; provided by the storefront. */
    notify: (_, _params: { senderName: string; sellerId: string }) => {},
    /** The token was refused: the storefront sends the visitor to /login. */
    goToSignIn: () => {},
    connectSocket: sendTo('socket', { type: 'connect' } satisfies ChatSocketCommand),
    /** The first waiting message goes out; `hasNextToSend` checked that none is on its way. */
    markNextSending: assign({
      outbox: ({ context }) => {
        const next = context.outbox.find((entry) => entry.status === 'pending');
        return context.outbox.map((entry) =>
          entry === next ? { ...entry, status: 'sending' as const } : entry,
        );
      },
    }),
    emitSending: sendTo('socket', ({ context }): ChatSocketCommand => {
      const entry = context.outbox.find((e) => e.status === 'sending');
      if (entry === undefined) throw new Error('Sending needs a message marked as sending.');
      return { type: 'send', localId: entry.localId, sellerId: entry.sellerId, text: entry.text };
    }),
    /**
     * A message emitted on a connection that dropped got no answer: it waits again and goes out after the
     * reconnect. An acknowledgement arriving late still settles it (see `settleAcked`).
     */
    requeueSending: assign({
      outbox: ({ context }) =>
        context.outbox.map((entry) =>
          entry.status === 'sending' ? { ...entry, status: 'pending' as const } : entry,
        ),
    }),
    rememberRefusal: assign({
      connectionError: ({ event }) =>
        event.type === 'chat.socket.refused' ? (present(event.error) ?? failureText(null)) : null,
      onlineSellerIds: [],
    }),
    queueDraft: assign(({ context }) => {
      const sellerId = context.sellerId;
      if (sellerId === null) return {};
      const entry: OutboxEntry = {
        localId: `local-${context.nextLocalId}`,
        sellerId,
        text: draftOf(context).trim(),
        status: 'pending',
        error: null,
      };
      return {
        outbox: [...context.outbox, entry],
        drafts: { ...context.drafts, [sellerId]: '' },
        nextLocalId: context.nextLocalId + 1,
      };
    }),
    /** Only for an entry still in the outbox (guard `isOutboxEntry`). */
    settleAcked: assign(({ context, event }) => {
      if (event.type !== 'chat.socket.acked') return {};
      const entry = context.outbox.find((e) => e.localId === event.localId);
      if (entry === undefined) return {};
      const isOpen = entry.sellerId === context.sellerId;
      return {
        outbox: context.outbox.filter((e) => e.localId !== entry.localId),
        messages: isOpen ? appendOnce(context.messages, event.message) : context.messages,
        // SPEC.md §4: after sending, the recipient moves to the top of the friend list.
        friends: moveToTop(
          context.friends,
          entry.sellerId,
          context.currentFriend?.fdId === entry.sellerId ? context.currentFriend : null,
        ),
      };
    }),
    markRejected: assign({
      outbox: ({ context, event }) => {
        if (event.type !== 'chat.socket.rejected') return context.outbox;
        return context.outbox.map((entry) =>
          entry.localId === event.localId
            ? { ...entry, status: 'failed' as const, error: present(event.error) ?? failureText(null) }
            : entry,
        );
      },
    }),
    appendIncoming: assign(({ context, event }) => {
      if (event.type !== 'chat.socket.message') return {};
      const { message } = event;
      return {
        messages: appendOnce(context.messages, message),
        friends: moveToTop(context.friends, message.senderId, context.currentFriend ?? senderOf(message)),
      };
    }),
    /** SPEC.md §4: a message of another conversation is not shown there; its sender rises in the list. */
    raiseSender: assign({
      friends: ({ context, event }) =>
        event.type === 'chat.socket.message'
          ? moveToTop(context.friends, event.message.senderId, senderOf(event.message))
          : context.friends,
    }),
  },
  guards: {
    // One message on its way at a time, so the server stores them in the order they were written.
    hasNextToSend: ({ context }) =>
      !context.outbox.some((entry) => entry.status === 'sending') &&
      context.outbox.some((entry) => entry.status === 'pending'),
    hasDraft: ({ context }) => context.sellerId !== null && draftOf(context).trim() !== '',
    hasConnectedBefore: ({ context }) => context.hasConnected,
    isFailedEntry: ({ context, event }) =>
      (event.type === 'chat.retry' || event.type === 'chat.discard') &&
      context.outbox.some((entry) => entry.localId === event.localId && entry.status === 'failed'),
    isOutboxEntry: ({ context, event }) =>
      event.type === 'chat.socket.acked' && context.outbox.some((entry) => entry.localId === event.localId),
    isForOpenConversation: ({ context, event }) =>
      event.type === 'chat.socket.message' && event.message.senderId === context.sellerId,
    isSentEntry: ({ context, event }) =>
      event.type === 'chat.socket.rejected' &&
      context.outbox.some((entry) => entry.localId === event.localId && entry.status !== 'failed'),
  },
  delays: {
    reconnectDelay: ({ context }) => reconnectDelayMs(context.reconnectAttempts, Math.random()),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({
    userId: input.userId,
    sellerId: present(input.sellerId),
    currentFriend: null,
    friends: [],
    messages: [],
    onlineSellerIds: [],
    outbox: [],
    drafts: {},
    nextLocalId: 1,
    reconnectAttempts: 0,
    hasConnected: false,
    connectionError: null,
    loadError: null,
  }),
  // One socket actor for the machine's life: a late acknowledgement of an earlier connection still reaches
  // the outbox, so a message stored just before a drop is not sent again.
  invoke: { id: 'socket', src: 'chatSocket', input: ({ context }) => ({ userId: context.userId }) },
  on: {
    'chat.draftChanged': {
      actions: assign({
        drafts: ({ context, event }) =>
          context.sellerId === null ? context.drafts : { ...context.drafts, [context.sellerId]: event.text },
      }),
    },
    'chat.retry': {
      guard: 'isFailedEntry',
      actions: [
        assign({
          // Behind the messages still waiting: a retry is a new send, and those were written first.
          outbox: ({ context, event }) => {
            const entry = context.outbox.find((e) => e.localId === event.localId);
            if (entry === undefined) return context.outbox;
            const others = context.outbox.filter((e) => e.localId !== event.localId);
            return [...others, { ...entry, status: 'pending' as const, error: null }];
          },
        }),
      ],
    },
    'chat.discard': {
      guard: 'isFailedEntry',
      actions: assign(({ context, event }) => {
        const entry = context.outbox.find((e) => e.localId === event.localId);
        if (entry === undefined) return {};
        const draft = context.drafts[entry.sellerId] ?? '';
        return {
          outbox: context.outbox.filter((e) => e.localId !== event.localId),
          drafts: draft.trim() === '' ? { ...context.drafts, [entry.sellerId]: entry.text } : context.drafts,
        };
      }),
    },
    // Without an outbox entry it is a repeated acknowledgement, already shown once: nothing happens.
    'chat.socket.acked': { guard: 'isOutboxEntry', actions: ['settleAcked', 'notifySent'] },
    'chat.socket.rejected': { guard: 'isSentEntry', actions: ['markRejected'] },
    'chat.socket.message': [
      { guard: 'isForOpenConversation', actions: 'appendIncoming' },
      {
        actions: [
          'raiseSender',
          {
            type: 'notify',
            params: ({ event }) => ({
              senderName: event.message.senderName,
              sellerId: event.message.senderId,
            }),
          },
        ],
      },
    ],
    'chat.socket.activeSellers': {
      actions: assign({ onlineSellerIds: ({ event }) => [...event.sellerIds] }),
    },
  },
  states: {
    connection: {
      initial: 'connecting',
      states: {
        connecting: {
          entry: 'connectSocket',
          on: {
            'chat.socket.refused': { target: 'refused', actions: ['requeueSending', 'rememberRefusal'] },
            'chat.socket.connected': { target: 'connected' },
            'chat.socket.disconnected': { target: 'reconnecting' },
          },
        },
        connected: {
          entry: assign({ reconnectAttempts: 0, hasConnected: true, connectionError: null }),
          // Checked after every event while connected: a new message, an acknowledgement, a retry.
          always: { guard: 'hasNextToSend', actions: ['markNextSending', 'emitSending'] },
          on: {
            'chat.socket.refused': { target: 'refused', actions: ['requeueSending', 'rememberRefusal'] },
            'chat.socket.disconnected': {
              target: 'reconnecting',
              actions: ['requeueSending', assign({ onlineSellerIds: [] })],
            },
          },
        },
        reconnecting: {
          entry: assign({ reconnectAttempts: ({ context }) => context.reconnectAttempts + 1 }),
          after: { reconnectDelay: { target: 'connecting' } },
          on: {
            'chat.reconnect': { target: 'connecting' },
            'chat.socket.refused': { target: 'refused', actions: ['requeueSending', 'rememberRefusal'] },
            // The socket came back by itself: nothing to wait for.
            'chat.socket.connected': { target: 'connected' },
          },
        },
        // The page sends the visitor to /login (SPEC.md §5); the outbox is kept, nothing is retried, and a
        // second refusal does not navigate again.
        refused: { entry: 'goToSignIn' },
      },
    },
    conversation: {
      initial: 'loading',
      on: {
        'chat.open': {
          // Entering `loading` again, even from `loading`, stops the load on its way: an older answer is
          // never applied.
          target: '.loading',
          actions: assign(({ context, event }) => {
            const sellerId = present(event.sellerId);
            if (sellerId === context.sellerId) return { loadError: null };
            return { sellerId, currentFriend: null, messages: [], loadError: null };
          }),
        },
      },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'addCustomerFriend',
            input: ({ context }): AddCustomerFriendRequest =>
              context.sellerId === null
                ? { userId: context.userId }
                : { userId: context.userId, sellerId: context.sellerId },
            onDone: [
              {
                guard: ({ event }) => event.output.currentFd !== null,
                target: 'open',
                actions: assign(({ event }) => ({
                  friends: event.output.MyFriends,
                  messages: event.output.messages,
                  currentFriend: event.output.currentFd,
                  sellerId: event.output.currentFd?.fdId ?? null,
                })),
              },
              {
                target: 'none',
                actions: assign(({ event }) => ({
                  friends: event.output.MyFriends,
                  messages: [],
                  currentFriend: null,
                  sellerId: null,
                })),
              },
            ],
            onError: {
              target: 'loadFailed',
              actions: assign({ loadError: ({ event }) => failureText(event.error) }),
            },
          },
          on: {
            // Reloading the same conversation (after a reconnect) keeps the composer usable.
            'chat.send': { guard: 'hasDraft', actions: ['queueDraft'] },
          },
        },
        none: {},
        open: {
          on: {
            // SPEC.md §5: only a text that is not blank once trimmed; otherwise nothing happens.
            'chat.send': { guard: 'hasDraft', actions: ['queueDraft'] },
            // Seller messages sent while the socket was down were not delivered: read them again.
            'chat.socket.connected': { guard: 'hasConnectedBefore', target: 'loading' },
          },
        },
        // `chat.open` (the page's "Try again") loads again.
        loadFailed: {},
      },
    },
  },
});

export type ChatStateValue = SnapshotFrom<typeof chatMachine>['value'];
