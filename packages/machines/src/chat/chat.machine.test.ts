import type {
  AddCustomerFriendRequest,
  AddCustomerFriendResponse,
  ChatFriend,
  ChatMessage,
} from '@bazaar/api-client/types';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  type ChatInput,
  type ChatSocketCommand,
  type ChatSocketEvent,
  type ChatSocketInput,
  type ChatStateValue,
  chatMachine,
  openDraft,
  outboxOfOpenConversation,
  RECONNECT_MAX_DELAY_MS,
  reconnectDelayMs,
} from './chat.machine';

const CUSTOMER = '7f1c2a9e-5b7d-4c1e-9a51-3f2d8b6c0e11';
const SELLER_A = 'a1a1a1a1-0000-4000-8000-000000000001';
const SELLER_B = 'b2b2b2b2-0000-4000-8000-000000000002';
const SELLER_C = 'c3c3c3c3-0000-4000-8000-000000000003';

const shopA: ChatFriend = { fdId: SELLER_A, name: 'Nagpur Naturals', image: '/images/sellers/a.svg' };
const shopB: ChatFriend = { fdId: SELLER_B, name: 'Orange City Crafts', image: '/images/sellers/b.svg' };

let nextId = 1;
function stored(fields: Partial<ChatMessage> & Pick<ChatMessage, 'senderId' | 'receverId' | 'message'>) {
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return { _id: id, senderName: 'Priya', createdAt: '2025-06-01T10:00:00.000Z', ...fields };
}

function conversationWith(
  seller: ChatFriend | null,
  messages: ChatMessage[] = [],
): AddCustomerFriendResponse {
  return { messages, currentFd: seller, MyFriends: [shopB, shopA] };
}

/** Stands in for the storefront's socket.io actor: records what the machine asks and lets a test answer. */
function fakeSocket() {
  const commands: ChatSocketCommand[] = [];
  const inputs: ChatSocketInput[] = [];
  let back: ((event: ChatSocketEvent) => void) | null = null;
  let starts = 0;
  const logic = fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, sendBack, receive }) => {
    starts += 1;
    inputs.push(input);
    back = sendBack;
    receive((command) => commands.push(command));
  });
  return {
    logic,
    commands,
    inputs,
    starts: () => starts,
    connects: () => commands.filter((c) => c.type === 'connect').length,
    sends: () => commands.filter((c) => c.type === 'send'),
    emit(event: ChatSocketEvent) {
      if (back === null) throw new Error('The socket actor has not started.');
      back(event);
    },
  };
}

function startMachine(
  input: Partial<ChatInput> = {},
  load: (input: AddCustomerFriendRequest) => Promise<AddCustomerFriendResponse> = async ({ sellerId }) =>
    conversationWith(sellerId === SELLER_A ? shopA : sellerId === SELLER_B ? shopB : null),
) {
  const socket = fakeSocket();
  const addCustomerFriend = vi.fn(load);
  const notify = vi.fn<(params: { senderName: string; sellerId: string }) => void>();
  const notifySent = vi.fn();
  const goToSignIn = vi.fn();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        chatSocket: socket.logic,
        addCustomerFriend: fromPromise<AddCustomerFriendResponse, AddCustomerFriendRequest>(
          ({ input: args }) => addCustomerFriend(args),
        ),
      },
      actions: { notify: (_, params) => notify(params), notifySent, goToSignIn },
    }),
    { input: { userId: CUSTOMER, sellerId: null, ...input } },
  );
  actor.start();
  return { actor, socket, addCustomerFriend, notify, notifySent, goToSignIn };
}

type Started = ReturnType<typeof startMachine>;

/** An open conversation with seller A over a live connection. */
async function openWithA(): Promise<Started> {
  const started = startMachine({ sellerId: SELLER_A });
  started.socket.emit({ type: 'chat.socket.connected' });
  await waitFor(started.actor, (s) => s.matches({ conversation: 'open' }));
  return started;
}

function type(actor: Started['actor'], text: string) {
  actor.send({ type: 'chat.draftChanged', text });
}

function write(actor: Started['actor'], text: string) {
  type(actor, text);
  actor.send({ type: 'chat.send' });
}

