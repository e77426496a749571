import path from 'node:path';

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
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
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
  };
}
