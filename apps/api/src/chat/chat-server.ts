import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { isSessionLive, SESSIONS_ENDED } from '../auth/sessions';
import type { Principal } from '../auth/tokens';
import { RESYNC } from '../db/database';
import { badRequest, forbidden, HttpError } from '../http/errors';
import type { AppContext } from '../http/handler';
import { type ChatMessage, type Party, storeMessageOnce } from './conversations';
import { checkMessageText } from './message-text';
import { connectScaleOut } from './scale-out';

/** What the server emits (docs/chat.md). */
export interface ServerToClientEvents {
  /** A seller's message, to every socket of the customer. */
  seller_message: (message: ChatMessage) => void;
  /** A customer's message, to every socket of the seller. */
  customer_message: (message: ChatMessage) => void;
  /** The sellers online anywhere in the cluster, to customers who joined with add_user. */
  activeSeller: (sellers: Array<{ sellerId: string }>) => void;
  /** An event of this socket was refused; nothing was stored or joined. */
  chat_error: (problem: { event: string; error: string }) => void;
  /**
   * This instance is shutting down and closes the connection next: connect again (through the balancer, to
   * another instance) after about `reconnectAfterMs`.
   */
  server_closing: (hint: { reconnectAfterMs: number }) => void;
}

/** What the rest of the server reads from the chat: /metrics and /api/health/ready. */
export interface ChatControls {
  /** Chat connections open on this instance. */
  sockets(): number;
  /** Answers once Redis answered a PING; absent when the chat does not use Redis (no REDIS_URL). */
  pingRedis: (() => Promise<unknown>) | undefined;
}

/** How long a client told `server_closing` waits before connecting again: the balancer needs a moment. */
export const RECONNECT_AFTER_MS = 1_000;

// Everything a client sends comes from outside: each argument is read as unknown and checked.
type ClientToServerEvents = Record<string, (...args: unknown[]) => void>;
interface SocketData {
  principal: Principal;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const CHAT_PATH = '/socket.io';
/** Rooms: one per customer and per seller (every socket of one account, on any instance), one per role. */
export const customerRoom = (id: string) => `customer:${id}`;
export const sellerRoom = (id: string) => `seller:${id}`;
/** Every socket opened with one session's token, on any instance: ending the session closes them. */
const sessionRoom = (sid: string) => `session:${sid}`;
const CUSTOMERS = 'customers';
const SELLERS = 'sellers';

const CLIENT_EVENTS = new Set(['add_user', 'send_customer_message', 'add_seller', 'send_seller_message']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SERVER_FAULT = 'Something went wrong on our side, please try again';

const servers = new WeakMap<AppContext, ChatServer>();

/**
 * Sends a stored message to every socket of its recipient. The rooms span the cluster when Redis is
 * configured, so the recipient gets it whichever instance holds its sockets.
 */
export function deliverMessage(context: AppContext, message: ChatMessage, from: Party): void {
  const io = servers.get(context);
  if (!io) return;
  if (from === 'customer') io.to(sellerRoom(message.receverId)).emit('customer_message', message);
  else io.to(customerRoom(message.receverId)).emit('seller_message', message);
}

/**
 * Disconnects this instance's sockets opened with these sessions' tokens: a socket must not keep receiving
 * messages after its session was ended (logout, password change). Called once the sessions' end is
 * committed, so a client that reconnects at once is refused at the handshake. The other instances close
 * theirs when the end's notification reaches them (SESSIONS_ENDED, below), with or without Redis; this
 * instance hears it too, a moment later.
 */
export function endSessionChats(context: AppContext, sids: readonly string[]): void {
  const io = servers.get(context);
  if (!io || sids.length === 0) return;
  io.local.in(sids.map(sessionRoom)).disconnectSockets(true);
}

function uuidArgument(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw badRequest(`${name} must be a valid uuid`);
  // Ids may come in upper case; the caller's id and the database's are lower case.
  return value.toLowerCase();
}

/** The fields of an event's object payload; unknown fields are refused as on the REST operations. */
function objectArgument(value: unknown, fields: readonly string[], shape: string): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`Send ${shape}`);
  const entries: Array<[string, unknown]> = Object.entries(value);
  const unknown = entries.find(([key]) => !fields.includes(key));
  if (unknown) throw badRequest(`${unknown[0]} is not a known field`);
  return new Map(entries);
}

/** The sender's own id for a message (optional): a resend with the same id is answered, not stored again. */
function clientMessageId(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return uuidArgument(value, 'clientMessageId');
}

function messageText(value: unknown): string {
  const checked = checkMessageText(value);
  if ('error' in checked) throw badRequest(checked.error);
  return checked.text;
}

