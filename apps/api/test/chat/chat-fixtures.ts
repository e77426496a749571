import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { sellerSession, type TestShop } from '../support/shop';

/** A seller of its own (name, shop and a live session), so tests do not share conversations. */
export async function newSeller(shop: TestShop, shopName: string) {
  const email = `seller-${randomUUID()}@example.in`;
  await shop.db.query(
    `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
     VALUES ($1, $2, 'not-a-real-hash', $3, 'Pune', 'Maharashtra')`,
    [`Owner of ${shopName}`, email, shopName],
  );
  return sellerSession(shop, email);
}

/** Starts the app on a free loopback port and answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

const open: Socket[] = [];

/** A chat client as the storefront opens it: websocket, `auth: { token }`, no reconnection. */
export function chatClient(baseUrl: string, token?: string): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
  });
  open.push(socket);
  return socket;
}

/** Closes every client the test opened. */
export function closeClients(): void {
  for (const socket of open.splice(0)) socket.close();
}

/** Resolves when the socket is connected; rejects with the server's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** The refusal a socket gets on connecting (its connect_error message). */
export function refusal(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was let in')));
    socket.once('connect_error', (err) => resolve(err.message));
  });
}

/** The next payload of an event, or a rejection after timeoutMs. */
export function nextEvent<T = unknown>(socket: Socket, event: string, timeoutMs = 5_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Every payload of an event received from now on (to check that something did NOT arrive). */
export function collect<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

/** The next activeSeller list that satisfies a condition (presence updates may come in any number). */
export function activeSellersWhere(
  socket: Socket,
  condition: (sellerIds: string[]) => boolean,
  timeoutMs = 5_000,
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('activeSeller', listener);
      reject(new Error(`no matching activeSeller within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (list: Array<{ sellerId: string }>) => {
      const ids = list.map((entry) => entry.sellerId);
      if (!condition(ids)) return;
      clearTimeout(timer);
      socket.off('activeSeller', listener);
      resolve(ids);
    };
    socket.on('activeSeller', listener);
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
