import path from 'node:path';
import { paymentProviderOf } from './payments/provider-choice';

/** Everything the server can be told, read once from the environment (documented in README). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  storefrontDir: string | undefined;
  production: boolean;
  /** Requests per minute per client address on login and register. */
  authRateLimit: number;
  /** Minutes an order may wait for a payment method before the sweep cancels it. */
  unpaidOrderMinutes: number;
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
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = {
    port: integer(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    storefrontDir: env.STOREFRONT_DIR ? path.resolve(env.STOREFRONT_DIR) : undefined,
    production: env.NODE_ENV === 'production',
    authRateLimit: integer(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    unpaidOrderMinutes: integer(env.UNPAID_ORDER_MINUTES, 30, 'UNPAID_ORDER_MINUTES'),
    logLevel: env.LOG_LEVEL || 'info',
    silentConnectionMs: integer(env.SILENT_CONNECTION_SECONDS, 10, 'SILENT_CONNECTION_SECONDS') * 1000,
    chatMessagesPerMinute: integer(env.CHAT_MESSAGES_PER_MINUTE, 20, 'CHAT_MESSAGES_PER_MINUTE'),
    redisUrl: env.REDIS_URL || undefined,
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    allowTestPayments: env.ALLOW_TEST_PAYMENTS === 'true',
  };
  // Fails before the database is opened, so a production server never starts taking fake card payments.
  paymentProviderOf(config);
  return config;
}
