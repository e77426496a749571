import type { ChatSocketCommand, ChatSocketEvent, ChatSocketInput } from '@bazaar/machines';
import type { Socket } from 'socket.io-client';
import { fromCallback } from 'xstate';
import { randomUuid } from '../../randomUuid';
import { activeSellerIdsOf, chatMessageOf, joinAckOf, sendAckOf } from './chatPayloads';

/** How long an acknowledgement may take before the connection counts as lost (docs/chat.md). */
export const ACK_TIMEOUT_MS = 5000;

/**
 * Whether `send_customer_message` carries `clientMessageId`: the server stores a message once per id, so a
 * message resent after a lost acknowledgement (the machine requeues it on a drop) is not stored twice.
 */
export const SEND_CLIENT_MESSAGE_ID = true;

/** The part of socket.io-client the actor uses: `io`, loaded only by the chat page. */
export type ConnectSocket = typeof import('socket.io-client').io;

const loadSocketClient = async (): Promise<ConnectSocket> => (await import('socket.io-client')).io;

export type ChatSocketLogic = ReturnType<typeof chatSocketActor>;

/**
 * The chat machine's `chatSocket` actor around socket.io-client: one socket at a time, socket.io's own
 * reconnection off (the machine owns the backoff), `add_user` on every connection, and every payload checked
 * before it is reported. socket.io-client is imported here on first use, so no other page carries it.
 */
export function chatSocketActor(token: string, load: () => Promise<ConnectSocket> = loadSocketClient) {
  return fromCallback<ChatSocketCommand, ChatSocketInput>(({ input, receive, sendBack }) => {
    const report = (event: ChatSocketEvent) => sendBack(event);
    // The machine's ids (local-1, local-2 …) restart with every visit; the server wants a UUID unique per
    // sender. Each message keeps its UUID for the actor's life, so every resend of it carries the same one.
    const clientIds = new Map<string, string>();
    const clientIdOf = (localId: string) => {
      const known = clientIds.get(localId);
      if (known) return known;
      const id = randomUuid();
      clientIds.set(localId, id);
      return id;
    };
    let socket: Socket | null = null;
    let stopped = false;
    let attempt = 0;

    const close = (closing: Socket | null) => {
      if (!closing) return;
      closing.removeAllListeners();
      closing.disconnect();
    };

    /** The connection is of no more use: close it and tell the machine once. */
    const drop = (dropped: Socket) => {
      if (dropped !== socket) return;
      socket = null;
      close(dropped);
      report({ type: 'chat.socket.disconnected' });
    };

    const connect = async () => {
      attempt += 1;
      const mine = attempt;
      close(socket);
      socket = null;
      let io: ConnectSocket;
      try {
        io = await load();
      } catch {
        // The page's code could not be fetched (offline): the same as a failed connection.
        if (!stopped && mine === attempt) report({ type: 'chat.socket.disconnected' });
        return;
      }
      if (stopped || mine !== attempt) return;
      // WebSocket first: its one connection stays on the instance that accepted it, so the chat works behind
      // a balancer without sticky sessions (long-polling's requests would land on other instances). Polling
      // remains for networks that block WebSocket, where it needs sticky routing (docs/operations.md).
      const opened = io('/', {
        path: '/socket.io',
        auth: { token },
        reconnection: false,
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      });
      socket = opened;

      opened.on('connect', async () => {
        try {
          const ack = joinAckOf(await opened.timeout(ACK_TIMEOUT_MS).emitWithAck('add_user', input.userId));
          if (opened !== socket) return;
          if (ack?.kind === 'joined') report({ type: 'chat.socket.connected' });
          else if (ack?.kind === 'refused') {
            socket = null;
            close(opened);
            report({ type: 'chat.socket.refused', error: ack.error });
          } else drop(opened);
        } catch {
          drop(opened);
        }
      });
      opened.on('connect_error', (error) => {
        if (opened !== socket) return;
        // socket.io leaves a socket active after a network failure and inactive after the server refused
        // the handshake (the token): only the first is worth another try.
        if (opened.active) drop(opened);
        else {
          socket = null;
          close(opened);
          report({ type: 'chat.socket.refused', error: error.message });
        }
      });
      // Any drop, the server's own included (a restart, an ended session): the machine connects again, and a
      // session that has ended is then refused at the handshake.
      opened.on('disconnect', () => drop(opened));
      opened.on('seller_message', (payload: unknown) => {
        const message = chatMessageOf(payload);
        if (message) report({ type: 'chat.socket.message', message });
      });
      opened.on('activeSeller', (payload: unknown) => {
        const sellerIds = activeSellerIdsOf(payload);
        if (sellerIds) report({ type: 'chat.socket.activeSellers', sellerIds });
      });
    };

    const send = async (command: Extract<ChatSocketCommand, { type: 'send' }>) => {
      const sending = socket;
      if (!sending?.connected) {
        // Nothing can go out: the machine puts the message back in line and connects again.
        if (sending) drop(sending);
        else report({ type: 'chat.socket.disconnected' });
        return;
      }
      const payload = SEND_CLIENT_MESSAGE_ID
        ? {
            sellerId: command.sellerId,
            text: command.text,
            clientMessageId: clientIdOf(command.localId),
          }
        : { sellerId: command.sellerId, text: command.text };
      let answer: unknown;
      try {
        answer = await sending.timeout(ACK_TIMEOUT_MS).emitWithAck('send_customer_message', payload);
      } catch {
        // No answer in time: the connection is taken as lost; the message goes again after the reconnect.
        drop(sending);
        return;
      }
      if (stopped) return;
      const ack = sendAckOf(answer);
      if (ack?.kind === 'stored')
        report({ type: 'chat.socket.acked', localId: command.localId, message: ack.message });
      else if (ack?.kind === 'refused')
        report({ type: 'chat.socket.rejected', localId: command.localId, error: ack.error });
      // A malformed answer: the message may or may not be stored, so it is shown as not sent with the
      // generic text rather than twice.
      else report({ type: 'chat.socket.rejected', localId: command.localId, error: '' });
    };

    receive((command) => {
      if (command.type === 'connect') void connect();
      else void send(command);
    });

    return () => {
      stopped = true;
      close(socket);
      socket = null;
    };
  });
}
