import type { ChatFriend, ChatMessage } from '@bazaar/api-client';
import type { ChatSocketCommand, ChatSocketEvent } from '@bazaar/machines';
import { delay } from 'msw';
import { fromCallback } from 'xstate';
import type { ChatSocketFactory } from '../api/chat';
import { http } from './http';
import { layoutCustomer } from './layoutHandlers';

/** Sellers the story customer talks to; pictures are drawn inline so stories need no image server. */
function pictureOf(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="hsl(${hue} 55% 88%)"/><circle cx="40" cy="32" r="16" fill="hsl(${hue} 45% 38%)"/><rect x="16" y="54" width="48" height="18" rx="9" fill="hsl(${hue} 45% 38%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const rasoiGhar: ChatFriend = {
  fdId: '5e11e000-0000-4000-8000-000000000001',
  name: 'Rasoi Ghar',
  image: pictureOf(20),
};
export const sharmaElectronics: ChatFriend = {
  fdId: '5e11e000-0000-4000-8000-000000000002',
  name: 'Sharma Electronics',
  image: pictureOf(210),
};
export const jaipurHandloom: ChatFriend = {
  fdId: '5e11e000-0000-4000-8000-000000000003',
  name: 'Jaipur Handloom',
  image: pictureOf(320),
};

let counter = 0;
/** A stored message between the story customer and `seller`. */
export function chatMessage(seller: ChatFriend, from: 'customer' | 'seller', text: string): ChatMessage {
  counter += 1;
  const own = from === 'customer';
  return {
    _id: `c4a70000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    senderId: own ? layoutCustomer.id : seller.fdId,
    receverId: own ? seller.fdId : layoutCustomer.id,
    senderName: own ? layoutCustomer.name : seller.name,
    message: text,
    createdAt: new Date(Date.UTC(2025, 4, 1, 10, 0, counter)).toISOString(),
  };
}

export const shortConversation: ChatMessage[] = [
  chatMessage(rasoiGhar, 'customer', 'Namaste! Is the mixer grinder still in stock?'),
  chatMessage(rasoiGhar, 'seller', 'Yes, four left. Shall I keep one for you?'),
];

export const longConversation: ChatMessage[] = Array.from({ length: 40 }, (_, index) =>
  index % 2 === 0
    ? chatMessage(rasoiGhar, 'customer', `Question ${index / 2 + 1}: does it come with all three jars?`)
    : chatMessage(
        rasoiGhar,
        'seller',
        `Answer ${(index + 1) / 2}: yes, three jars and two years of warranty.`,
      ),
);

export interface ChatServerScript {
  /** The customer's sellers, most recent first. */
  friends: ChatFriend[];
  /** Each seller's conversation (by fdId); a seller not listed has none yet. */
  conversations?: Record<string, ChatMessage[]>;
  /** `add-customer-friend` fails with this status and text. */
  failure?: { status: 404 | 500; error: string };
  /** Never answers (the loading state). */
  hang?: boolean;
}

/** POST /chat/customer/add-customer-friend as the server answers it for `script`. */
export function chatHandlers(script: ChatServerScript) {
  const known = [rasoiGhar, sharmaElectronics, jaipurHandloom];
  return [
    http.post('/chat/customer/add-customer-friend', async ({ request, response }) => {
      if (script.hang) await delay('infinite');
      if (script.failure?.status === 404) return response(404).json({ error: script.failure.error });
      if (script.failure) return response('default').json({ error: script.failure.error }, { status: 500 });
      const { sellerId } = await request.json();
      const current = sellerId === undefined ? null : (known.find((s) => s.fdId === sellerId) ?? null);
      if (sellerId !== undefined && current === null) {
        return response(404).json({ error: 'This seller does not exist' });
      }
      const friends =
        current && !script.friends.some((f) => f.fdId === current.fdId)
          ? [current, ...script.friends]
          : script.friends;
      return response(200).json({
        messages: current ? (script.conversations?.[current.fdId] ?? []) : [],
        currentFd: current,
        MyFriends: friends,
      });
    }),
  ];
}

export interface FakeSocketScript {
  /** What a connection attempt ends in. */
  connect: 'connected' | 'dropped' | 'refused';
  /** The sellers online (`activeSeller`). */
  online?: string[];
  /** What a sent message gets: stored, refused with the server's text, or no answer at all. */
  answer?: 'stored' | { error: string } | 'none';
  /** Seller messages delivered this long after the first connection. */
  incoming?: { afterMs: number; message: ChatMessage }[];
}

/**
 * A chat socket without a server, for stories: it answers the chat machine as socket.io would, following
 * `script`. `sent` records what the page sent.
 */
export function fakeChatSocket(script: FakeSocketScript): {
  factory: ChatSocketFactory;
  sent: { sellerId: string; text: string }[];
} {
  const sent: { sellerId: string; text: string }[] = [];
  const factory: ChatSocketFactory = () =>
    fromCallback<ChatSocketCommand, { userId: string }>(({ receive, sendBack }) => {
      const report = (event: ChatSocketEvent) => sendBack(event);
      const timers: ReturnType<typeof setTimeout>[] = [];
      const later = (ms: number, run: () => void) => timers.push(setTimeout(run, ms));
      let delivered = false;
      receive((command) => {
        if (command.type === 'connect') {
          later(20, () => {
            if (script.connect === 'dropped') return report({ type: 'chat.socket.disconnected' });
            if (script.connect === 'refused') {
              return report({
                type: 'chat.socket.refused',
                error: 'Your session has ended, please sign in again',
              });
            }
            report({ type: 'chat.socket.connected' });
            report({ type: 'chat.socket.activeSellers', sellerIds: script.online ?? [] });
            if (delivered) return;
            delivered = true;
            for (const { afterMs, message } of script.incoming ?? []) {
              later(afterMs, () => report({ type: 'chat.socket.message', message }));
            }
          });
          return;
        }
        sent.push({ sellerId: command.sellerId, text: command.text });
        const answer = script.answer ?? 'stored';
        if (answer === 'none') return;
        const seller = [rasoiGhar, sharmaElectronics, jaipurHandloom].find(
          (s) => s.fdId === command.sellerId,
        );
        later(20, () => {
          if (answer === 'stored') {
            const message = chatMessage(seller ?? rasoiGhar, 'customer', command.text);
            report({ type: 'chat.socket.acked', localId: command.localId, message });
          } else report({ type: 'chat.socket.rejected', localId: command.localId, error: answer.error });
        });
      });
      return () => {
        for (const timer of timers) clearTimeout(timer);
      };
    });
  return { factory, sent };
}
