import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDown } from '../../src/operations/shutdown';
import { chatClient, connected, listen } from '../chat/chat-fixtures';
import { createTestShop, sellerSession, type TestShop } from '../support/shop';

/** A GET on a connection of its own (no keep-alive pool): its status, or the connection's error code. */
function get(baseUrl: string, path: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/**
 * Resolves once the server has taken a request in: Node emits 'request' once its headers are read, and the
 * listeners before this one (socket.io's, then Fastify's) have routed it by then.
 */
function requestTakenIn(shop: TestShop): Promise<void> {
  return new Promise((resolve) => shop.app.server.once('request', () => resolve()));
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('graceful shutdown', () => {
  let shop: TestShop;
  let baseUrl: string;
  let slug: string;
  beforeAll(async () => {
    shop = await createTestShop();
    baseUrl = await listen(shop.app);
    const { rows } = await shop.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY slug LIMIT 1');
    slug = rows[0]?.slug ?? '';
  });
  afterAll(() => shop?.close());

  it('finishes the request under way, refuses new ones, tells chat clients to come back, then exits 0', async () => {
    const seller = await sellerSession(shop);
    const socket = chatClient(baseUrl, seller.token);
    await connected(socket);
    const hint = new Promise<unknown>((resolve) => socket.once('server_closing', resolve));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    // A transaction that holds the products table keeps the product page's request waiting on the database.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = shop.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      locked();
      await held;
    });
    await isLocked;
    let answered = false;
    const takenIn = requestTakenIn(shop);
    const underWay = get(baseUrl, `/api/home/product-details/${slug}`).then((status) => {
      answered = true;
      return status;
    });
    // The request has reached the server and waits for the database.
    await takenIn;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);

    const exits: number[] = [];
    const stopping = shutDown({
      app: shop.app,
      db: shop.db,
      graceMs: 20_000,
      background: [],
      exit: (code) => exits.push(code),
    });
    expect(shop.app.readiness.isDraining).toBe(true);
    await until(() => !shop.app.server.listening, 'the server stops listening');
    expect(await get(baseUrl, '/api/health/live')).toBe('ECONNREFUSED');
    expect(await hint).toEqual({ reconnectAfterMs: expect.any(Number) });
    // A lost transport, not socket.io's "io server disconnect": clients connect again by themselves.
    expect(await dropped).toBe('transport close');
    expect(answered).toBe(false);
    expect(exits).toEqual([]);

    release();
    await holder;
    expect(await underWay).toBe(200);
    await stopping;
    expect(exits).toEqual([0]);
  });
});

describe('graceful shutdown past its grace period', () => {
  it('cuts the connections still open and exits 1', async () => {
    const shop = await createTestShop();
    const baseUrl = await listen(shop.app);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = shop.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
      locked();
      await held;
    });
    const exits: number[] = [];
    let stopping: Promise<void> = Promise.resolve();
    try {
      await isLocked;
      const takenIn = requestTakenIn(shop);
      const underWay = get(baseUrl, '/api/home/product-details/anything');
      await takenIn;
      const exited = new Promise<void>((resolve) => {
        stopping = shutDown({
          app: shop.app,
          db: shop.db,
          graceMs: 300,
          background: [],
          exit: (code) => {
            exits.push(code);
            resolve();
          },
        });
      });
      await exited;
      expect(exits).toEqual([1]);
      expect(await underWay).toBe('ECONNRESET');
    } finally {
      release();
      await holder;
      // The rest of the shutdown still runs, and exits no second time.
      await stopping;
      expect(exits).toEqual([1]);
      await shop.close();
    }
  });
});
