import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_KEPT_ROWS_MB } from './catalog/search-index/kept-products';
import { paymentProviderOf } from './payments/provider-choice';

/** Everything the server can be told, read once from the environment (documented in README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where product photos (JPEG, PNG, WebP originals) are read from: `products/<slug>-<n>.<ext>`. */
  photoDir: string;
  /** Bytes of resized photos kept in memory, so a width and format is encoded once. */
  imageCacheBytes: number;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /**
   * The secret JWT_SECRET replaced, still accepted when verifying tokens (never for signing), so that
   * sessions survive a rotation (docs/operations.md "Rotate JWT_SECRET").
   */
  jwtPreviousSecret: string | undefined;
  storefrontDir: string | undefined;
  production: boolean;
  /** Sign-in attempts per account in 15 minutes (customer and seller login, change-password). */
  authRateLimit: number;
  /** Sign-in and registration attempts per client address in a minute. */
  authAddressRateLimit: number;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): none (false), all (true), or their
   * addresses and CIDR ranges. Handed to Fastify's `trustProxy` as it is.
   */
  trustProxy: boolean | string[];
  /** Minutes an order may wait for a payment method before the sweep cancels it. */
  unpaidOrderMinutes: number;
  /** How often each instance runs the unpaid-order sweep; the first run is this long after the start. */
  unpaidOrderSweepMs: number;
  logLevel: string;
  /** A connection that has sent no byte this long after opening is closed; 0 keeps it open. */
  silentConnectionMs: number;
  /**
   * Chat messages a customer may send per minute (REST and socket together): that many at once, then one
   * every 60/n seconds. 0 turns the limit off. Sellers are not limited (docs/chat.md).
   */
  chatMessagesPerMinute: number;
  /** redis://… — when set, socket.io chat crosses instances through @socket.io/redis-adapter. */
  redisUrl: string | undefined;
  /** Stripe is the card provider when both keys are set; otherwise the offline test provider is. */
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  /** Signing secret of the Stripe webhook endpoint; without it the webhook is refused. */
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe API is reached (e.g. stripe-mock); Stripe's own address when unset. */
  stripeApiUrl: string | undefined;
  /** Lets the offline test provider run with NODE_ENV=production (a demo shop); never for real sales. */
  allowTestPayments: boolean;
  /**
   * Listings and search answered from an in-memory index of the catalogue (catalog/search-index/), kept
   * current by notifications; off answers them with SQL alone.
   */
  searchIndex: boolean;
  /**
   * Heap for the rows of the products shown lately, which the search index keeps so that a page of them
   * needs no statement (catalog/search-index/kept-products.ts). More keeps more of a large catalogue.
   */
  searchIndexRowBytes: number;
  /**
   * Whether listings, suggestions and the home page's products are answered from the short-lived
   * catalogue cache (catalog/recent-answers.ts). Off, every request reaches the database: for benchmarks
   * that measure the database's own figures.
   */
  catalogCache: boolean;
  /**
   * Bearer token that /metrics asks for. Unset, /metrics answers only requests from this host that no proxy
   * forwarded (docs/operations.md).
   */
  metricsToken: string | undefined;
  /**
   * On SIGTERM or SIGINT, how long requests under way may take to finish before the process exits anyway.
   */
  shutdownGraceMs: number;
  /** Connections each instance keeps to PostgreSQL for requests (PG_POOL_SIZE); PGlite has one. */
  pgPoolSize: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** A whole number of at least 1. */
function positive(value: string | undefined, fallback: number, name: string): number {
  const n = integer(value, fallback, name);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, got "${value}"`);
}

// Names proxy-addr (Fastify's trustProxy) knows for groups of private ranges.
const ADDRESS_GROUPS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (ADDRESS_GROUPS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` (trust no proxy), `true` (trust every hop: only behind a proxy that
 * overwrites X-Forwarded-For), or the proxies' addresses and CIDR ranges, comma-separated.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  // Fastify 5.12 dropped hop counts: a count cannot tell the proxy from a client that connects directly
  // and writes the header itself. Refused here rather than silently trusting nothing.
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY does not take a hop count ("${text}"): name the proxies' addresses or CIDR ranges instead, e.g. TRUST_PROXY=10.0.0.0/8`,
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false, true or a comma-separated list of addresses and CIDR ranges; "${wrong.join('", "')}" is none of these`,
    );
  }
  return entries;
}

/** PHOTO_DIR, by default the `photos` directory of DATA_DIR; the seed writes its photos there too. */
export function photoDirOf(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.PHOTO_DIR || path.join(env.DATA_DIR || 'data', 'photos'));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    photoDir: photoDirOf(env),
    imageCacheBytes: integer(env.IMAGE_CACHE_MB, 64, 'IMAGE_CACHE_MB') * 1024 * 1024,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtPreviousSecret: env.JWT_PREVIOUS_SECRET || undefined,
    storefrontDir: env.STOREFRONT_DIR ? path.resolve(env.STOREFRONT_DIR) : undefined,
    production: env.NODE_ENV === 'production',
    authRateLimit: integer(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    authAddressRateLimit: integer(env.AUTH_ADDRESS_RATE_LIMIT, 100, 'AUTH_ADDRESS_RATE_LIMIT'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    unpaidOrderMinutes: integer(env.UNPAID_ORDER_MINUTES, 30, 'UNPAID_ORDER_MINUTES'),
    unpaidOrderSweepMs: positive(env.UNPAID_ORDER_SWEEP_SECONDS, 60, 'UNPAID_ORDER_SWEEP_SECONDS') * 1000,
    logLevel: env.LOG_LEVEL || 'info',
    silentConnectionMs: integer(env.SILENT_CONNECTION_SECONDS, 10, 'SILENT_CONNECTION_SECONDS') * 1000,
    chatMessagesPerMinute: integer(env.CHAT_MESSAGES_PER_MINUTE, 20, 'CHAT_MESSAGES_PER_MINUTE'),
    redisUrl: env.REDIS_URL || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    allowTestPayments: env.ALLOW_TEST_PAYMENTS === 'true',
    searchIndex: onOff(env.SEARCH_INDEX, true, 'SEARCH_INDEX'),
    searchIndexRowBytes:
      integer(env.SEARCH_INDEX_ROWS_MB, DEFAULT_KEPT_ROWS_MB, 'SEARCH_INDEX_ROWS_MB') * 1024 * 1024,
    catalogCache: onOff(env.CATALOG_CACHE, true, 'CATALOG_CACHE'),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: integer(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    pgPoolSize: positive(env.PG_POOL_SIZE, 10, 'PG_POOL_SIZE'),
  };
  // Fails before the database is opened, so a production server never starts taking fake card payments.
  paymentProviderOf(config);
  return config;
}
