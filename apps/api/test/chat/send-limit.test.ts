import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { startSession } from '../../src/auth/sessions';
import { TokenService } from '../../src/auth/tokens';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { chatClient, closeClients, collect, connected, listen, newSeller, pause } from './chat-fixtures';

// Three messages a minute: three may go at once, then one every 20 seconds.
const PER_MINUTE = 3;
const TOO_FAST = 'You are sending messages too fast. Please wait 20 seconds, then send again.';

describe('the chat send limit', () => {
  let shop: TestShop;
  let url: string;
  beforeAll(async () => {
    shop = await createTestShop({ chatMessagesPerMinute: PER_MINUTE });
    url = await listen(shop.app);
  });
  afterEach(() => closeClients());
  afterAll(() => shop?.close());

  const storedFrom = async (customerId: string) =>
    (
      await shop.db.query<{ message: string }>(
        "SELECT message FROM chat_messages WHERE customer_id = $1 AND sender_role = 'customer' ORDER BY created_at",
        [customerId],
      )
    ).rows.map((row) => row.message);
  const sendOverRest = (token: string, payload: object) =>
    shop.call({ method: 'POST', url: '/api/chat/customer/send-message-to-seller', token, payload });

  const joinedCustomer = async () => {
    const customer = await registerCustomer(shop);
    const socket = chatClient(url, customer.token);
    await connected(socket);
    await socket.timeout(5_000).emitWithAck('add_user', customer.id);
    return { ...customer, socket };
  };
  const joinedSeller = async (shopName: string) => {
    const seller = await newSeller(shop, shopName);
    const socket = chatClient(url, seller.token);
    await connected(socket);
    await socket.timeout(5_000).emitWithAck('add_seller', seller.id);
    return { ...seller, socket };
  };

  it('refuses a socket message beyond the budget with chat_error and the ack, storing and delivering nothing', async () => {
    const seller = await joinedSeller('Flooded Traders');
    const customer = await joinedCustomer();
    const delivered = collect(seller.socket, 'customer_message');
    const errors = collect<{ event: string; error: string }>(customer.socket, 'chat_error');

    const answers = [];
    for (let n = 1; n <= 5; n += 1) {
      answers.push(
        await customer.socket
          .timeout(5_000)
          .emitWithAck('send_customer_message', { sellerId: seller.id, text: `Message ${n}` }),
      );
    }

    expect(answers.slice(0, 3).map((answer) => answer.message?.message)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
    ]);
    expect(answers.slice(3)).toEqual([{ error: TOO_FAST }, { error: TOO_FAST }]);
    await pause(300);
    expect(errors).toEqual([
      { event: 'send_customer_message', error: TOO_FAST },
      { event: 'send_customer_message', error: TOO_FAST },
    ]);
    expect(delivered).toHaveLength(3);
    expect(await storedFrom(customer.id)).toEqual(['Message 1', 'Message 2', 'Message 3']);
  });

  it('holds for a flood sent without waiting for acknowledgements', async () => {
    const seller = await newSeller(shop, 'Burst Traders');
    const customer = await joinedCustomer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        customer.socket
          .timeout(10_000)
          .emitWithAck('send_customer_message', { sellerId: seller.id, text: `Flood ${n}` }),
      ),
    );
    expect(answers.filter((answer) => 'message' in answer)).toHaveLength(PER_MINUTE);
    expect(answers.filter((answer) => answer.error === TOO_FAST)).toHaveLength(40 - PER_MINUTE);
    expect(await storedFrom(customer.id)).toHaveLength(PER_MINUTE);
  });

  it('counts the REST operation and the socket against one budget, and answers 429 with Retry-After', async () => {
    const seller = await newSeller(shop, 'Either Way Traders');
    const customer = await joinedCustomer();
    const payload = { userId: customer.id, sellerId: seller.id, text: 'Over HTTP' };
    for (let n = 0; n < 2; n += 1) expect((await sendOverRest(customer.token, payload)).statusCode).toBe(201);
    await customer.socket
      .timeout(5_000)
      .emitWithAck('send_customer_message', { sellerId: seller.id, text: 'Over the socket' });

    const refused = await sendOverRest(customer.token, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_FAST });
    expect(refused.headers['retry-after']).toBe('20');
    expect(await storedFrom(customer.id)).toEqual(['Over HTTP', 'Over HTTP', 'Over the socket']);
  });

  it('lets the customer send again once the wait it named has passed', async () => {
    const seller = await newSeller(shop, 'Patient Traders');
    const customer = await registerCustomer(shop);
    const payload = { userId: customer.id, sellerId: seller.id, text: 'Hello' };
    for (let n = 0; n < PER_MINUTE; n += 1) await sendOverRest(customer.token, payload);
    expect((await sendOverRest(customer.token, payload)).statusCode).toBe(429);

    // Twenty seconds pass: the budget is kept as a moment in time, so moving it back is the same as waiting.
    await shop.db.query(
      "UPDATE chat_send_budgets SET spent_until = spent_until - interval '20 seconds' WHERE customer_id = $1",
      [customer.id],
    );
    expect((await sendOverRest(customer.token, payload)).statusCode).toBe(201);
    expect((await sendOverRest(customer.token, payload)).statusCode).toBe(429);
  });

  it('still answers the resend of a message already stored, whatever the budget', async () => {
    const seller = await newSeller(shop, 'Resend Traders');
    const customer = await joinedCustomer();
    const clientMessageId = randomUUID();
    const first = await customer.socket
      .timeout(5_000)
      .emitWithAck('send_customer_message', { sellerId: seller.id, text: 'Stored once', clientMessageId });
    for (let n = 1; n < PER_MINUTE; n += 1)
      await customer.socket
        .timeout(5_000)
        .emitWithAck('send_customer_message', { sellerId: seller.id, text: `Filler ${n}` });

    const resent = await customer.socket
      .timeout(5_000)
      .emitWithAck('send_customer_message', { sellerId: seller.id, text: 'Stored once', clientMessageId });
    expect(resent).toEqual(first);
    const fresh = await customer.socket.timeout(5_000).emitWithAck('send_customer_message', {
      sellerId: seller.id,
      text: 'New',
      clientMessageId: randomUUID(),
    });
    expect(fresh).toEqual({ error: TOO_FAST });
  });

  it('keeps one customer budget apart from another, and does not limit sellers', async () => {
    const seller = await joinedSeller('Busy Counter');
    const flooder = await registerCustomer(shop);
    const neighbour = await registerCustomer(shop);
    const to = (who: { id: string }) => ({ userId: who.id, sellerId: seller.id, text: 'Hi' });
    for (let n = 0; n <= PER_MINUTE; n += 1) await sendOverRest(flooder.token, to(flooder));
    expect((await sendOverRest(flooder.token, to(flooder))).statusCode).toBe(429);
    expect((await sendOverRest(neighbour.token, to(neighbour))).statusCode).toBe(201);

    // A shop answers many customers at once: its replies are not counted.
    for (let n = 0; n < PER_MINUTE * 3; n += 1) {
      const reply = await seller.socket
        .timeout(5_000)
        .emitWithAck('send_seller_message', { customerId: neighbour.id, text: `Reply ${n}` });
      expect(reply.message?.message).toBe(`Reply ${n}`);
    }
  });
});

