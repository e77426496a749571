// `npm run seller-chat`: the seller side of Bazaar's chat in a terminal. Signs in as a seller (the demo seller
// unless told otherwise), lists the customers it chats with, prints their messages as they arrive and sends
// replies over the chat socket (docs/chat.md).
//
//   npm run seller-chat
//   npm run seller-chat -- --url http://localhost:3000 --email seller@bazaar.test --password bazaar-seller-1
//   SELLER_EMAIL=… SELLER_PASSWORD=… npm run seller-chat
//
// Commands: /list, /open <n>, /help, /quit; any other line is sent to the open conversation.
import { randomUUID } from 'node:crypto';
import { createInterface, type Interface } from 'node:readline';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { terminalText } from './terminal-text';

const DEMO_EMAIL = 'seller@bazaar.test';
const DEMO_PASSWORD = 'bazaar-seller-1';
/** How long one send waits for the server's acknowledgement before it is resent (same clientMessageId). */
const ACK_TIMEOUT_MS = 5_000;
const SEND_ATTEMPTS = 3;

const HELP = `Commands:
  /list        the customers you chat with, most recent first
  /open <n>    show the conversation with customer n of the list; what you type next goes to them
  /help        this help
  /quit        leave (Ctrl+D works too)
Anything else is sent as a message to the open conversation.`;

interface Friend {
  id: string;
  name: string;
}
interface Message {
  id: string;
  senderId: string;
  receverId: string;
  senderName: string;
  text: string;
  createdAt: string;
}

/** A problem the person can act on: printed without a stack trace, exit code 1. */
class Stop extends Error {}

// ---------------------------------------------------------------- reading what the server answers

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every text the server answers (names, messages, ids) is read here, and made safe to print: a customer's
 * message must not be able to drive the seller's terminal (terminal-text.ts).
 */
function text(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (typeof value !== 'string') throw new Error(`the server answered without a text ${field}`);
  return terminalText(value);
}

function toMessage(value: unknown): Message {
  if (!isRecord(value)) throw new Error('the server answered a message that is not an object');
  return {
    id: text(value, '_id'),
    senderId: text(value, 'senderId'),
    receverId: text(value, 'receverId'),
    senderName: text(value, 'senderName'),
    text: text(value, 'message'),
    createdAt: text(value, 'createdAt'),
  };
}

function toFriend(value: unknown): Friend {
  if (!isRecord(value)) throw new Error('the server answered a customer that is not an object');
  return { id: text(value, 'fdId'), name: text(value, 'name') };
}

function list<T>(record: Record<string, unknown>, field: string, read: (item: unknown) => T): T[] {
  const value = record[field];
  if (!Array.isArray(value)) throw new Error(`the server answered without a list of ${field}`);
  return value.map(read);
}

/** The `{ error }` the server gives, or a sentence of our own for a status without one. */
function errorOf(body: unknown, status: number): string {
  if (isRecord(body) && typeof body.error === 'string') return terminalText(body.error);
  return `the server answered ${status}`;
}

// ---------------------------------------------------------------- the HTTP side

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.BAZAAR_URL || 'http://localhost:3000' },
      email: { type: 'string', default: process.env.SELLER_EMAIL || DEMO_EMAIL },
      password: { type: 'string', default: process.env.SELLER_PASSWORD || DEMO_PASSWORD },
      help: { type: 'boolean', default: false },
    },
  });
  let base: URL;
  try {
    base = new URL(values.url);
  } catch {
    throw new Stop(`--url must be an address such as http://localhost:3000, got "${values.url}"`);
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:')
    throw new Stop(`--url must start with http:// or https://, got "${values.url}"`);
  return { url: base.origin, email: values.email, password: values.password, help: values.help };
}

/** Calls the API; a server that cannot be reached is said plainly rather than as a fetch stack trace. */
async function callApi(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: object } = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(`${url}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new Stop(`Cannot reach Bazaar at ${url}. Is the server running? Start it with \`npm start\`.`);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return { status: response.status, body };
}

async function signIn(url: string, email: string, password: string) {
  const { status, body } = await callApi(url, '/seller/seller-login', {
    method: 'POST',
    body: { email, password },
  });
  if (status !== 200) throw new Stop(`Could not sign in as ${email}: ${errorOf(body, status)}`);
  if (!isRecord(body) || !isRecord(body.seller)) throw new Error('the sign-in answer has no seller');
  return {
    token: text(body, 'token'),
    id: text(body.seller, 'id'),
    shopName: text(body.seller, 'shopName'),
  };
}

// ---------------------------------------------------------------- the terminal

function clock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
}

