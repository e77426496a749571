import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { newSeller } from './chat-fixtures';

const SCRIPT = '<script>alert(1)</script>';
const NOBODY = '00000000-0000-4000-8000-00000000abcd';

describe('chat over REST', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop?.close());

  const count = async (sql: string, params: unknown[]) => {
    const { rows } = await shop.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
    return rows[0]?.n;
  };
  const messagesOf = (customerId: string) => count('chat_messages WHERE customer_id = $1', [customerId]);
  const friendshipsOf = (customerId: string) => count('chat_friends WHERE customer_id = $1', [customerId]);

  const sendToSeller = (token: string, payload: object) =>
    shop.call({ method: 'POST', url: '/api/chat/customer/send-message-to-seller', token, payload });
  const sendToCustomer = (token: string, payload: object) =>
    shop.call({ method: 'POST', url: '/api/chat/seller/send-message-to-customer', token, payload });
  const openChat = (token: string, payload: object) =>
    shop.call({ method: 'POST', url: '/api/chat/customer/add-customer-friend', token, payload });

  it('opens a conversation with a seller, who joins the friend list once', async () => {
    const customer = await registerCustomer(shop);
    const seller = await newSeller(shop, 'Kavya Sarees');

    const empty = await openChat(customer.token, { userId: customer.id });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ messages: [], currentFd: null, MyFriends: [] });

    const opened = await openChat(customer.token, { userId: customer.id, sellerId: seller.id });
    expect(opened.statusCode).toBe(200);
    const friend = { fdId: seller.id, name: 'Kavya Sarees', image: `/images/sellers/${seller.id}.svg` };
    expect(opened.json()).toEqual({ messages: [], currentFd: friend, MyFriends: [friend] });

    const again = await openChat(customer.token, { userId: customer.id, sellerId: seller.id.toUpperCase() });
    expect(again.json().MyFriends).toEqual([friend]);
    expect(await friendshipsOf(customer.id)).toBe(1);
  });

  it('stores a message trimmed, under the account name, and answers it with its ids', async () => {
    const customer = await registerCustomer(shop, 'Meera Iyer');
    const seller = await newSeller(shop, 'Iyer Brass');
    const response = await sendToSeller(customer.token, {
      userId: customer.id,
      sellerId: seller.id,
      text: '  Is the lamp in stock?  ',
      name: 'Someone Else',
    });
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message).toEqual({
      _id: expect.any(String),
      senderId: customer.id,
      receverId: seller.id,
      senderName: 'Meera Iyer',
      message: 'Is the lamp in stock?',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);
    const { rows } = await shop.db.query<{ message: string; sender_role: string }>(
      'SELECT message, sender_role FROM chat_messages WHERE id = $1',
      [message._id],
    );
    expect(rows).toEqual([{ message: 'Is the lamp in stock?', sender_role: 'customer' }]);

    const reply = await sendToCustomer(seller.token, { customerId: customer.id, text: 'Yes, two left.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({
      senderId: seller.id,
      receverId: customer.id,
      senderName: 'Iyer Brass',
      message: 'Yes, two left.',
    });

    const opened = await openChat(customer.token, { userId: customer.id, sellerId: seller.id });
    expect(opened.json().messages.map((m: { message: string }) => m.message)).toEqual([
      'Is the lamp in stock?',
      'Yes, two left.',
    ]);
    const conversation = await shop.call({
      method: 'GET',
      url: `/api/chat/seller/get-customer-messages/${customer.id}`,
      token: seller.token,
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json()).toEqual({
      messages: opened.json().messages,
      currentCustomer: { fdId: customer.id, name: 'Meera Iyer', image: '' },
    });
  });

  it('moves the conversation to the top of both parties lists after every message', async () => {
    const customer = await registerCustomer(shop, 'Arjun Nair');
    const other = await registerCustomer(shop, 'Divya Rao');
    const first = await newSeller(shop, 'First Spices');
    const second = await newSeller(shop, 'Second Spices');
    const friendsOf = async () =>
      (await openChat(customer.token, { userId: customer.id }))
        .json()
        .MyFriends.map((f: { fdId: string }) => f.fdId);
    const customersOf = async () =>
      (
        await shop.call({
          method: 'GET',
          url: `/api/chat/seller/get-customers/${first.id}`,
          token: first.token,
        })
      )
        .json()
        .customers.map((c: { fdId: string }) => c.fdId);

    await sendToSeller(customer.token, { userId: customer.id, sellerId: first.id, text: 'Hello first' });
    await sendToSeller(customer.token, { userId: customer.id, sellerId: second.id, text: 'Hello second' });
    expect(await friendsOf()).toEqual([second.id, first.id]);

    // A reply from the first seller brings it back to the top of the customer's list.
    await sendToCustomer(first.token, { customerId: customer.id, text: 'Hello from first' });
    expect(await friendsOf()).toEqual([first.id, second.id]);

    await sendToSeller(other.token, { userId: other.id, sellerId: first.id, text: 'Do you ship to Kochi?' });
    expect(await customersOf()).toEqual([other.id, customer.id]);
    // The customer writing again brings them back to the top of the seller's list.
    await sendToSeller(customer.token, { userId: customer.id, sellerId: first.id, text: 'Still there?' });
    expect(await customersOf()).toEqual([customer.id, other.id]);
    // And the seller answering the other customer moves that one up.
    await sendToCustomer(first.token, { customerId: other.id, text: 'Yes, we ship to Kochi.' });
    expect(await customersOf()).toEqual([other.id, customer.id]);
  });

  it('keeps script text verbatim as plain text', async () => {
    const customer = await registerCustomer(shop);
    const seller = await newSeller(shop, 'Plain Text Traders');
    const response = await sendToSeller(customer.token, {
      userId: customer.id,
      sellerId: seller.id,
      text: SCRIPT,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message.message).toBe(SCRIPT);
    const { rows } = await shop.db.query<{ message: string }>(
      'SELECT message FROM chat_messages WHERE customer_id = $1',
      [customer.id],
    );
    expect(rows).toEqual([{ message: SCRIPT }]);
    const conversation = await shop.call({
      method: 'GET',
      url: `/api/chat/seller/get-customer-messages/${customer.id}`,
      token: seller.token,
    });
    expect(conversation.json().messages[0].message).toBe(SCRIPT);
  });

  it('refuses empty, blank, too long and unstorable text and stores nothing', async () => {
    const customer = await registerCustomer(shop);
    const seller = await newSeller(shop, 'Careful Traders');
    for (const text of ['', '   ', '\n\t ', 'x'.repeat(2001), 'nul \u0000 inside']) {
      const response = await sendToSeller(customer.token, { userId: customer.id, sellerId: seller.id, text });
      expect(response.statusCode, JSON.stringify(text.slice(0, 20))).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
    expect(await messagesOf(customer.id)).toBe(0);
    expect(await friendshipsOf(customer.id)).toBe(0);

    await openChat(customer.token, { userId: customer.id, sellerId: seller.id });
    const blankReply = await sendToCustomer(seller.token, { customerId: customer.id, text: '  ' });
    expect(blankReply.statusCode).toBe(400);
    const longReply = await sendToCustomer(seller.token, { customerId: customer.id, text: 'y'.repeat(2001) });
    expect(longReply.statusCode).toBe(400);
    expect(await messagesOf(customer.id)).toBe(0);

    const longest = await sendToSeller(customer.token, {
      userId: customer.id,
      sellerId: seller.id,
      text: 'z'.repeat(2000),
    });
    expect(longest.statusCode).toBe(201);
    expect(await messagesOf(customer.id)).toBe(1);
  });

  it('tells the shopper to write something when the text is empty or blank', async () => {
    const customer = await registerCustomer(shop);
    const seller = await newSeller(shop, 'Blank Page Traders');
    for (const text of ['', ' ', '\n\t \u00a0']) {
      const response = await sendToSeller(customer.token, { userId: customer.id, sellerId: seller.id, text });
      expect(response.statusCode, JSON.stringify(text)).toBe(400);
      expect(response.json()).toEqual({ error: 'Write a message before sending' });
    }
    await openChat(customer.token, { userId: customer.id, sellerId: seller.id });
    for (const text of ['', '   ']) {
      const reply = await sendToCustomer(seller.token, { customerId: customer.id, text });
      expect(reply.json()).toEqual({ error: 'Write a message before sending' });
    }
    expect(await messagesOf(customer.id)).toBe(0);
    // The other text rules still answer in words too.
    const long = await sendToSeller(customer.token, {
      userId: customer.id,
      sellerId: seller.id,
      text: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toMatch(/2000/);
  });

  it('answers 404 for a seller or customer that is not there, storing nothing', async () => {
    const customer = await registerCustomer(shop);
    const toNobody = await sendToSeller(customer.token, {
      userId: customer.id,
      sellerId: NOBODY,
      text: 'Hi',
    });
    expect(toNobody.statusCode).toBe(404);
    expect(toNobody.json()).toEqual({ error: 'This seller does not exist' });
    const openNobody = await openChat(customer.token, { userId: customer.id, sellerId: NOBODY });
    expect(openNobody.statusCode).toBe(404);
    expect(await messagesOf(customer.id)).toBe(0);
    expect(await friendshipsOf(customer.id)).toBe(0);

    const seller = await newSeller(shop, 'Quiet Traders');
    // A seller answers only customers who wrote to it: no cold messages to shoppers.
    const cold = await sendToCustomer(seller.token, { customerId: customer.id, text: 'Big sale!' });
    expect(cold.statusCode).toBe(404);
    expect(await messagesOf(customer.id)).toBe(0);
    const missing = await shop.call({
      method: 'GET',
      url: `/api/chat/seller/get-customer-messages/${NOBODY}`,
      token: seller.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  describe('only the two parties', () => {
    let owner: Awaited<ReturnType<typeof registerCustomer>>;
    let stranger: Awaited<ReturnType<typeof registerCustomer>>;
    let seller: Awaited<ReturnType<typeof newSeller>>;
    let rival: Awaited<ReturnType<typeof newSeller>>;

    beforeAll(async () => {
      owner = await registerCustomer(shop, 'Owner Customer');
      stranger = await registerCustomer(shop, 'Stranger Customer');
      seller = await newSeller(shop, 'Owner Shop');
      rival = await newSeller(shop, 'Rival Shop');
      await sendToSeller(owner.token, { userId: owner.id, sellerId: seller.id, text: 'Private question' });
    });

    const snapshot = async () => ({
      messages: await count('chat_messages', []),
      friendships: await count('chat_friends', []),
      lastActivity: (
        await shop.db.query('SELECT last_message_at FROM chat_friends WHERE customer_id = $1', [owner.id])
      ).rows,
    });

    it("answers 403 to another customer's token on the customer operations and changes nothing", async () => {
      const before = await snapshot();
      const open = await openChat(stranger.token, { userId: owner.id, sellerId: seller.id });
      expect(open.statusCode).toBe(403);
      expect(open.json()).toEqual({ error: expect.any(String) });
      expect(JSON.stringify(open.json())).not.toContain('Private question');
      const send = await sendToSeller(stranger.token, {
        userId: owner.id,
        sellerId: seller.id,
        text: 'Spoof',
      });
      expect(send.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    });

    it("answers 403 to another seller's token on the seller's customer list", async () => {
      const list = await shop.call({
        method: 'GET',
        url: `/api/chat/seller/get-customers/${seller.id}`,
        token: rival.token,
      });
      expect(list.statusCode).toBe(403);
      expect(JSON.stringify(list.json())).not.toContain(owner.id);
      const own = await shop.call({
        method: 'GET',
        url: `/api/chat/seller/get-customers/${seller.id}`,
        token: seller.token,
      });
      expect(own.json().customers).toEqual([{ fdId: owner.id, name: 'Owner Customer', image: '' }]);
    });

    it('does not let another seller read or write the conversation (404, nothing read or stored)', async () => {
      const before = await snapshot();
      const read = await shop.call({
        method: 'GET',
        url: `/api/chat/seller/get-customer-messages/${owner.id}`,
        token: rival.token,
      });
      expect(read.statusCode).toBe(404);
      expect(JSON.stringify(read.json())).not.toContain('Private question');
      const write = await sendToCustomer(rival.token, { customerId: owner.id, text: 'Buy from us' });
      expect(write.statusCode).toBe(404);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a customer token on seller operations and a seller token on customer operations (401)', async () => {
      const before = await snapshot();
      const asCustomer = [
        shop.call({ method: 'GET', url: `/api/chat/seller/get-customers/${seller.id}`, token: owner.token }),
        shop.call({
          method: 'GET',
          url: `/api/chat/seller/get-customer-messages/${owner.id}`,
          token: owner.token,
        }),
        sendToCustomer(owner.token, { customerId: owner.id, text: 'Hi' }),
      ];
      const asSeller = [
        openChat(seller.token, { userId: seller.id }),
        sendToSeller(seller.token, { userId: seller.id, sellerId: seller.id, text: 'Hi' }),
      ];
      for (const response of await Promise.all([...asCustomer, ...asSeller])) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: expect.any(String) });
      }
      expect(await snapshot()).toEqual(before);
    });

    it('answers 401 without a token on every chat operation', async () => {
      const calls = [
        openChat('', { userId: owner.id }),
        sendToSeller('', { userId: owner.id, sellerId: seller.id, text: 'Hi' }),
        shop.call({ method: 'GET', url: `/api/chat/seller/get-customers/${seller.id}` }),
        shop.call({ method: 'GET', url: `/api/chat/seller/get-customer-messages/${owner.id}` }),
        sendToCustomer('', { customerId: owner.id, text: 'Hi' }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    });
  });
});