function ack(socket: Started['socket'], command: ChatSocketCommand | undefined): ChatMessage {
  if (command?.type !== 'send') throw new Error('Expected a send command.');
  const message = stored({ senderId: CUSTOMER, receverId: command.sellerId, message: command.text });
  socket.emit({ type: 'chat.socket.acked', localId: command.localId, message });
  return message;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chatMachine: connection', () => {
  it('asks its one socket to connect as the customer, and is connected once the socket joined', () => {
    const { actor, socket } = startMachine();
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'connecting' });
    expect(socket.inputs).toEqual([{ userId: CUSTOMER }]);
    expect(socket.connects()).toBe(1);
    socket.emit({ type: 'chat.socket.connected' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'connected' });
    expect(socket.starts()).toBe(1);
  });

  it('keeps the online sellers from activeSeller, replaced each time and emptied on a drop', () => {
    const { actor, socket } = startMachine();
    socket.emit({ type: 'chat.socket.connected' });
    socket.emit({ type: 'chat.socket.activeSellers', sellerIds: [SELLER_A, SELLER_B] });
    expect(actor.getSnapshot().context.onlineSellerIds).toEqual([SELLER_A, SELLER_B]);
    socket.emit({ type: 'chat.socket.activeSellers', sellerIds: [SELLER_B] });
    expect(actor.getSnapshot().context.onlineSellerIds).toEqual([SELLER_B]);
    socket.emit({ type: 'chat.socket.disconnected' });
    expect(actor.getSnapshot().context.onlineSellerIds).toEqual([]);
  });

  it('connects again after 1, 2, 4, 8, 16 s and then every 30 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { actor, socket } = startMachine();
    const waits = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000];
    for (const [i, wait] of waits.entries()) {
      socket.emit({ type: 'chat.socket.disconnected' });
      expect(actor.getSnapshot().value).toMatchObject({ connection: 'reconnecting' });
      expect(actor.getSnapshot().context.reconnectAttempts).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(socket.connects()).toBe(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(socket.connects()).toBe(i + 2);
      expect(actor.getSnapshot().value).toMatchObject({ connection: 'connecting' });
    }
  });

  it('starts the backoff again from 1 s after a connection succeeded', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { actor, socket } = startMachine();
    socket.emit({ type: 'chat.socket.disconnected' });
    await vi.advanceTimersByTimeAsync(1000);
    socket.emit({ type: 'chat.socket.disconnected' });
    await vi.advanceTimersByTimeAsync(2000);
    socket.emit({ type: 'chat.socket.connected' });
    expect(actor.getSnapshot().context.reconnectAttempts).toBe(0);
    socket.emit({ type: 'chat.socket.disconnected' });
    await vi.advanceTimersByTimeAsync(999);
    expect(socket.connects()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects()).toBe(4);
  });

  it('spreads each wait by at most a fifth, and never waits longer than 30 s', () => {
    expect(reconnectDelayMs(1, 0)).toBe(800);
    expect(reconnectDelayMs(1, 0.5)).toBe(1000);
    expect(reconnectDelayMs(1, 0.999_999)).toBe(1200);
    expect(reconnectDelayMs(3, 0)).toBe(3200);
    expect(reconnectDelayMs(3, 0.999_999)).toBe(4800);
    expect(reconnectDelayMs(6, 0)).toBe(24_000);
    expect(reconnectDelayMs(6, 0.999_999)).toBe(RECONNECT_MAX_DELAY_MS);
    expect(reconnectDelayMs(2000, 0.999_999)).toBe(RECONNECT_MAX_DELAY_MS);
  });

  it('uses the jittered wait of Math.random', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { socket } = startMachine();
    socket.emit({ type: 'chat.socket.disconnected' });
    await vi.advanceTimersByTimeAsync(799);
    expect(socket.connects()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects()).toBe(2);
  });

  it('connects at once on chat.reconnect, only while waiting to reconnect', async () => {
    vi.useFakeTimers();
    const { actor, socket } = startMachine();
    expect(actor.getSnapshot().can({ type: 'chat.reconnect' })).toBe(false);
    socket.emit({ type: 'chat.socket.disconnected' });
    actor.send({ type: 'chat.reconnect' });
    expect(socket.connects()).toBe(2);
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'connecting' });
    // The cancelled wait does not fire a second attempt later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects()).toBe(2);
    socket.emit({ type: 'chat.socket.connected' });
    expect(actor.getSnapshot().can({ type: 'chat.reconnect' })).toBe(false);
  });

  it('is connected when the socket comes back during the wait, and does not knock again', async () => {
    vi.useFakeTimers();
    const { actor, socket } = startMachine();
    socket.emit({ type: 'chat.socket.connected' });
    socket.emit({ type: 'chat.socket.disconnected' });
    socket.emit({ type: 'chat.socket.connected' });
    expect(actor.getSnapshot().value).toMatchObject({ connection: 'connected' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.connects()).toBe(1);
  });

  const leadUps: [string, ChatSocketEvent[]][] = [
    ['connecting', []],
    ['connected', [{ type: 'chat.socket.connected' }]],
    ['reconnecting', [{ type: 'chat.socket.disconnected' }]],
  ];
  it.each(leadUps)(
    'stops trying and sends the visitor to sign in when the token is refused while %s',
    async (_, before) => {
      vi.useFakeTimers();
      const { actor, socket, goToSignIn } = startMachine();
      for (const event of before) socket.emit(event);
      const connectsBefore = socket.connects();
      socket.emit({ type: 'chat.socket.refused', error: 'Your session has ended, please sign in again' });
      expect(actor.getSnapshot().value).toMatchObject({ connection: 'refused' });
      expect(actor.getSnapshot().context.connectionError).toBe(
        'Your session has ended, please sign in again',
      );
      expect(goToSignIn).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(120_000);
      socket.emit({ type: 'chat.socket.disconnected' });
      socket.emit({ type: 'chat.socket.refused', error: 'Please sign in to chat' });
      actor.send({ type: 'chat.reconnect' });
      await vi.advanceTimersByTimeAsync(120_000);
      expect(socket.connects()).toBe(connectsBefore);
      expect(actor.getSnapshot().value).toMatchObject({ connection: 'refused' });
      expect(goToSignIn).toHaveBeenCalledTimes(1);
    },
  );

  it('shows a readable text when a refusal carries none', () => {
    const { actor, socket } = startMachine();
    socket.emit({ type: 'chat.socket.refused', error: '  ' });
    expect(actor.getSnapshot().context.connectionError).toBe('Something went wrong. Please try again.');
  });
});

