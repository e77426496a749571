import type { components } from '@bazaar/api-client';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/errors';
import { sellerImageUrl } from '../images';
import { SendLimitError, spendSendBudget } from './send-budget';

/**
 * The chat_messages and chat_friends tables: the only module that reads or writes them. A friendship row is
 * one conversation between a customer and a seller; its last_message_at orders both parties' lists.
 */

export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatFriend = components['schemas']['ChatFriend'];
export type Party = 'customer' | 'seller';

/** A conversation is answered with at most its latest messages; older ones stay stored. */
export const CONVERSATION_LIMIT = 500;

export const SELLER_NOT_FOUND = 'This seller does not exist';
export const NOT_YOUR_CUSTOMER = 'This customer has not chatted with you';
export const CLIENT_ID_REUSED = 'This clientMessageId was already used for a different message';

type MessageRow = {
  id: string;
  customer_id: string;
  seller_id: string;
  sender_role: Party;
  message: string;
  created_at: Date | string;
  customer_name: string;
  shop_name: string;
};

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Customers see a seller under the shop's name (as on products and in the friend list), sellers see a
 * customer under the account name.
 */
function toChatMessage(row: MessageRow): ChatMessage {
  const fromCustomer = row.sender_role === 'customer';
  return {
    _id: row.id,
    senderId: fromCustomer ? row.customer_id : row.seller_id,
    receverId: fromCustomer ? row.seller_id : row.customer_id,
    senderName: fromCustomer ? row.customer_name : row.shop_name,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The messages between one customer and one seller, oldest first. */
async function conversation(db: Queryable, customerId: string, sellerId: string): Promise<ChatMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT * FROM (
       SELECT m.id, m.customer_id, m.seller_id, m.sender_role, m.message, m.created_at,
              c.name AS customer_name, s.shop_name
       FROM chat_messages m
       JOIN customers c ON c.id = m.customer_id
       JOIN sellers s ON s.id = m.seller_id
       WHERE m.customer_id = $1 AND m.seller_id = $2
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT $3
     ) latest
     ORDER BY created_at, id`,
    [customerId, sellerId, CONVERSATION_LIMIT],
  );
  return rows.map(toChatMessage);
}

/** The customer's sellers, most recent conversation first. */
async function sellersOf(db: Queryable, customerId: string): Promise<ChatFriend[]> {
  const { rows } = await db.query<{ id: string; shop_name: string; image: string }>(
    `SELECT s.id, s.shop_name, s.image
     FROM chat_friends f JOIN sellers s ON s.id = f.seller_id
     WHERE f.customer_id = $1
     ORDER BY f.last_message_at DESC, s.id`,
    [customerId],
  );
  // Sellers without a stored picture get the generated one, as at seller sign-in.
  return rows.map((row) => ({
    fdId: row.id,
    name: row.shop_name,
    image: row.image || sellerImageUrl(row.id),
  }));
}

/** Customers have no picture: the seller side shows their initials. */
async function customersOf(db: Queryable, sellerId: string): Promise<ChatFriend[]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT c.id, c.name
     FROM chat_friends f JOIN customers c ON c.id = f.customer_id
     WHERE f.seller_id = $1
     ORDER BY f.last_message_at DESC, c.id`,
    [sellerId],
  );
  return rows.map((row) => ({ fdId: row.id, name: row.name, image: '' }));
}

async function isConversation(db: Queryable, customerId: string, sellerId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM chat_friends WHERE customer_id = $1 AND seller_id = $2', [
    customerId,
    sellerId,
  ]);
  return rows.length > 0;
}

/**
 * Opens the customer's chat. With a seller, that seller joins the list when new (at the top: opening a
 * conversation is activity) and its conversation is answered; an existing friend keeps its place.
 */
export async function openCustomerChat(
  db: Queryable,
  customerId: string,
  sellerId: string | undefined,
): Promise<{ messages: ChatMessage[]; currentFd: ChatFriend | null; MyFriends: ChatFriend[] }> {
  if (sellerId) {
    const { rows } = await db.query(
      `INSERT INTO chat_friends (customer_id, seller_id)
       SELECT $1, s.id FROM sellers s WHERE s.id = $2
       ON CONFLICT (customer_id, seller_id) DO NOTHING
       RETURNING seller_id`,
      [customerId, sellerId],
    );
    if (rows.length === 0) {
      const seller = await db.query('SELECT 1 FROM sellers WHERE id = $1', [sellerId]);
      if (seller.rows.length === 0) throw notFound(SELLER_NOT_FOUND);
    }
  }
  const friends = await sellersOf(db, customerId);
  return {
    messages: sellerId ? await conversation(db, customerId, sellerId) : [],
    currentFd: friends.find((friend) => friend.fdId === sellerId) ?? null,
    MyFriends: friends,
  };
}

export async function sellerCustomers(db: Queryable, sellerId: string): Promise<ChatFriend[]> {
  return customersOf(db, sellerId);
}

