import { createContext, type ReactNode, useContext } from 'react';
import type { ChatSocketFactory } from '../../api/chat';
import { chatSocketActor } from './socketActor';

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