describe('chatMachine: opening conversations', () => {
  it('loads the friend list alone without a seller', async () => {
    const { actor, addCustomerFriend } = startMachine();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches({ conversation: 'none' }));
    expect(addCustomerFriend).toHaveBeenCalledWith({ userId: CUSTOMER });
    const { context } = actor.getSnapshot();
    expect(context.friends).toEqual([shopB, shopA]);
    expect(context.messages).toEqual([]);
    expect(context.sellerId).toBeNull();
  });

  it('opens the conversation of the route with its friends and messages', async () => {
    const earlier = stored({ senderId: SELLER_A, receverId: CUSTOMER, message: 'Namaste!' });
    const { actor, addCustomerFriend } = startMachine({ sellerId: ` ${SELLER_A} ` }, async () =>
      conversationWith(shopA, [earlier]),
    );
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(addCustomerFriend).toHaveBeenCalledWith({ userId: CUSTOMER, sellerId: SELLER_A });
    const { context } = actor.getSnapshot();
    expect(context.sellerId).toBe(SELLER_A);
    expect(context.currentFriend).toEqual(shopA);
    expect(context.friends).toEqual([shopB, shopA]);
    expect(context.messages).toEqual([earlier]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it('switches conversations with chat.open, replacing friends and messages', async () => {
    const fromB = stored({ senderId: SELLER_B, receverId: CUSTOMER, message: 'Your parcel left today' });
    const { actor } = startMachine({ sellerId: SELLER_A }, async ({ sellerId }) =>
      sellerId === SELLER_B ? conversationWith(shopB, [fromB]) : conversationWith(shopA),
    );
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    actor.send({ type: 'chat.open', sellerId: SELLER_B });
    // The other seller's messages never show under the new one while it loads.
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.sellerId).toBe(SELLER_B);
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(actor.getSnapshot().context.currentFriend).toEqual(shopB);
    expect(actor.getSnapshot().context.messages).toEqual([fromB]);
  });

  it.each(['older answer last', 'older answer first'])(
    'ignores the answer of a conversation left while it loaded (%s)',
    async (order) => {
      const answers = new Map<string, (value: AddCustomerFriendResponse) => void>();
      const { actor, addCustomerFriend } = startMachine(
        { sellerId: SELLER_A },
        ({ sellerId }) =>
          new Promise<AddCustomerFriendResponse>((resolve) => answers.set(sellerId ?? 'none', resolve)),
      );
      actor.send({ type: 'chat.open', sellerId: SELLER_B });
      expect(addCustomerFriend).toHaveBeenCalledTimes(2);
      const older = () =>
        answers.get(SELLER_A)?.(
          conversationWith(shopA, [stored({ senderId: SELLER_A, receverId: CUSTOMER, message: 'old' })]),
        );
      const newer = () => answers.get(SELLER_B)?.(conversationWith(shopB));
      if (order === 'older answer first') {
        older();
        await Promise.resolve();
        expect(actor.getSnapshot().matches({ conversation: 'loading' })).toBe(true);
        newer();
      } else {
        newer();
        await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
        older();
      }
      await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
      // Time for the older promise's answer to reach the machine, had it still been listening.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      const { context } = actor.getSnapshot();
      expect(context.sellerId).toBe(SELLER_B);
      expect(context.currentFriend).toEqual(shopB);
      expect(context.messages).toEqual([]);
    },
  );

  it('shows the server text when the conversation cannot load, and loads again on chat.open', async () => {
    let fail = true;
    const { actor } = startMachine({ sellerId: SELLER_C }, async ({ sellerId }) => {
      if (fail) throw new Error('This seller does not exist');
      return conversationWith(sellerId === SELLER_A ? shopA : null);
    });
    await waitFor(actor, (s) => s.matches({ conversation: 'loadFailed' }));
    expect(actor.getSnapshot().context.loadError).toBe('This seller does not exist');
    fail = false;
    actor.send({ type: 'chat.open', sellerId: SELLER_A });
    expect(actor.getSnapshot().context.loadError).toBeNull();
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(actor.getSnapshot().context.sellerId).toBe(SELLER_A);
  });

  it('treats a blank seller id as the friend list alone', async () => {
    const { actor, addCustomerFriend } = await openWithA();
    actor.send({ type: 'chat.open', sellerId: '   ' });
    await waitFor(actor, (s) => s.matches({ conversation: 'none' }));
    expect(addCustomerFriend).toHaveBeenLastCalledWith({ userId: CUSTOMER });
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('reads the open conversation again after a reconnect, not after the first connection', async () => {
    const { actor, socket, addCustomerFriend } = await openWithA();
    expect(addCustomerFriend).toHaveBeenCalledTimes(1);
    socket.emit({ type: 'chat.socket.disconnected' });
    actor.send({ type: 'chat.reconnect' });
    socket.emit({ type: 'chat.socket.connected' });
    expect(actor.getSnapshot().matches({ conversation: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(addCustomerFriend).toHaveBeenCalledTimes(2);
    expect(addCustomerFriend).toHaveBeenLastCalledWith({ userId: CUSTOMER, sellerId: SELLER_A });
  });
});

describe('chatMachine: sending', () => {
  it.each(['', '   ', '\n\t '])(
    'does nothing with a blank message (%j) and keeps the composer text',
    async (text) => {
      const { actor, socket, notifySent } = await openWithA();
      type(actor, text);
      expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
      actor.send({ type: 'chat.send' });
      expect(actor.getSnapshot().context.outbox).toEqual([]);
      expect(openDraft(actor.getSnapshot().context)).toBe(text);
      expect(socket.sends()).toEqual([]);
      expect(notifySent).not.toHaveBeenCalled();
    },
  );

  it('sends the trimmed text, shows it pending, and on the ack appends it and announces success', async () => {
    const { actor, socket, notifySent } = await openWithA();
    expect(actor.getSnapshot().context.friends.map((f) => f.fdId)).toEqual([SELLER_B, SELLER_A]);
    write(actor, '  Is this saree available in blue?  ');
    expect(openDraft(actor.getSnapshot().context)).toBe('');
    expect(socket.sends()).toEqual([
      { type: 'send', localId: 'local-1', sellerId: SELLER_A, text: 'Is this saree available in blue?' },
    ]);
    expect(outboxOfOpenConversation(actor.getSnapshot().context)).toEqual([
      {
        localId: 'local-1',
        sellerId: SELLER_A,
        text: 'Is this saree available in blue?',
        status: 'sending',
        error: null,
      },
    ]);
    expect(notifySent).not.toHaveBeenCalled();

    const message = ack(socket, socket.sends()[0]);
    const { context } = actor.getSnapshot();
    expect(context.outbox).toEqual([]);
    expect(context.messages).toEqual([message]);
    expect(notifySent).toHaveBeenCalledTimes(1);
    expect(context.friends.map((f) => f.fdId)).toEqual([SELLER_A, SELLER_B]);
  });

  it('cannot send without an open conversation', async () => {
    const { actor, socket } = startMachine();
    socket.emit({ type: 'chat.socket.connected' });
    await waitFor(actor, (s) => s.matches({ conversation: 'none' }));
    type(actor, 'Hello');
    expect(actor.getSnapshot().can({ type: 'chat.send' })).toBe(false);
    actor.send({ type: 'chat.send' });
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(socket.sends()).toEqual([]);
  });

  it('keeps a draft per seller across switching conversations', async () => {
    const { actor } = await openWithA();
    type(actor, 'For A');
    actor.send({ type: 'chat.open', sellerId: SELLER_B });
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(openDraft(actor.getSnapshot().context)).toBe('');
    type(actor, 'For B');
    actor.send({ type: 'chat.open', sellerId: SELLER_A });
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(openDraft(actor.getSnapshot().context)).toBe('For A');
  });

  it('sends one message at a time, in the order written', async () => {
    const { actor, socket } = await openWithA();
    write(actor, 'one');
    write(actor, 'two');
    write(actor, 'three');
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['one']);
    expect(actor.getSnapshot().context.outbox.map((e) => e.status)).toEqual([
      'sending',
      'pending',
      'pending',
    ]);
    ack(socket, socket.sends()[0]);
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['one', 'two']);
    ack(socket, socket.sends()[1]);
    ack(socket, socket.sends()[2]);
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['one', 'two', 'three']);
    expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual(['one', 'two', 'three']);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('keeps messages written while disconnected and sends them in order after the reconnect', async () => {
    const { actor, socket, notifySent } = await openWithA();
    socket.emit({ type: 'chat.socket.disconnected' });
    write(actor, 'first');
    write(actor, 'second');
    expect(socket.sends()).toEqual([]);
    expect(outboxOfOpenConversation(actor.getSnapshot().context).map((e) => [e.text, e.status])).toEqual([
      ['first', 'pending'],
      ['second', 'pending'],
    ]);

    actor.send({ type: 'chat.reconnect' });
    socket.emit({ type: 'chat.socket.connected' });
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['first']);
    ack(socket, socket.sends()[0]);
    ack(socket, socket.sends()[1]);
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['first', 'second']);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(notifySent).toHaveBeenCalledTimes(2);
  });

  it('sends a message again after a drop that left it unanswered, once', async () => {
    const { actor, socket } = await openWithA();
    write(actor, 'Do you ship to Pune?');
    expect(socket.sends()).toHaveLength(1);
    socket.emit({ type: 'chat.socket.disconnected' });
    expect(actor.getSnapshot().context.outbox.map((e) => e.status)).toEqual(['pending']);
    actor.send({ type: 'chat.reconnect' });
    socket.emit({ type: 'chat.socket.connected' });
    expect(socket.sends()).toHaveLength(2);
    expect(socket.sends()[1]).toEqual(socket.sends()[0]);
    ack(socket, socket.sends()[1]);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(socket.sends()).toHaveLength(2);
  });

  it('does not send again a message whose ack arrives after the drop', async () => {
    const { actor, socket, notifySent } = await openWithA();
    write(actor, 'first');
    write(actor, 'second');
    const first = socket.sends()[0];
    socket.emit({ type: 'chat.socket.disconnected' });
    const message = ack(socket, first);
    expect(actor.getSnapshot().context.outbox.map((e) => e.text)).toEqual(['second']);
    expect(actor.getSnapshot().context.messages).toEqual([message]);

    actor.send({ type: 'chat.reconnect' });
    socket.emit({ type: 'chat.socket.connected' });
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['first', 'second']);
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('shows a message once when a late ack and the ack of its resend both arrive', async () => {
    const { actor, socket, notifySent } = await openWithA();
    write(actor, 'hello');
    socket.emit({ type: 'chat.socket.disconnected' });
    actor.send({ type: 'chat.reconnect' });
    socket.emit({ type: 'chat.socket.connected' });
    const [first, resend] = socket.sends();
    const message = ack(socket, first);
    socket.emit({
      type: 'chat.socket.acked',
      localId: resend?.type === 'send' ? resend.localId : '',
      message,
    });
    expect(actor.getSnapshot().context.messages).toEqual([message]);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('ignores an ack for a message it does not hold', async () => {
    const { actor, socket, notifySent } = await openWithA();
    const before = actor.getSnapshot().context;
    socket.emit({
      type: 'chat.socket.acked',
      localId: 'local-99',
      message: stored({ senderId: CUSTOMER, receverId: SELLER_A, message: 'ghost' }),
    });
    expect(actor.getSnapshot().context).toEqual(before);
    expect(notifySent).not.toHaveBeenCalled();
  });

  it('marks a refused message failed with the server text and goes on with the next', async () => {
    const { actor, socket, notifySent } = await openWithA();
    write(actor, 'x'.repeat(2001));
    write(actor, 'short');
    const [tooLong] = socket.sends();
    socket.emit({
      type: 'chat.socket.rejected',
      localId: tooLong?.type === 'send' ? tooLong.localId : '',
      error: 'A message can be at most 2000 characters long',
    });
    const outbox = actor.getSnapshot().context.outbox;
    expect(outbox[0]).toMatchObject({
      status: 'failed',
      error: 'A message can be at most 2000 characters long',
    });
    expect(outbox[1]).toMatchObject({ text: 'short', status: 'sending' });
    expect(socket.sends()).toHaveLength(2);
    expect(notifySent).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.messages).toEqual([]);
  });

  it('sends a failed message again on chat.retry, behind the ones waiting', async () => {
    const { actor, socket } = await openWithA();
    write(actor, 'first');
    write(actor, 'second');
    const [first] = socket.sends();
    const localId = first?.type === 'send' ? first.localId : '';
    expect(actor.getSnapshot().can({ type: 'chat.retry', localId })).toBe(false);
    socket.emit({ type: 'chat.socket.rejected', localId, error: 'Service unavailable' });
    actor.send({ type: 'chat.retry', localId });
    expect(actor.getSnapshot().context.outbox.map((e) => [e.text, e.status, e.error])).toEqual([
      ['second', 'sending', null],
      ['first', 'pending', null],
    ]);
    ack(socket, socket.sends()[1]);
    ack(socket, socket.sends()[2]);
    expect(socket.sends().map((c) => c.type === 'send' && c.text)).toEqual(['first', 'second', 'first']);
    expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual(['second', 'first']);
  });

  it('gives the text of a discarded message back to an empty composer only', async () => {
    const { actor, socket } = await openWithA();
    write(actor, 'first');
    const [first] = socket.sends();
    const localId = first?.type === 'send' ? first.localId : '';
    expect(actor.getSnapshot().can({ type: 'chat.discard', localId })).toBe(false);
    socket.emit({ type: 'chat.socket.rejected', localId, error: 'Service unavailable' });
    actor.send({ type: 'chat.discard', localId });
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    expect(openDraft(actor.getSnapshot().context)).toBe('first');

    write(actor, 'second');
    const second = socket.sends()[1];
    const secondId = second?.type === 'send' ? second.localId : '';
    socket.emit({ type: 'chat.socket.rejected', localId: secondId, error: 'Service unavailable' });
    type(actor, 'typing something new');
    actor.send({ type: 'chat.discard', localId: secondId });
    expect(openDraft(actor.getSnapshot().context)).toBe('typing something new');
  });

  it('does not show a message acked after leaving its conversation in the new one', async () => {
    const { actor, socket, notifySent } = await openWithA();
    write(actor, 'for A');
    actor.send({ type: 'chat.open', sellerId: SELLER_B });
    await waitFor(actor, (s) => s.matches({ conversation: 'open' }));
    ack(socket, socket.sends()[0]);
    const { context } = actor.getSnapshot();
    expect(context.messages).toEqual([]);
    expect(context.outbox).toEqual([]);
    expect(context.friends[0]?.fdId).toBe(SELLER_A);
    expect(notifySent).toHaveBeenCalledTimes(1);
  });

  it('keeps the outbox when the token is refused', async () => {
    const { actor, socket } = await openWithA();
    write(actor, 'kept');
    socket.emit({ type: 'chat.socket.refused', error: 'Your session has ended, please sign in again' });
    expect(actor.getSnapshot().context.outbox).toMatchObject([{ text: 'kept', status: 'pending' }]);
  });
});

describe('chatMachine: incoming messages', () => {
  it('appends a message of the open conversation once, without a toast', async () => {
    const { actor, socket, notify } = await openWithA();
    const reply = stored({
      senderId: SELLER_A,
      receverId: CUSTOMER,
      senderName: shopA.name,
      message: 'Yes!',
    });
    socket.emit({ type: 'chat.socket.message', message: reply });
    socket.emit({ type: 'chat.socket.message', message: reply });
    const { context } = actor.getSnapshot();
    expect(context.messages).toEqual([reply]);
    expect(context.friends.map((f) => f.fdId)).toEqual([SELLER_A, SELLER_B]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('announces a message of another conversation and raises its sender, without appending it', async () => {
    const { actor, socket, notify } = await openWithA();
    const fromB = stored({ senderId: SELLER_B, receverId: CUSTOMER, senderName: shopB.name, message: 'Hi' });
    const friendsBefore = actor.getSnapshot().context.friends;
    socket.emit({ type: 'chat.socket.message', message: fromB });
    const { context } = actor.getSnapshot();
    expect(context.messages).toEqual([]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ senderName: shopB.name, sellerId: SELLER_B });
    expect(context.friends).toEqual([shopB, ...friendsBefore.filter((f) => f.fdId !== SELLER_B)]);
  });

  it('adds a new seller who writes to the top of the list', async () => {
    const { actor, socket, notify } = await openWithA();
    const fromC = stored({
      senderId: SELLER_C,
      receverId: CUSTOMER,
      senderName: 'Deccan Spices',
      message: 'Hi',
    });
    socket.emit({ type: 'chat.socket.message', message: fromC });
    expect(actor.getSnapshot().context.friends).toEqual([
      { fdId: SELLER_C, name: 'Deccan Spices', image: '' },
      shopB,
      shopA,
    ]);
    expect(notify).toHaveBeenCalledExactlyOnceWith({ senderName: 'Deccan Spices', sellerId: SELLER_C });
  });

  it('announces every message while only the friend list is open', async () => {
    const { actor, socket, notify } = startMachine();
    await waitFor(actor, (s) => s.matches({ conversation: 'none' }));
    const fromA = stored({ senderId: SELLER_A, receverId: CUSTOMER, senderName: shopA.name, message: 'Hi' });
    socket.emit({ type: 'chat.socket.message', message: fromA });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.messages).toEqual([]);
    expect(actor.getSnapshot().context.friends.map((f) => f.fdId)).toEqual([SELLER_A, SELLER_B]);
  });
});

it('offers the UI its two regions', () => {
  expectTypeOf<ChatStateValue>().toEqualTypeOf<{
    connection: 'connecting' | 'connected' | 'reconnecting' | 'refused';
    conversation: 'loading' | 'none' | 'open' | 'loadFailed';
  }>();
});