/** Only the two parties read a conversation: a seller asking about anyone else's customer finds nothing. */
export async function sellerConversation(
  db: Queryable,
  sellerId: string,
  customerId: string,
): Promise<{ messages: ChatMessage[]; currentCustomer: ChatFriend }> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT c.id, c.name
     FROM chat_friends f JOIN customers c ON c.id = f.customer_id
     WHERE f.seller_id = $1 AND f.customer_id = $2`,
    [sellerId, customerId],
  );
  const customer = rows[0];
  if (!customer) throw notFound(NOT_YOUR_CUSTOMER);
  return {
    messages: await conversation(db, customerId, sellerId),
    currentCustomer: { fdId: customer.id, name: customer.name, image: '' },
  };
}

const MESSAGE_COLUMNS = 'id, customer_id, seller_id, sender_role, message, created_at';

/** The message a sender already stored under a client's id, if any. */
async function storedUnderClientId(
  db: Queryable,
  from: Party,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  // The column is chosen from the two fixed names, never from input; the values are parameters.
  const senderColumn = from === 'customer' ? 'customer_id' : 'seller_id';
  const { rows } = await db.query<MessageRow>(
    `SELECT m.id, m.customer_id, m.seller_id, m.sender_role, m.message, m.created_at,
            c.name AS customer_name, s.shop_name
     FROM chat_messages m
     JOIN customers c ON c.id = m.customer_id
     JOIN sellers s ON s.id = m.seller_id
     WHERE m.sender_role = $1 AND m.${senderColumn} = $2 AND m.client_message_id = $3`,
    [from, senderId, clientMessageId],
  );
  return rows[0];
}

/**
 * Stores a message (text already checked by checkMessageText) and, in the same statement, moves the
 * conversation to the top of both parties' lists (SPEC §4): the recipient rises in the sender's list and the
 * sender in the recipient's. A customer may write to any seller; a seller only answers customers who have
 * opened a conversation with it, so sellers cannot write to shoppers out of the blue.
 *
 * With a clientMessageId (unique per sender), a resend of a message already stored answers that message with
 * `repeated: true` and stores nothing, so the caller does not deliver it twice. The same id naming a different
 * recipient or text is a client fault and is refused (409) rather than silently answered with the old one.
 *
 * A customer's message spends one of `customerMessagesPerMinute` (send-budget.ts); beyond it the message is
 * refused (429), except the resend of one already stored, whose first acknowledgement was lost. Sellers are
 * not limited: a shop answers many customers at once, and only those who wrote to it.
 */
export async function storeMessageOnce(
  db: Queryable,
  input: { customerId: string; sellerId: string; from: Party; text: string; clientMessageId?: string },
  customerMessagesPerMinute: number,
): Promise<{ message: ChatMessage; repeated: boolean }> {
  const { customerId, sellerId, from, text } = input;
  const clientMessageId = input.clientMessageId ?? null;
  if (from === 'seller' && !(await isConversation(db, customerId, sellerId)))
    throw notFound(NOT_YOUR_CUSTOMER);
  if (from === 'customer') {
    const wait = await spendSendBudget(db, customerId, customerMessagesPerMinute);
    if (wait !== null) {
      const stored = clientMessageId
        ? await storedUnderClientId(db, from, customerId, clientMessageId)
        : undefined;
      if (!stored) throw new SendLimitError(wait);
      return { message: resentMessage(stored, input), repeated: true };
    }
  }
  let row: MessageRow | undefined;
  try {
    // ON CONFLICT without a target: the only unique indexes a new row can meet are the per-sender client ids
    // (the primary key is generated). A concurrent resend waits for the first insert and then does nothing.
    const { rows } = await db.query<MessageRow>(
      `WITH inserted AS (
         INSERT INTO chat_messages (customer_id, seller_id, sender_role, message, client_message_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}
       ), friendship AS (
         INSERT INTO chat_friends (customer_id, seller_id, last_message_at)
         SELECT customer_id, seller_id, created_at FROM inserted
         ON CONFLICT (customer_id, seller_id)
           DO UPDATE SET last_message_at = greatest(chat_friends.last_message_at, EXCLUDED.last_message_at)
       )
       SELECT m.id, m.customer_id, m.seller_id, m.sender_role, m.message, m.created_at,
              c.name AS customer_name, s.shop_name
       FROM inserted m
       JOIN customers c ON c.id = m.customer_id
       JOIN sellers s ON s.id = m.seller_id`,
      [customerId, sellerId, from, text, clientMessageId],
    );
    row = rows[0];
  } catch (err) {
    // The seller (or the customer's account) does not exist: nothing was stored.
    if (err instanceof Error && 'code' in err && err.code === FOREIGN_KEY_VIOLATION) {
      throw notFound(from === 'customer' ? SELLER_NOT_FOUND : NOT_YOUR_CUSTOMER);
    }
    throw err;
  }
  if (row) return { message: toChatMessage(row), repeated: false };
  if (clientMessageId === null) throw new Error('chat message was not stored');

  const senderId = from === 'customer' ? customerId : sellerId;
  const stored = await storedUnderClientId(db, from, senderId, clientMessageId);
  if (!stored) throw new Error('chat message was neither stored nor found under its client id');
  return { message: resentMessage(stored, input), repeated: true };
}

/** The message stored under a resent client id, provided the resend names the same recipient and text. */
function resentMessage(stored: MessageRow, input: { customerId: string; sellerId: string; text: string }) {
  if (
    stored.customer_id !== input.customerId ||
    stored.seller_id !== input.sellerId ||
    stored.message !== input.text
  )
    throw conflict(CLIENT_ID_REUSED);
  return toChatMessage(stored);
}

/** Stores a message without a client id (the REST operations): every call is a new message. */
export async function storeMessage(
  db: Queryable,
  input: { customerId: string; sellerId: string; from: Party; text: string },
  customerMessagesPerMinute: number,
): Promise<ChatMessage> {
  return (await storeMessageOnce(db, input, customerMessagesPerMinute)).message;
}
