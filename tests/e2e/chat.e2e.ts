import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../apps/api/src/auth/sessions';
import { loadSecret, TokenService } from '../../apps/api/src/auth/tokens';
import { openDatabase } from '../../apps/api/src/db/database';
import { migrate } from '../../apps/api/src/db/migrate';
import { DEMO_CUSTOMER, DEMO_SELLER } from '../../apps/api/src/seed/demo-accounts';
import { seedIfEmpty } from '../../apps/api/src/seed/seed';
import { launchChromium } from './support/browser';
import { eventually, format, isRecord, isString, messages, step, watchPageErrors } from './support/journey';
import { type RunningShop, startShop } from './support/shop';

const en = messages.english;

interface SellerAccount {
  id: string;
  shopName: string;
  token: string;
}

interface Prepared {
  /** The demo seller (signs in with its password) and one of its products. */
  demoSeller: { id: string; shopName: string };
  productSlug: string;
  /** Another seeded shop. Seeded shops have no usable password, so its session is made as login makes one. */
  secondSeller: SellerAccount;
}

/**
 * The shop's database prepared as its first start would (migrated, seeded), plus a live session for a second
 * seeded seller: only the demo seller has a known password, and a second shop is needed to see the toast of
 * a message from another conversation. The shop then starts on this data directory.
 */
async function prepare(dataDir: string): Promise<Prepared> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const demo = await db.query<{ id: string; shop_name: string }>(
      'SELECT id, shop_name FROM sellers WHERE email = $1',
      [DEMO_SELLER.email],
    );
    const demoSeller = demo.rows[0];
    if (!demoSeller) throw new Error('the demo seller was not seeded');
    const product = await db.query<{ slug: string }>(
      'SELECT slug FROM products WHERE seller_id = $1 ORDER BY slug LIMIT 1',
      [demoSeller.id],
    );
    const productSlug = product.rows[0]?.slug;
    if (!productSlug) throw new Error('the demo seller has no product');
    const other = await db.query<{ id: string; name: string; email: string; shop_name: string }>(
      'SELECT id, name, email, shop_name FROM sellers WHERE email <> $1 ORDER BY email LIMIT 1',
      [DEMO_SELLER.email],
    );
    const second = other.rows[0];
    if (!second) throw new Error('only one seller was seeded');
    const tokens = new TokenService(await loadSecret(undefined, dataDir));
    const token = await startSession(db, tokens, {
      id: second.id,
      name: second.name,
      email: second.email,
      role: 'seller',
    });
    return {
      demoSeller: { id: demoSeller.id, shopName: demoSeller.shop_name },
      productSlug,
      secondSeller: { id: second.id, shopName: second.shop_name, token },
    };
  } finally {
    await db.close();
  }
}

