import { connect, type Socket } from 'node:net';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatClient, closeClients, connected, listen, pause } from '../chat/chat-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// Short enough for a test; the default is 10 s (SILENT_CONNECTION_SECONDS).
const SILENT_MS = 400;

/** A raw TCP connection to the listening server: nothing is sent unless the test writes it. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect({ host: hostname, port: Number(port) });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  socket.on('error', () => undefined);
  return {
    socket,
    closed,
    write: (text: string) => socket.write(text),
    /** Resolves with everything received once it holds `count` complete HTTP responses' status lines. */
    responses: async (count: number, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
      while (statuses().length < count) {
        if (Date.now() > deadline || socket.destroyed)
          throw new Error(`${count} responses expected, received:\n${received}`);
        await pause(20);
      }
      return statuses();
    },
  };
}

/** The result of a race: the connection closed after n ms, or it was still open after the wait. */
const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, pause(ms).then(() => 'still open' as const)]);

describe('connections that send nothing', () => {
  let shop: TestShop;
  let url: string;
  const open: Array<ReturnType<typeof rawConnection>> = [];
  const raw = () => {
    const connection = rawConnection(url);
    open.push(connection);
    return connection;
  };
  beforeAll(async () => {
    shop = await createTestShop({ silentConnectionMs: SILENT_MS });
    url = await listen(shop.app);
  });
  afterEach(() => {
    closeClients();
    for (const connection of open.splice(0)) connection.socket.destroy();
  });
  afterAll(() => shop?.close());

  it('closes a connection that sends no byte in time', async () => {
    const connection = raw();
    const after = await closedWithin(connection.closed, 5_000);
    expect(after).not.toBe('still open');
    expect(after).toBeGreaterThanOrEqual(SILENT_MS - 50);
  });

  it('keeps a request whose headers arrive slowly, once its first bytes came in time', async () => {
    const connection = raw();
    connection.write('GET /api/health HTTP/1.1\r\n');
    await pause(SILENT_MS * 3);
    connection.write('Host: bazaar.test\r\n\r\n');
    expect(await connection.responses(1)).toEqual([200]);
  });

  it('keeps a request whose body trickles in for longer than the limit', async () => {
    const connection = raw();
    const body = JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' });
    connection.write(
      `POST /api/customer/customer-login HTTP/1.1\r\nHost: bazaar.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    for (const part of [body.slice(0, 10), body.slice(10, 30), body.slice(30)]) {
      await pause(SILENT_MS);
      connection.write(part);
    }
    // Answered (a wrong password): the request was read to its end, not cut.
    expect(await connection.responses(1)).toEqual([401]);
  });

  it('keeps a kept-alive connection that rests between requests', async () => {
    const connection = raw();
    const request = 'GET /api/health HTTP/1.1\r\nHost: bazaar.test\r\n\r\n';
    connection.write(request);
    expect(await connection.responses(1)).toEqual([200]);
    await pause(SILENT_MS * 3);
    connection.write(request);
    expect(await connection.responses(2)).toEqual([200, 200]);
  });

  it('keeps an open chat WebSocket and a chat long-poll that stay quiet', async () => {
    const customer = await registerCustomer(shop);
    const websocket = chatClient(url, customer.token);
    await connected(websocket);
    const polling = io(url, {
      path: '/socket.io',
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      auth: { token: customer.token },
    });
    try {
      await connected(polling);
      await pause(SILENT_MS * 4);
      expect(websocket.connected).toBe(true);
      expect(polling.connected).toBe(true);
      expect(await websocket.timeout(5_000).emitWithAck('add_user', customer.id)).toEqual({ ok: true });
      expect(await polling.timeout(5_000).emitWithAck('add_user', customer.id)).toEqual({ ok: true });
    } finally {
      polling.close();
    }
  });
});