/**
 * Puts socket.io on the API's own HTTP server (same port, path /socket.io), so one process still serves the
 * whole shop (DESIGN §2). Sockets authenticate with the same tokens and live sessions as HTTP requests.
 */
export async function attachChat(app: FastifyInstance, context: AppContext): Promise<ChatControls> {
  const { db, tokens, config } = context;
  const io: ChatServer = new Server(app.server, {
    path: CHAT_PATH,
    serveClient: false,
    // A message is at most 2000 characters; nothing a client sends needs more.
    maxHttpBufferSize: 64 * 1024,
  });
  const scaleOut = config.redisUrl ? await connectScaleOut(config.redisUrl, app.log) : undefined;
  if (scaleOut) io.adapter(scaleOut.adapter);
  let closing = false;
  // Set once the Redis clients start closing. The Redis adapter publishes without waiting for the result,
  // so a presence query that reached a closed client would end as an unhandled rejection: none starts from
  // then on, and the clients close only after those already under way have settled.
  let scaleOutClosing = false;
  const presenceQueries = new Set<Promise<unknown>>();

  /** Presence is read from the sockets themselves, across the cluster: nothing to expire or clean up. */
  const onlineSellers = async () => {
    if (scaleOutClosing) return [];
    const query = io.in(SELLERS).fetchSockets();
    presenceQueries.add(query);
    try {
      const sockets = await query;
      const ids = new Set(sockets.map((socket) => socket.data.principal.id));
      return [...ids].sort().map((sellerId) => ({ sellerId }));
    } finally {
      presenceQueries.delete(query);
    }
  };
  const announceSellers = async () => {
    const sellers = await onlineSellers();
    if (!scaleOutClosing) io.to(CUSTOMERS).emit('activeSeller', sellers);
  };

  io.use(async (socket, next) => {
    try {
      const auth: unknown = socket.handshake.auth;
      const token = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
      if (typeof token !== 'string' || token === '') return next(new Error('Please sign in to chat'));
      const principal = await tokens.verify(token);
      if (!principal) return next(new Error('Your session is not valid, please sign in again'));
      if (!(await isSessionLive(db, principal)))
        return next(new Error('Your session has ended, please sign in again'));
      socket.data.principal = principal;
      next();
    } catch (err) {
      app.log.error({ err }, 'chat: handshake failed');
      next(new Error(SERVER_FAULT));
    }
  });

  io.on('connection', (socket: ChatSocket) => {
    const who = socket.data.principal;
    void socket.join(sessionRoom(who.sid));
    // A session ended between the handshake's check and the join above found no room holding this socket,
    // so the session is read once more now that ending it would reach the socket.
    isSessionLive(db, who)
      .then((live) => {
        if (!live) socket.disconnect(true);
      })
      .catch((err) => app.log.error({ err }, 'chat: session check failed'));
    const only = (role: Party) => {
      if (who.role !== role) throw forbidden(`This chat event is for ${role}s`);
    };

    /**
     * Every client event: the session must still be live (logout ends the chat too), refusals come back as
     * chat_error and, when the client asked for an acknowledgement, as `{ error }` in it.
     */
    const handle = (event: string, run: (args: unknown[]) => Promise<object>) => {
      socket.on(event, async (...received: unknown[]) => {
        const last = received.at(-1);
        const ack = typeof last === 'function' ? (answer: object) => last(answer) : undefined;
        const args = ack ? received.slice(0, -1) : received;
        try {
          if (!(await isSessionLive(db, who))) {
            const error = 'Your session has ended, please sign in again';
            socket.emit('chat_error', { event, error });
            ack?.({ error });
            socket.disconnect(true);
            return;
          }
          const answer = await run(args);
          ack?.(answer);
        } catch (err) {
          const known = err instanceof HttpError && err.statusCode < 500;
          if (!known) app.log.error({ err, event }, 'chat: event failed');
          const error = known ? err.message : SERVER_FAULT;
          socket.emit('chat_error', { event, error });
          ack?.({ error });
        }
      });
    };

    // SPEC §7: add_user (user id, user info); the name and everything else come from the token.
    handle('add_user', async ([userId]) => {
      only('customer');
      if (uuidArgument(userId, 'userId') !== who.id)
        throw forbidden('You can only join the chat as yourself');
      await socket.join([customerRoom(who.id), CUSTOMERS]);
      socket.emit('activeSeller', await onlineSellers());
      return { ok: true };
    });

    handle('add_seller', async ([sellerId]) => {
      only('seller');
      if (uuidArgument(sellerId, 'sellerId') !== who.id)
        throw forbidden('You can only join the chat as yourself');
      await socket.join([sellerRoom(who.id), SELLERS]);
      await announceSellers();
      return { ok: true };
    });

    // Stored first, then delivered, then acknowledged with the stored message: a client that got no
    // `{ message }` back knows its message may not have gone out.
    handle('send_customer_message', async ([payload]) => {
      only('customer');
      const fields = objectArgument(
        payload,
        ['sellerId', 'text', 'clientMessageId'],
        'the message as { sellerId, text }',
      );
      const sellerId = uuidArgument(fields.get('sellerId'), 'sellerId');
      const text = messageText(fields.get('text'));
      const clientId = clientMessageId(fields.get('clientMessageId'));
      const { message, repeated } = await storeMessageOnce(
        db,
        {
          customerId: who.id,
          sellerId,
          from: 'customer',
          text,
          clientMessageId: clientId,
        },
        config.chatMessagesPerMinute,
      );
      // A resend whose first acknowledgement was lost: the seller already has it.
      if (!repeated) deliverMessage(context, message, 'customer');
      return { message };
    });

    handle('send_seller_message', async ([payload]) => {
      only('seller');
      const fields = objectArgument(
        payload,
        ['customerId', 'text', 'clientMessageId'],
        'the message as { customerId, text }',
      );
      const customerId = uuidArgument(fields.get('customerId'), 'customerId');
      const text = messageText(fields.get('text'));
      const clientId = clientMessageId(fields.get('clientMessageId'));
      const { message, repeated } = await storeMessageOnce(
        db,
        {
          customerId,
          sellerId: who.id,
          from: 'seller',
          text,
          clientMessageId: clientId,
        },
        config.chatMessagesPerMinute,
      );
      if (!repeated) deliverMessage(context, message, 'seller');
      return { message };
    });

    socket.onAny((event: string, ...received: unknown[]) => {
      if (CLIENT_EVENTS.has(event)) return;
      const error = `Unknown chat event "${String(event).slice(0, 50)}"`;
      socket.emit('chat_error', { event: String(event).slice(0, 50), error });
      const last = received.at(-1);
      if (typeof last === 'function') last({ error });
    });

    socket.on('disconnect', () => {
      // A seller going offline changes what customers see; the list is recomputed, not patched.
      if (who.role === 'seller' && !closing)
        announceSellers().catch((err) => app.log.error({ err }, 'chat: presence update failed'));
    });
  });

  servers.set(context, io);

  // A session ended on any instance (sessions.ts announces it in the statement that ends it) closes this
  // instance's sockets of it. After the listening connection was lost, what was announced meanwhile is
  // gone: every socket here has its session read again.
  const closeEndedSessions = async () => {
    const sockets = await io.local.fetchSockets();
    const sids = [...new Set(sockets.map((socket) => socket.data.principal.sid))];
    if (sids.length === 0) return;
    const { rows } = await db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE id = ANY ($1::uuid[]) AND revoked_at IS NULL',
      [sids],
    );
    const live = new Set(rows.map((row) => row.id));
    for (const socket of sockets) if (!live.has(socket.data.principal.sid)) socket.disconnect(true);
  };
  const unlistenSessions = await db.listen(SESSIONS_ENDED, (payload) => {
    if (payload === RESYNC) {
      closeEndedSessions().catch((err) => app.log.error({ err }, 'chat: session check failed'));
      return;
    }
    io.local.in(sessionRoom(payload)).disconnectSockets(true);
  });

  // Open sockets would keep the HTTP server from closing: end them first, then tell the remaining
  // instances which sellers are still online. Each client is told to come back (server_closing), and the
  // connection is closed without socket.io's own disconnect: the client sees a lost transport, which
  // socket.io clients (and the storefront's chat) answer by connecting again, through the balancer to an
  // instance that stays.
  app.addHook('preClose', async () => {
    closing = true;
    const hadSellers = io.local
      .in(SELLERS)
      .fetchSockets()
      .then((sockets) => sockets.length > 0);
    const announce = await hadSellers;
    io.local.emit('server_closing', { reconnectAfterMs: RECONNECT_AFTER_MS });
    io.engine.close();
    if (announce && scaleOut) await announceSellers().catch(() => undefined);
  });
  app.addHook('onClose', async () => {
    servers.delete(context);
    await unlistenSessions();
    scaleOutClosing = true;
    await Promise.allSettled([...presenceQueries]);
    // The adapter's close unsubscribes through Redis; on connections that are down those commands would
    // wait for Redis and then fail unheard, and the subscriptions end with the connections anyway.
    if (!scaleOut || scaleOut.connected()) await io.of('/').adapter.close();
    await scaleOut?.close();
  });
  return {
    sockets: () => io.engine.clientsCount,
    pingRedis: scaleOut ? () => scaleOut.ping() : undefined,
  };
}
