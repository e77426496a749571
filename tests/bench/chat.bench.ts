// `npm run bench:chat`: chat delivery on one API instance (embedded PGlite, no Redis) with many customers online.
// 1,000 customer sockets and a few seller sockets stay connected while messages go out at a steady rate, half
// from customers to their seller and half from sellers back to a customer; every message's delivery latency
// (emit → the recipient's event, both ends in this process, so on one clock) is measured.
//
//   npm run bench:chat
//   npm run bench:chat -- --sockets 1000 --rate 200 --seconds 20 --sellers 4
//
// The goal (SPEC, chat): p99 delivery ≤ 50 ms and no message lost (every acknowledged message delivered within
// 5 s). Missing the goal is a result and exits 0; a bench that cannot run (the API does not start, the data
// cannot be prepared) exits 1.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { TokenService } from '../../apps/api/src/auth/tokens';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { hashPassword } from '../../apps/api/src/db/password';
import { seedIfEmpty } from '../../apps/api/src/seed/seed';
import { freePort } from '../e2e/support/shop';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    sellers: { type: 'string', default: '4' },
  },
});

function whole(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min}, got "${value}"`);
    process.exit(1);
  }
  return n;
}
const SOCKETS = whole('sockets', args.sockets, 1);
const RATE = whole('rate', args.rate, 1);
const SECONDS = whole('seconds', args.seconds, 1);
const SELLERS = whole('sellers', args.sellers, 1);
/** A message not delivered within this long counts as lost (it is also the acknowledgement timeout). */
const LOST_AFTER_MS = 5_000;
const GOAL_P99_MS = 50;

interface Account {
  id: string;
  token: string;
}

// ---------------------------------------------------------------- data, straight into the database

/**
 * Customers, sellers' sessions and the customers' conversations are written directly (one statement each)
 * before the API starts: registering 1,000 accounts through the API would measure scrypt and the rate limit.
 * The API then opens the same data directory and signs with the same secret, so the tokens are genuine.
 */
async function prepare(dataDir: string, secret: string) {
  const started = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const tokens = new TokenService(new TextEncoder().encode(secret));
    const passwordHash = await hashPassword(randomBytes(24).toString('base64'));
    const customers = await db.query<{ id: string; name: string; email: string; sid: string }>(
      `WITH made AS (
         INSERT INTO customers (name, email, password_hash)
         SELECT 'Bench Customer ' || n, 'bench-' || n || '@example.in', $2
         FROM generate_series(1, $1::int) AS n
         RETURNING id, name, email
       ), opened AS (
         INSERT INTO sessions (subject_id, role) SELECT id, 'customer' FROM made RETURNING id, subject_id
       )
       SELECT made.id, made.name, made.email, opened.id AS sid
       FROM made JOIN opened ON opened.subject_id = made.id
       ORDER BY made.email`,
      [SOCKETS, passwordHash],
    );
    const sellers = await db.query<{ id: string; name: string; email: string; sid: string }>(
      `WITH chosen AS (SELECT id, name, email FROM sellers ORDER BY email LIMIT $1),
       opened AS (
         INSERT INTO sessions (subject_id, role) SELECT id, 'seller' FROM chosen RETURNING id, subject_id
       )
       SELECT chosen.id, chosen.name, chosen.email, opened.id AS sid
       FROM chosen JOIN opened ON opened.subject_id = chosen.id
       ORDER BY chosen.email`,
      [SELLERS],
    );
    if (customers.rows.length !== SOCKETS) throw new Error(`made ${customers.rows.length} customers`);
    if (sellers.rows.length !== SELLERS)
      throw new Error(`--sellers ${SELLERS}: the seeded shop has only ${sellers.rows.length} sellers`);
    // Customer i talks to seller i mod SELLERS; the conversation exists, so the seller may answer at once.
    await db.query(
      `INSERT INTO chat_friends (customer_id, seller_id)
       SELECT c.id, s.id
       FROM unnest($1::uuid[]) WITH ORDINALITY AS c(id, n)
       JOIN unnest($2::uuid[]) WITH ORDINALITY AS s(id, n) ON s.n = ((c.n - 1) % $3) + 1`,
      [customers.rows.map((row) => row.id), sellers.rows.map((row) => row.id), SELLERS],
    );
    const sign = async (
      row: { id: string; name: string; email: string; sid: string },
      role: 'customer' | 'seller',
    ) => ({
      id: row.id,
      token: await tokens.sign({ id: row.id, name: row.name, email: row.email, role, sid: row.sid }),
    });
    return {
      customers: await Promise.all(customers.rows.map((row) => sign(row, 'customer'))),
      sellers: await Promise.all(sellers.rows.map((row) => sign(row, 'seller'))),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- the API, in a process of its own

async function startApi(
  dataDir: string,
  secret: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  // The API alone, from its sources (no storefront build): the chat is all this bench measures.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the API did not answer /api/health within 120 s:\n${output}`);
}

