import type { ChatSocketCommand, ChatSocketInput } from '@bazaar/machines';
import { createContext, type ReactNode, useContext } from 'react';
import type { CallbackActorLogic, EventObject } from 'xstate';
import { chatSocketActor } from './socketActor';

/** The chat machine's `socket` actor for a signed-in customer's token. */
export type ChatSocketFactory = (
  token: string,
) => CallbackActorLogic<ChatSocketCommand, ChatSocketInput, EventObject>;

const ChatSocketContext = createContext<ChatSocketFactory>(chatSocketActor);

/**
 * Puts another socket in place of socket.io (stories, tests): the page then needs no chat server. The real
 * socket is the default, so the app itself provides nothing.
 */
export function ChatSocketProvider({ socket, children }: { socket: ChatSocketFactory; children: ReactNode }) {
  return <ChatSocketContext.Provider value={socket}>{children}</ChatSocketContext.Provider>;
}

export function useChatSocketFactory(): ChatSocketFactory {
  return useContext(ChatSocketContext);
}