async function sellerLogin(shopUrl: string): Promise<string> {
  const response = await fetch(`${shopUrl}/api/seller/seller-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_SELLER.email, password: DEMO_SELLER.password }),
  });
  const body: unknown = await response.json();
  if (!response.ok || !isRecord(body) || !isString(body.token))
    throw new Error(`sellerLogin answered ${response.status}: ${JSON.stringify(body)}`);
  return body.token;
}

interface ChatLine {
  senderId: string;
  message: string;
}

function chatLineOf(value: unknown): ChatLine {
  if (!isRecord(value) || !isString(value.senderId) || !isString(value.message))
    throw new Error(`not a ChatMessage: ${JSON.stringify(value)}`);
  return { senderId: value.senderId, message: value.message };
}

const sockets: Socket[] = [];

/** A seller's chat client as the seller site opens one: joined with add_seller. */
async function sellerClient(shopUrl: string, seller: { id: string; token: string }): Promise<Socket> {
  const socket = io(shopUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token: seller.token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined: unknown = await socket.timeout(5000).emitWithAck('add_seller', seller.id);
  if (!isRecord(joined) || joined.ok !== true) throw new Error(`add_seller: ${JSON.stringify(joined)}`);
  return socket;
}

async function sellerSends(socket: Socket, customerId: string, text: string): Promise<void> {
  const ack: unknown = await socket.timeout(5000).emitWithAck('send_seller_message', { customerId, text });
  if (!isRecord(ack) || !isRecord(ack.message))
    throw new Error(`send_seller_message: ${JSON.stringify(ack)}`);
}

function conversationLog(page: Page, sellerName: string) {
  return page.getByRole('log', { name: format(en.chat.conversationWith, { name: sellerName }) });
}

async function expectToast(page: Page, text: string) {
  const region = page.getByRole('region', { name: /^Notifications/ });
  await eventually(async () => expect(await region.getByText(text).count()).toBeGreaterThan(0));
}

describe('chat with sellers (issue "Talk")', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-chat-e2e-'));
  let shop: RunningShop | null = null;
  let browser: Browser;
  let prepared: Prepared;

  beforeAll(async () => {
    prepared = await prepare(dataDir);
    shop = await startShop({ dataDir });
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await browser?.close();
    await shop?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('talks to a seller, hears from another, and keeps every message across a reload and a restart', async () => {
    if (!shop) throw new Error('the shop did not start');
    const { demoSeller, productSlug, secondSeller } = prepared;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const firstUrl = shop.url;

    await step('sign in and open a product', async () => {
      await page.goto(`${firstUrl}/login?next=${encodeURIComponent(`/product/details/${productSlug}`)}`);
      const form = page.getByRole('form', { name: en.auth.login });
      await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
      await form.getByLabel('Password').fill(DEMO_CUSTOMER.password);
      await form.getByRole('button', { name: en.auth.login }).click();
      await page.waitForURL(`**/product/details/${productSlug}`);
    });

    await step('press Chat Seller', async () => {
      await page.getByRole('link', { name: en.product.chatSeller }).click();
      await page.waitForURL(`**/dashboard/chat/${demoSeller.id}`);
      await conversationLog(page, demoSeller.shopName).waitFor();
    });

    const seller = await sellerClient(firstUrl, { id: demoSeller.id, token: await sellerLogin(firstUrl) });
    const question = `Is this still in stock? <script>window.hacked = true</script> ${Date.now()}`;
    const reply = 'Yes, and it ships tomorrow.';
    let customerId = '';

    await step('send a message; the seller receives it and replies', async () => {
      const received = new Promise<ChatLine>((resolve) =>
        seller.once('customer_message', (payload: unknown) => resolve(chatLineOf(payload))),
      );
      const field = page.getByRole('textbox', {
        name: format(en.chat.messageLabel, { name: demoSeller.shopName }),
      });
      await field.fill(question);
      await field.press('Enter');
      await expectToast(page, en.toasts.messageSent);
      const line = await received;
      expect(line.message).toBe(question);
      customerId = line.senderId;
      await sellerSends(seller, customerId, reply);
      const log = conversationLog(page, demoSeller.shopName);
      await eventually(async () => expect(await log.getByText(reply).count()).toBe(1));
      // Markup is shown as text, never run.
      expect(await log.getByText(question).count()).toBe(1);
      expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    });

    const secondText = `A message from ${secondSeller.shopName}`;
    await step('a message from another seller raises a toast', async () => {
      // A seller answers only customers who opened a conversation with it: the customer did, earlier.
      const token = await page.evaluate(() => localStorage.getItem('customerToken'));
      const opened = await fetch(`${firstUrl}/api/chat/customer/add-customer-friend`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ userId: customerId, sellerId: secondSeller.id }),
      });
      expect(opened.status).toBe(200);
      const other = await sellerClient(firstUrl, secondSeller);
      await sellerSends(other, customerId, secondText);
      await expectToast(page, format(en.toasts.sellerMessage, { sender: secondSeller.shopName }));
      const log = conversationLog(page, demoSeller.shopName);
      expect(await log.getByText(secondText).count()).toBe(0);
    });

    await step('both messages survive a reload', async () => {
      await page.reload();
      const log = conversationLog(page, demoSeller.shopName);
      await eventually(async () => {
        expect(await log.getByText(question).count()).toBe(1);
        expect(await log.getByText(reply).count()).toBe(1);
      });
    });

    expect(errors.list()).toEqual([]);
    const customerToken = await page.evaluate(() => localStorage.getItem('customerToken'));
    await context.close();

    await step('and a restart of the server', async () => {
      await shop?.stop();
      shop = await startShop({ dataDir });
      const again = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const later = await again.newPage();
      const laterErrors = watchPageErrors(later);
      // A new port is a new origin: the browser's kept sign-in is put back as it was.
      await later.goto(`${shop.url}/login`);
      await later.evaluate((token) => localStorage.setItem('customerToken', token ?? ''), customerToken);
      await later.goto(`${shop.url}/dashboard/chat/${demoSeller.id}`);
      const log = conversationLog(later, demoSeller.shopName);
      await eventually(async () => {
        expect(await log.getByText(question).count()).toBe(1);
        expect(await log.getByText(reply).count()).toBe(1);
      });
      await later.getByRole('link', { name: new RegExp(`^${secondSeller.shopName}`) }).click();
      await later.waitForURL(`**/dashboard/chat/${secondSeller.id}`);
      const secondLog = conversationLog(later, secondSeller.shopName);
      await eventually(async () => expect(await secondLog.getByText(secondText).count()).toBe(1));
      expect(laterErrors.list()).toEqual([]);
      await again.close();
    });
    // A server restart (build check, migrations, health) takes most of this on a busy machine.
  }, 300_000);
});
