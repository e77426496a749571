import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, readConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of a server whose `bazaar_template` database is migrated and seeded; unset on PGlite. */
    postgresUrl?: string;
  }
}

export interface TestShop {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** app.inject with an optional bearer token. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

async function openTestDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    const db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
    await seedIfEmpty(db);
    return { db, drop: async () => undefined };
  }
  // Each test file gets its own copy of the seeded template database.
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ databaseUrl: `${serverUrl}/postgres` });
  await admin.query(`CREATE DATABASE ${name} TEMPLATE bazaar_template`);
  const db = await openDatabase({ databaseUrl: `${serverUrl}/${name}` });
  return {
    db,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** A whole API on a freshly seeded database, driven in-process through app.inject. */
export async function createTestShop(overrides: Partial<Config> = {}): Promise<TestShop> {
  const { db, drop } = await openTestDatabase();
  const config: Config = { ...readConfig({}), authRateLimit: 10_000, ...overrides };
  const app = await buildApp({ config, db, secret: randomBytes(32) });
  await app.ready();
  return {
    app,
    db,
    config,
    call: ({ token, headers, ...options }) =>
      app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

let counter = 0;

/** Registers a brand-new customer and returns their token and id. */
export async function registerCustomer(shop: TestShop, name = 'Meera Iyer') {
  counter += 1;
  const email = `shopper-${Date.now()}-${counter}-${randomUUID().slice(0, 8)}@example.in`;
  const password = 'a-good-password-1';
  const response = await shop.call({
    method: 'POST',
    url: '/api/customer/customer-register',
    payload: { name, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json<{ token: string }>();
  const me = await shop.call({ method: 'GET', url: '/api/customer/me', token });
  const { customer } = me.json<{ customer: { id: string } }>();
  return { token, id: customer.id, email, password, name };
}
