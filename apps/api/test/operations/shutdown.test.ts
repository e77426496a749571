import { randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDown } from '../../src/operations/shutdown';
import { chatClient, connected, listen } from '../chat/chat-fixtures';
import { createProduct, createSeller, orderBody } from '../orders/order-fixtures';
import { createTestShop, registerCustomer, sellerSession, type TestShop } from '../support/shop';

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

/** An HTTP request sent on a connection opened beforehand: its status and headers, or the connection's error. */
function sendOn(
  socket: Socket,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string } | string> {
  return new Promise((resolve) => {
    const req = request(
      `http://127.0.0.1${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        // Without an agent, the request goes on the connection given here.
        createConnection: () => socket,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(options.body);
  });
}

/** A connection to the shop that the server has accepted (its 'connection' event has fired). */
async function acceptedConnection(shop: TestShop, baseUrl: string): Promise<Socket> {
  const accepted = new Promise<void>((resolve) => shop.app.server.once('connection', () => resolve()));
  const socket = connect(Number(new URL(baseUrl).port), '127.0.0.1');
  await accepted;
  return socket;
}

// Between a balancer and the instances each request has a connection of its own (deploy/nginx.conf), sent as
// soon as the connection is open. A connection the instance accepted just before it stopped listening carries
// a request that is already on its way: answering it 503, or cutting the connection, fails it for good when it
// is a POST, which the balancer does not send elsewhere.
describe('graceful shutdown and connections accepted before it', () => {
  let shop: TestShop;
  let baseUrl: string;
  beforeAll(async () => {
    shop = await createTestShop();
    baseUrl = await listen(shop.app);
  });
  afterAll(() => shop?.close());

  it('serves the request of a connection it accepted before it stopped listening, sent after', async () => {
    const customer = await registerCustomer(shop);
    const sellerId = await createSeller(shop, 'Drain Point');
    const product = await createProduct(shop, { sellerId, price: 300, stock: 5 });
    const socket = await acceptedConnection(shop, baseUrl);

    const exits: number[] = [];
    const stopping = shutDown({
      app: shop.app,
      db: shop.db,
      graceMs: 20_000,
      background: [],
      exit: (code) => exits.push(code),
    });
    await until(() => !shop.app.server.listening, 'the server stops listening');
    expect(await get(baseUrl, '/api/health/live')).toBe('ECONNREFUSED');

    const key = randomUUID();
    const answer = await sendOn(socket, '/api/home/order/place-order', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${customer.token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(orderBody(customer.id, [{ product, quantity: 2 }])),
    });
    expect(answer).toMatchObject({ status: 201, headers: { connection: 'close' } });
    await stopping;
    expect(exits).toEqual([0]);
  });
});

describe('graceful shutdown and a kept-alive connection', () => {
  it('serves a request that arrives while closing on a connection still busy with the one before, and closes it', async () => {
    const shop = await createTestShop();
    const baseUrl = await listen(shop.app);
    const seller = await sellerSession(shop);
    const chat = chatClient(baseUrl, seller.token);
    await connected(chat);
    // The server is closing once it tells chat clients to come back (its preClose hook).
    const closing = new Promise<unknown>((resolve) => chat.once('server_closing', resolve));
    const { rows } = await shop.db.query<{ slug: string }>('SELECT slug FROM products ORDER BY slug LIMIT 1');
    const slug = rows[0]?.slug ?? '';

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
      const socket = await acceptedConnection(shop, baseUrl);
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        received += chunk;
      });
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const takenIn = requestTakenIn(shop);
      socket.write(`GET /api/home/product-details/${slug} HTTP/1.1\r\nHost: shop\r\n\r\n`);
      await takenIn;

      stopping = shutDown({
        app: shop.app,
        db: shop.db,
        graceMs: 20_000,
        background: [],
        exit: (code) => exits.push(code),
      });
      await closing;
      // The next request on the same connection, pipelined behind the one that waits for the database.
      const secondTakenIn = requestTakenIn(shop);
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: shop\r\n\r\n');
      await secondTakenIn;
      release();
      await holder;
      await ended;
      const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
      expect(statuses).toEqual([200, 200]);
      expect(received.split('HTTP/1.1 ')[2]).toMatch(/^200 OK\r\n(.*\r\n)*connection: close\r\n/i);
      await stopping;
      expect(exits).toEqual([0]);
    } finally {
      release();
      await holder;
      await stopping;
      await shop.close().catch(() => undefined);
    }
  });
});
