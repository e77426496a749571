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
