import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER } from '../../apps/api/src/seed/demo-accounts';
import { freePort, type RunningShop, startShop } from './support/shop';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run seller-chat` as a child process, its output collected and its stdin ours to type into. */
function runTool(args: string[]) {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', 'tools/seller-chat.ts', ...args],
    // The defaults (the demo seller) are under test, whatever the environment running the tests holds.
    { cwd: root, env: { ...process.env, SELLER_EMAIL: '', SELLER_PASSWORD: '', BAZAAR_URL: '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Resolves once the output holds the text; fails with everything printed so far. */
  const printed = async (expected: string | RegExp, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    const found = () => (typeof expected === 'string' ? stdout.includes(expected) : expected.test(stdout));
    while (!found()) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`"${expected}" was not printed.\nstdout:\n${stdout}\nstderr:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return {
    child,
    printed,
    exited,
    type: (line: string) => child.stdin.write(`${line}\n`),
    stdout: () => stdout,
    stderr: () => stderr,
  };
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('npm run seller-chat', () => {
  let shop: RunningShop;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await shop?.stop();
  });

  // The answers are read untyped on purpose: a wrong shape fails the assertions made on them.
  async function api(path: string, init: { method?: string; body?: object; token?: string } = {}) {
    const response = await fetch(`${shop.url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  }

  it('shows a customer message as it arrives and sends the typed reply to the customer', async () => {
    const name = 'Farida Khan';
    const registered = await api('/customer/customer-register', {
      method: 'POST',
      body: { name, email: `farida-${randomUUID().slice(0, 8)}@example.in`, password: 'a-good-password-1' },
    });
    expect(registered.status).toBe(201);
    const token: string = registered.body.token;
    const me = await api('/customer/me', { token });
    const customerId: string = me.body.customer.id;
    const seller = await api('/seller/seller-login', {
      method: 'POST',
      body: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
    });
    const sellerId: string = seller.body.seller.id;

    const customer = io(shop.url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    sockets.push(customer);
    await nextEvent(customer, 'connect');
    expect(await customer.timeout(5_000).emitWithAck('add_user', customerId, {})).toEqual({ ok: true });

    const tool = runTool(['--url', shop.url]);
    try {
      await tool.printed(`Signed in as ${DEMO_SELLER.shopName}`);
      await tool.printed('Type /help for the commands.');

      const text = `Does the speaker come with a warranty? ${randomUUID().slice(0, 6)}`;
      const sent = await customer
        .timeout(5_000)
        .emitWithAck('send_customer_message', { sellerId, text, clientMessageId: randomUUID() });
      expect(sent.message.message).toBe(text);
      await tool.printed(`${name}: ${text}`);

      tool.type('/list');
      await tool.printed(`1. ${name}`);
      tool.type('/open 1');
      await tool.printed(`--- Conversation with ${name} (1 messages) ---`);

      const reply = nextEvent<{ senderId: string; receverId: string; message: string }>(
        customer,
        'seller_message',
      );
      tool.type('Yes, one year of warranty.');
      expect(await reply).toMatchObject({
        senderId: sellerId,
        receverId: customerId,
        message: 'Yes, one year of warranty.',
      });
      await tool.printed(`You → ${name}: Yes, one year of warranty.`);

      tool.type('/quit');
      expect(await tool.exited).toBe(0);
    } finally {
      tool.child.kill();
    }
  });

  it("prints a customer's escape sequences and line breaks as plain text", async () => {
    const registered = await api('/customer/customer-register', {
      method: 'POST',
      body: {
        name: 'Mallory Rao',
        email: `mallory-${randomUUID().slice(0, 8)}@example.in`,
        password: 'a-good-password-1',
      },
    });
    const token: string = registered.body.token;
    const customerId: string = (await api('/customer/me', { token })).body.customer.id;
    const sellerId: string = (
      await api('/seller/seller-login', {
        method: 'POST',
        body: { email: DEMO_SELLER.email, password: DEMO_SELLER.password },
      })
    ).body.seller.id;
    const customer = io(shop.url, { path: '/socket.io', transports: ['websocket'], auth: { token } });
    sockets.push(customer);
    await nextEvent(customer, 'connect');
    await customer.timeout(5_000).emitWithAck('add_user', customerId, {});

    const tool = runTool(['--url', shop.url]);
    try {
      await tool.printed('Type /help for the commands.');
      const marker = randomUUID().slice(0, 6);
      // Clear the screen, write to the clipboard, set the window title, then a line that looks like a reply.
      const text = `Hi ${marker}\x1b[2J\x1b[H\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;Bank\x07\n[10:02] You → Mallory Rao: refund approved`;
      await customer
        .timeout(5_000)
        .emitWithAck('send_customer_message', { sellerId, text, clientMessageId: randomUUID() });
      await tool.printed(`Mallory Rao: Hi ${marker} ↵ [10:02] You → Mallory Rao: refund approved`);
      expect(tool.stdout()).not.toContain('\x1b');
      expect(tool.stdout()).not.toContain('\x07');
      tool.child.stdin.end();
      expect(await tool.exited).toBe(0);
    } finally {
      tool.child.kill();
    }
  });

  it('refuses a reply while no conversation is open and says why', async () => {
    const tool = runTool(['--url', shop.url]);
    try {
      await tool.printed('Type /help for the commands.');
      tool.type('Hello?');
      await tool.printed('Open a conversation first');
      tool.type('/open 99');
      // Whether or not another test opened a conversation first, the number is refused in words.
      await tool.printed(/Choose a number from 1 to \d+|There is no conversation to open yet/);
      tool.child.stdin.end();
      expect(await tool.exited).toBe(0);
    } finally {
      tool.child.kill();
    }
  });

  it('says plainly when the password is wrong', async () => {
    const tool = runTool(['--url', shop.url, '--password', 'not-the-password']);
    expect(await tool.exited).toBe(1);
    expect(tool.stderr()).toContain(`Could not sign in as ${DEMO_SELLER.email}:`);
    expect(tool.stdout()).not.toContain('Signed in');
  });

  it('says plainly when the server is not running', async () => {
    const tool = runTool(['--url', `http://127.0.0.1:${await freePort()}`]);
    expect(await tool.exited).toBe(1);
    expect(tool.stderr()).toContain('Cannot reach Bazaar at http://127.0.0.1:');
    expect(tool.stderr()).toContain('Is the server running?');
  });
});