async function main() {
  const options = readOptions();
  if (options.help) {
    console.log(
      `npm run seller-chat -- [--url <address>] [--email <e-mail>] [--password <password>]\n\n${HELP}`,
    );
    return;
  }
  const seller = await signIn(options.url, options.email, options.password);
  console.log(`Signed in as ${seller.shopName} (${options.email}) on ${options.url}`);

  let customers: Friend[] = [];
  let open: Friend | undefined;
  let rl: Interface | undefined;

  /** Prints above the prompt, so arriving messages do not mangle what the person is typing. */
  const say = (line: string) => {
    if (rl?.terminal) {
      process.stdout.write('\r\x1b[K');
      console.log(line);
      rl.prompt(true);
    } else {
      console.log(line);
    }
  };
  const nameOf = (id: string) => customers.find((customer) => customer.id === id)?.name;

  const refreshCustomers = async () => {
    const { status, body } = await callApi(options.url, `/chat/seller/get-customers/${seller.id}`, {
      token: seller.token,
    });
    if (status !== 200 || !isRecord(body))
      throw new Stop(`Could not list your customers: ${errorOf(body, status)}`);
    customers = list(body, 'customers', toFriend);
  };
  const showCustomers = () => {
    if (customers.length === 0) {
      say('No customer has written to you yet. Their messages appear here as they arrive.');
      return;
    }
    say('Your customers, most recent conversation first:');
    customers.forEach((customer, index) => {
      const marker = customer.id === open?.id ? ' (open)' : '';
      say(`  ${index + 1}. ${customer.name}${marker}`);
    });
    say('Type /open <n> to read and answer a conversation.');
  };

  const openConversation = async (argument: string) => {
    const n = Number(argument);
    if (!Number.isInteger(n) || n < 1 || n > customers.length) {
      say(
        customers.length === 0
          ? 'There is no conversation to open yet.'
          : `Choose a number from 1 to ${customers.length}: /open <n> (see /list).`,
      );
      return;
    }
    const customer = customers[n - 1];
    if (!customer) return;
    const { status, body } = await callApi(options.url, `/chat/seller/get-customer-messages/${customer.id}`, {
      token: seller.token,
    });
    if (status !== 200 || !isRecord(body)) {
      say(`Could not open the conversation with ${customer.name}: ${errorOf(body, status)}`);
      return;
    }
    const messages = list(body, 'messages', toMessage);
    open = customer;
    say(`--- Conversation with ${customer.name} (${messages.length} messages) ---`);
    for (const message of messages) {
      const who = message.senderId === seller.id ? 'You' : customer.name;
      say(`[${clock(message.createdAt)}] ${who}: ${message.text}`);
    }
    say(`--- Type your reply to ${customer.name}, or /list ---`);
    rl?.setPrompt(`${customer.name}> `);
  };

  const socket: Socket = io(options.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: seller.token },
  });

  const send = async (line: string) => {
    if (!open) {
      say('Open a conversation first: /list, then /open <n>.');
      return;
    }
    // One id for every attempt: a resend after a lost acknowledgement is not stored or delivered twice.
    const payload = { customerId: open.id, text: line, clientMessageId: randomUUID() };
    for (let attempt = 1; attempt <= SEND_ATTEMPTS; attempt += 1) {
      let answer: unknown;
      try {
        answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('send_seller_message', payload);
      } catch {
        if (attempt < SEND_ATTEMPTS) say('No answer from the server yet; sending again…');
        continue;
      }
      if (isRecord(answer) && typeof answer.error === 'string') {
        say(`Not sent: ${terminalText(answer.error)}`);
        return;
      }
      const message = toMessage(isRecord(answer) ? answer.message : undefined);
      say(`[${clock(message.createdAt)}] You → ${open.name}: ${message.text}`);
      return;
    }
    say('Not sent: the server did not answer. Check the connection and send the message again.');
  };

  // The first connection decides whether the chat can start at all; later drops reconnect on their own.
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(new Stop(`Could not connect to the chat: ${terminalText(error.message)}`));
    });
  });
  const join = async () => {
    const answer: unknown = await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('add_seller', seller.id, {})
      .catch(() => ({ error: 'no answer from the server' }));
    if (isRecord(answer) && typeof answer.error === 'string')
      say(`Could not join the chat: ${terminalText(answer.error)}`);
  };
  await join();
  // Rooms belong to a connection: join again on every reconnection.
  socket.on('connect', () => {
    say('Reconnected to the chat.');
    void join();
  });
  socket.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    say(`Disconnected from the chat (${reason}); reconnecting…`);
  });

  socket.on('chat_error', (problem: unknown) => {
    // Refusals of our own sends are reported with their acknowledgement; anything else is shown here.
    if (isRecord(problem) && problem.event !== 'send_seller_message' && typeof problem.error === 'string')
      say(`Chat: ${terminalText(problem.error)}`);
  });
  socket.on('customer_message', (payload: unknown) => {
    void (async () => {
      const message = toMessage(payload);
      if (!nameOf(message.senderId)) await refreshCustomers().catch(() => undefined);
      const name = nameOf(message.senderId) ?? message.senderName;
      const index = customers.findIndex((customer) => customer.id === message.senderId) + 1;
      const hint = open?.id === message.senderId || index === 0 ? '' : `  (/open ${index} to answer)`;
      say(`[${clock(message.createdAt)}] ${name}: ${message.text}${hint}`);
    })().catch((error: unknown) => say(`Could not show a message: ${String(error)}`));
  });

  await refreshCustomers();
  showCustomers();
  say('Type /help for the commands.');

  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
  rl = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
  rl.setPrompt('> ');
  // Piped input (a script, a test) gets plain lines without prompts.
  const prompt = () => {
    if (interactive && socket.active) rl?.prompt();
  };
  prompt();

  // Lines are handled one after another, so "/open 2" finishes before the reply typed after it is sent.
  let queue = Promise.resolve();
  const quit = () => {
    socket.close();
    rl?.close();
  };
  const handle = async (raw: string) => {
    const line = raw.trim();
    if (line === '') return;
    const [command = '', ...rest] = line.split(/\s+/);
    if (command === '/quit' || command === '/exit') return quit();
    if (command === '/help') return say(HELP);
    if (command === '/list') {
      await refreshCustomers();
      return showCustomers();
    }
    if (command === '/open') return openConversation(rest.join(' '));
    if (command.startsWith('/')) return say(`Unknown command ${command}. Type /help for the commands.`);
    return send(line);
  };
  rl.on('line', (raw) => {
    queue = queue
      .then(() => handle(raw))
      .catch((error: unknown) => say(error instanceof Error ? error.message : String(error)))
      .then(prompt);
  });
  await new Promise<void>((resolve) => rl?.once('close', () => resolve()));
  await queue;
  socket.close();
  console.log('Bye.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Stop ? error.message : `seller-chat failed: ${String(error)}`);
    process.exit(1);
  },
);
