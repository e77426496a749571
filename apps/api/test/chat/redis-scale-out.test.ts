import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUnavailable, startRedis, type TempRedis } from '../../../../tests/support/redis';
import { buildApp } from '../../src/app';
import { startSession } from '../../src/auth/sessions';
import { TokenService } from '../../src/auth/tokens';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import {
  activeSellersWhere,
  chatClient,
  closeClients,
  connected,
  listen,
  newSeller,
  nextEvent,
} from './chat-fixtures';

interface StoredMessage {
  _id: string;
  senderId: string;
  receverId: string;
  message: string;
}

const unavailable = redisUnavailable();
if (unavailable) console.warn(`Skipping the chat scale-out test: ${unavailable}.`);

// DESIGN §2: two API instances on one database, joined only by Redis. A customer on instance A and a seller
// on instance B must reach each other and see each other's presence.
describe.skipIf(Boolean(unavailable))('chat across two instances sharing Redis', () => {
  let redis: TempRedis | undefined;
  let shop: TestShop | undefined;
  let instanceA: FastifyInstance | undefined;
  let instanceB: FastifyInstance | undefined;
  let urlA = '';
  let urlB = '';
  let tokens: TokenService;

  beforeAll(async () => {
    redis = await startRedis();
    shop = await createTestShop();
    // Both instances share the database and the signing secret, as a cluster behind a load balancer does.
    const secret = randomBytes(32);
    tokens = new TokenService(secret);
    const config = { ...shop.config, redisUrl: redis.url };
    instanceA = await buildApp({ config, db: shop.db, secret });
    instanceB = await buildApp({ config, db: shop.db, secret });
    urlA = await listen(instanceA);
    urlB = await listen(instanceB);
  });
  afterAll(async () => {
    closeClients();
    await instanceA?.close();
    await instanceB?.close();
    await shop?.close();
    await redis?.stop();
  });

  const customerOn = async (url: string) => {
    if (!shop) throw new Error('no shop');
    const customer = await registerCustomer(shop);
    const token = await startSession(shop.db, tokens, {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      role: 'customer',
    });
    const socket = chatClient(url, token);
    await connected(socket);
    return { ...customer, token, socket };
  };
  const sellerOn = async (url: string, shopName: string) => {
    if (!shop) throw new Error('no shop');
    const seller = await newSeller(shop, shopName);
    const token = await startSession(shop.db, tokens, {
      id: seller.id,
      name: seller.name,
      email: seller.email,
      role: 'seller',
    });
    const socket = chatClient(url, token);
    await connected(socket);
    return { ...seller, token, socket };
  };

  it('shows a seller online on B to a customer on A', async () => {
    const customer = await customerOn(urlA);
    expect(await customer.socket.timeout(5_000).emitWithAck('add_user', customer.id)).toEqual({ ok: true });

    const seller = await sellerOn(urlB, 'Across Town Traders');
    const online = activeSellersWhere(customer.socket, (ids) => ids.includes(seller.id));
    expect(await seller.socket.timeout(5_000).emitWithAck('add_seller', seller.id)).toEqual({ ok: true });
    expect(await online).toContain(seller.id);

    // A customer joining on A afterwards is told at once about the seller connected to B.
    const late = await customerOn(urlA);
    const firstList = nextEvent<Array<{ sellerId: string }>>(late.socket, 'activeSeller');
    await late.socket.timeout(5_000).emitWithAck('add_user', late.id);
    expect((await firstList).map((entry) => entry.sellerId)).toContain(seller.id);

    const offline = activeSellersWhere(customer.socket, (ids) => !ids.includes(seller.id));
    seller.socket.close();
    expect(await offline).not.toContain(seller.id);
  });

  it('passes a message from a customer on A to the seller on B, and the reply back', async () => {
    if (!shop) throw new Error('no shop');
    const seller = await sellerOn(urlB, 'Far Away Fabrics');
    await seller.socket.timeout(5_000).emitWithAck('add_seller', seller.id);
    const customer = await customerOn(urlA);
    await customer.socket.timeout(5_000).emitWithAck('add_user', customer.id);

    const atSeller = nextEvent<StoredMessage>(seller.socket, 'customer_message');
    const ack = await customer.socket
      .timeout(5_000)
      .emitWithAck('send_customer_message', { sellerId: seller.id, text: 'Hello from instance A' });
    expect(ack.message).toMatchObject({
      senderId: customer.id,
      receverId: seller.id,
      message: 'Hello from instance A',
    });
    expect(await atSeller).toEqual(ack.message);

    const atCustomer = nextEvent<StoredMessage>(customer.socket, 'seller_message');
    const reply = await seller.socket
      .timeout(5_000)
      .emitWithAck('send_seller_message', { customerId: customer.id, text: 'Hello back from B' });
    expect(await atCustomer).toEqual(reply.message);

    const { rows } = await shop.db.query<{ message: string }>(
      'SELECT message FROM chat_messages WHERE customer_id = $1 ORDER BY created_at',
      [customer.id],
    );
    expect(rows.map((row) => row.message)).toEqual(['Hello from instance A', 'Hello back from B']);
  });

  it('disconnects at once, on B, the socket of a session that logs out through A', async () => {
    const seller = await sellerOn(urlA, 'Logout Across Traders');
    await seller.socket.timeout(5_000).emitWithAck('add_seller', seller.id);
    const customer = await customerOn(urlB);
    await customer.socket.timeout(5_000).emitWithAck('add_user', customer.id);
    await customer.socket
      .timeout(5_000)
      .emitWithAck('send_customer_message', { sellerId: seller.id, text: 'Hello from B' });
    const overheard: unknown[] = [];
    customer.socket.on('seller_message', (message: unknown) => overheard.push(message));
    const ended = nextEvent<string>(customer.socket, 'disconnect', 3_000);

    const logout = await instanceA?.inject({
      method: 'GET',
      url: '/api/customer/logout',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(logout?.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');

    await seller.socket
      .timeout(5_000)
      .emitWithAck('send_seller_message', { customerId: customer.id, text: 'Nobody should read this' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overheard).toEqual([]);
  });

  it('disconnects the sockets of every earlier session, on both instances, when the password changes on A', async () => {
    if (!shop) throw new Error('no shop');
    const onB = await customerOn(urlB);
    // The same customer on a second device, connected to A with a session of its own.
    const { id, name, email } = onB;
    const secondToken = await startSession(shop.db, tokens, { id, name, email, role: 'customer' });
    const onA = chatClient(urlA, secondToken);
    await connected(onA);
    const endedOnB = nextEvent<string>(onB.socket, 'disconnect', 3_000);
    const endedOnA = nextEvent<string>(onA, 'disconnect', 3_000);

    const changed = await instanceA?.inject({
      method: 'PUT',
      url: '/api/customer/change-password',
      headers: { authorization: `Bearer ${secondToken}` },
      payload: {
        old_password: onB.password,
        new_password: 'monsoon-in-mumbai',
        confirm_password: 'monsoon-in-mumbai',
      },
    });
    expect(changed?.statusCode).toBe(200);
    expect(await Promise.all([endedOnB, endedOnA])).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connected(chatClient(urlB, changed?.json().token))).resolves.toBeUndefined();
  });

  it('delivers a message sent over REST to instance A to the seller on B', async () => {
    const seller = await sellerOn(urlB, 'Rest Across Traders');
    await seller.socket.timeout(5_000).emitWithAck('add_seller', seller.id);
    const customer = await customerOn(urlA);
    const atSeller = nextEvent<StoredMessage>(seller.socket, 'customer_message');
    const response = await instanceA?.inject({
      method: 'POST',
      url: '/api/chat/customer/send-message-to-seller',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { userId: customer.id, sellerId: seller.id, text: 'Over HTTP, through Redis' },
    });
    expect(response?.statusCode).toBe(201);
    expect(await atSeller).toEqual(response?.json().message);
  });
});