// ---------------------------------------------------------------- sockets

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 10_000,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function join(socket: Socket, event: 'add_user' | 'add_seller', id: string): Promise<void> {
  const answer: unknown = await socket.timeout(LOST_AFTER_MS).emitWithAck(event, id, {});
  if (typeof answer !== 'object' || answer === null || !('ok' in answer))
    throw new Error(`${event} was refused: ${JSON.stringify(answer)}`);
}

/** Opens `accounts.length` sockets, `batch` handshakes at a time; failures are counted, not fatal. */
async function openAll(
  url: string,
  accounts: Account[],
  event: 'add_user' | 'add_seller',
  batch: number,
): Promise<{ sockets: Array<Socket | undefined>; failures: string[] }> {
  const sockets: Array<Socket | undefined> = new Array(accounts.length).fill(undefined);
  const failures: string[] = [];
  for (let start = 0; start < accounts.length; start += batch) {
    await Promise.all(
      accounts.slice(start, start + batch).map(async (account, offset) => {
        try {
          const socket = await connect(url, account.token);
          await join(socket, event, account.id);
          sockets[start + offset] = socket;
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }),
    );
  }
  return { sockets, failures };
}

// ---------------------------------------------------------------- figures

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));

interface Sent {
  direction: 'customer → seller' | 'seller → customer';
  sentAt: number;
  ackedAt?: number;
  deliveredAt?: number;
  /** The server's `{ error }`: nothing was stored, so the message is an error, not a lost one. */
  refused?: string;
  /** No acknowledgement within 5 s: an error, and lost too unless it was delivered in time. */
  unacknowledged?: boolean;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-chat-bench-'));
  const secret = randomBytes(48).toString('base64url');
  let api: { url: string; stop: () => Promise<void> } | undefined;
  const open: Socket[] = [];
  try {
    const data = await prepare(dataDir, secret);
    console.log(
      `Prepared ${SOCKETS} customers with sessions and ${SELLERS} sellers on PGlite in ${data.seconds.toFixed(1)} s`,
    );
    api = await startApi(dataDir, secret);

    const connectStarted = performance.now();
    const sellerSockets = await openAll(api.url, data.sellers, 'add_seller', SELLERS);
    const customerSockets = await openAll(api.url, data.customers, 'add_user', 50);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    for (const socket of [...sellerSockets.sockets, ...customerSockets.sockets])
      if (socket) open.push(socket);
    const connectFailures = [...sellerSockets.failures, ...customerSockets.failures];
    console.log(
      `Connected ${open.length} of ${SOCKETS + SELLERS} sockets in ${connectSeconds.toFixed(1)} s` +
        (connectFailures.length ? ` (${connectFailures.length} failed: ${connectFailures[0]})` : ''),
    );
    if (sellerSockets.failures.length === SELLERS) throw new Error('no seller socket could connect');

    const sent = new Map<string, Sent>();
    const onArrival = (payload: unknown) => {
      const at = performance.now();
      if (typeof payload !== 'object' || payload === null || !('message' in payload)) return;
      const key = typeof payload.message === 'string' ? payload.message : '';
      const entry = sent.get(key);
      if (entry && entry.deliveredAt === undefined) entry.deliveredAt = at;
    };
    for (const socket of sellerSockets.sockets) socket?.on('customer_message', onArrival);
    for (const socket of customerSockets.sockets) socket?.on('seller_message', onArrival);

    // Senders that could connect, each customer with its seller (index mod SELLERS, as prepared).
    const pairs = data.customers.flatMap((customer, index) => {
      const customerSocket = customerSockets.sockets[index];
      const sellerSocket = sellerSockets.sockets[index % SELLERS];
      const seller = data.sellers[index % SELLERS];
      return customerSocket && sellerSocket && seller
        ? [{ customer, seller, customerSocket, sellerSocket }]
        : [];
    });
    if (pairs.length === 0) throw new Error('no customer and seller pair is connected');

    const total = RATE * SECONDS;
    const sendOne = (n: number) => {
      const pair = pairs[Math.floor(n / 2) % pairs.length];
      if (!pair) return;
      const fromCustomer = n % 2 === 0;
      const text = `bench message ${n}`;
      const entry: Sent = {
        direction: fromCustomer ? 'customer → seller' : 'seller → customer',
        sentAt: performance.now(),
      };
      sent.set(text, entry);
      const [socket, event, payload] = fromCustomer
        ? [pair.customerSocket, 'send_customer_message', { sellerId: pair.seller.id, text }]
        : [pair.sellerSocket, 'send_seller_message', { customerId: pair.customer.id, text }];
      socket
        .timeout(LOST_AFTER_MS)
        .emitWithAck(event, payload)
        .then((answer: unknown) => {
          if (typeof answer === 'object' && answer !== null && 'error' in answer)
            entry.refused = String(answer.error);
          else entry.ackedAt = performance.now();
        })
        .catch(() => {
          entry.unacknowledged = true;
        });
    };

    // A steady rate: every tick sends what the schedule says should have gone out by now.
    console.log(`Sending ${total} messages at ${RATE}/s for ${SECONDS} s…`);
    const sendStarted = performance.now();
    let next = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - sendStarted) / 1000) * RATE));
        while (next < due) sendOne(next++);
        if (next >= total) resolve();
        else setTimeout(tick, 2);
      };
      tick();
    });
    const sendSeconds = (performance.now() - sendStarted) / 1000;

    // Everything still outstanding gets its full 5 s.
    const lastSentAt = performance.now();
    while (performance.now() - lastSentAt < LOST_AFTER_MS + 500) {
      const waiting = [...sent.values()].some(
        (entry) => entry.deliveredAt === undefined && entry.refused === undefined && !entry.unacknowledged,
      );
      if (!waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    const entries = [...sent.values()];
    const refused = entries.filter((entry) => entry.refused !== undefined);
    const unacknowledged = entries.filter((entry) => entry.unacknowledged);
    const lost = entries.filter(
      (entry) =>
        entry.refused === undefined &&
        (entry.deliveredAt === undefined || entry.deliveredAt - entry.sentAt > LOST_AFTER_MS),
    );
    const rows = (['customer → seller', 'seller → customer', 'all'] as const).map((direction) => {
      const of = entries.filter((entry) => direction === 'all' || entry.direction === direction);
      const delivery = of
        .flatMap((entry) =>
          entry.deliveredAt !== undefined && entry.deliveredAt - entry.sentAt <= LOST_AFTER_MS
            ? [entry.deliveredAt - entry.sentAt]
            : [],
        )
        .sort((a, b) => a - b);
      const acks = of
        .flatMap((entry) => (entry.ackedAt !== undefined ? [entry.ackedAt - entry.sentAt] : []))
        .sort((a, b) => a - b);
      return {
        direction,
        sent: of.length,
        delivered: delivery.length,
        p50: percentile(delivery, 50),
        p95: percentile(delivery, 95),
        p99: percentile(delivery, 99),
        max: delivery.at(-1) ?? Number.NaN,
        ackP99: percentile(acks, 99),
        lost: of.filter((entry) => lost.includes(entry)).length,
        refused: of.filter((entry) => entry.refused !== undefined).length,
        unacknowledged: of.filter((entry) => entry.unacknowledged).length,
      };
    });

    console.log(
      `\n${open.length} sockets (${SOCKETS} customers, ${SELLERS} sellers), ${total} messages at ${RATE}/s ` +
        `(sent in ${sendSeconds.toFixed(1)} s), one API process on PGlite, this machine:`,
    );
    console.log(
      '| messages | sent | delivered ≤ 5 s | p50 ms | p95 ms | p99 ms | max ms | ack p99 ms | lost | refused | no ack ≤ 5 s |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.direction} | ${r.sent} | ${r.delivered} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ` +
          `${ms(r.max)} | ${ms(r.ackP99)} | ${r.lost} | ${r.refused} | ${r.unacknowledged} |`,
      );
    }
    const errors = refused.length + unacknowledged.length + connectFailures.length;
    console.log(
      `Errors: ${errors} (${refused.length} refused sends, ${unacknowledged.length} sends without an ` +
        `acknowledgement within ${LOST_AFTER_MS / 1000} s, ${connectFailures.length} connect failures)`,
    );
    if (refused[0]) console.log(`First refusal: ${refused[0].refused}`);
    const all = rows.find((row) => row.direction === 'all');
    const met = all !== undefined && all.p99 <= GOAL_P99_MS && lost.length === 0 && errors === 0;
    console.log(
      `Goal p99 ≤ ${GOAL_P99_MS} ms with zero lost: ${met ? 'met' : 'not met'} ` +
        `(p99 ${ms(all?.p99 ?? Number.NaN)} ms, ${lost.length} lost, ${errors} errors)`,
    );
  } finally {
    for (const socket of open) socket.close();
    await api?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench:chat could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
