import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { startSession } from '../../src/auth/sessions';
import { TokenService } from '../../src/auth/tokens';
import { liveIndexOf } from '../../src/catalog/search-index/live-index';
import { type Config, readConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { hashPassword } from '../../src/db/password';
import { seedIfEmpty } from '../../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of a server whose `bazaar_template` database is migrated and seeded; unset on PGlite. */
    postgresUrl?: string;
    /** An archive of a migrated and seeded embedded database (pglite-setup.ts); unset on PostgreSQL. */
    pgliteTemplate?: string;
  }
}

export interface TestShop {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Signs tokens the app accepts (same secret). */
  tokens: TokenService;
  /** The app's signing secret, for a second instance of the same shop. */
  secret: Uint8Array;
  /**
   * The same database as another instance opens it: on PostgreSQL a pool of its own, on the embedded
   * database (which one process owns) a second handle on it, with its own search index, cached answers and
   * listeners. Closed by the caller, before the shop.
   */
  openSharedDatabase(): Promise<Database>;
  /** app.inject with an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface TestDatabase {
  db: Database;
  share: () => Promise<Database>;
  drop: () => Promise<void>;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    // Each test file starts from its own copy of the seeded archive.
    const template = inject('pgliteTemplate');
    const db = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
    });
    if (!template) {
      await migrate(db);
      await seedIfEmpty(db);
    }
    // A new object, so that what is kept per Database (catalog-answers.ts, live-index.ts) is its own.
    const share = async (): Promise<Database> => ({ ...db, close: async () => undefined });
    return { db, share, drop: async () => undefined };
  }
  // Each test file gets its own copy of the seeded template database.
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ databaseUrl: `${serverUrl}/postgres` });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE bazaar_template`);
  const db = await openDatabase({ databaseUrl: `${serverUrl}/${name}` });
  return {
    db,
    share: () => openDatabase({ databaseUrl: `${serverUrl}/${name}` }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A whole API on a freshly seeded database, driven in-process through app.inject. */
export async function createTestShop(
  overrides: Partial<Config> = {},
  { logger }: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestShop> {
  const { db, share, drop } = await openTestDatabase();
  const config: Config = {
    ...readConfig({}),
    authRateLimit: 10_000,
    authAddressRateLimit: 10_000,
    ...overrides,
  };
  const secret = randomBytes(32);
  const app = await buildApp({ config, db, secret, ...(logger ? { logger } : {}) });
  await app.ready();
  return {
    app,
    db,
    config,
    tokens: new TokenService(secret),
    secret,
    openSharedDatabase: share,
    call: async ({ token, headers, ...options }) => {
      // Tests write products straight into the database; the search index follows such writes through
      // notifications, a moment later. Listings read after the index has caught up, so answers are exact.
      await liveIndexOf(db)?.caughtUp();
      return app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

let counter = 0;
const PASSWORD = 'a-good-password-1';
let passwordHash: Promise<string> | undefined;

/**
 * A brand-new customer with a live session, made directly in the database so that tests of one area do not
 * depend on the registration endpoint.
 */
export async function registerCustomer(shop: TestShop, name = 'Meera Iyer') {
  counter += 1;
  const email = `shopper-${counter}-${randomUUID().slice(0, 8)}@example.in`;
  passwordHash ??= hashPassword(PASSWORD);
  const { rows } = await shop.db.query<{ id: string }>(
    'INSERT INTO customers (name, email, password_hash) VALUES ($1, $2, $3) RETURNING id',
    [name, email, await passwordHash],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('customer was not created');
  const token = await startSession(shop.db, shop.tokens, { id, name, email, role: 'customer' });
  return { token, id, email, password: PASSWORD, name };
}

/** A live session for a seeded seller (the first by e-mail unless one is named). */
export async function sellerSession(shop: TestShop, email?: string) {
  const { rows } = await shop.db.query<{ id: string; name: string; email: string }>(
    email
      ? 'SELECT id, name, email FROM sellers WHERE email = $1'
      : 'SELECT id, name, email FROM sellers ORDER BY email LIMIT 1',
    email ? [email] : [],
  );
  const seller = rows[0];
  if (!seller) throw new Error('no seeded seller');
  const token = await startSession(shop.db, shop.tokens, { ...seller, role: 'seller' });
  return { token, ...seller };
}