describe('the chat send limit on several instances', () => {
  let shop: TestShop;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  let tokens: TokenService;
  beforeAll(async () => {
    shop = await createTestShop();
    const secret = randomBytes(32);
    tokens = new TokenService(secret);
    const config = { ...shop.config, chatMessagesPerMinute: PER_MINUTE };
    instanceA = await buildApp({ config, db: shop.db, secret });
    instanceB = await buildApp({ config, db: shop.db, secret });
  });
  afterAll(async () => {
    await instanceA?.close();
    await instanceB?.close();
    await shop?.close();
  });

  it('spends one budget whichever instance a message reaches', async () => {
    const seller = await newSeller(shop, 'Balanced Traders');
    const customer = await registerCustomer(shop);
    const token = await startSession(shop.db, tokens, {
      id: customer.id,
      name: customer.name,
      email: customer.email,
      role: 'customer',
    });
    const send = (instance: FastifyInstance) =>
      instance.inject({
        method: 'POST',
        url: '/api/chat/customer/send-message-to-seller',
        headers: { authorization: `Bearer ${token}` },
        payload: { userId: customer.id, sellerId: seller.id, text: 'Round robin' },
      });
    const statuses = [];
    for (const instance of [instanceA, instanceB, instanceA, instanceB, instanceA])
      statuses.push((await send(instance)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
