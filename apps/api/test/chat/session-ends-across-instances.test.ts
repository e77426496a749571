import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { SESSIONS_ENDED, startSession } from '../../src/auth/sessions';
import type { Database } from '../../src/db/database';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';
import { chatClient, closeClients, connected, listen, nextEvent, refusal } from './chat-fixtures';

// Two instances of the shop over one database and no Redis: ending a session through A (logout, a password
// change) must close that session's chat sockets on B too, since the end is announced by the database
// (SESSIONS_ENDED in auth/sessions.ts). On the embedded database B is a second handle on the same PGlite.

let shop: TestShop;
let dbB: Database;
let instanceB: FastifyInstance;
let urlA = '';
let urlB = '';

beforeAll(async () => {
  shop = await createTestShop({ redisUrl: undefined });
  dbB = await shop.openSharedDatabase();
  instanceB = await buildApp({
    config: { ...shop.config, searchIndex: false, catalogCache: false },
    db: dbB,
    secret: shop.secret,
  });
  urlA = await listen(shop.app);
  urlB = await listen(instanceB);
});
afterEach(() => closeClients());
afterAll(async () => {
  await instanceB?.close();
  await dbB?.close();
  await shop?.close();
});

describe('sessions ended on one instance, without Redis', () => {
  it('disconnects on B the socket of a session that logs out through A, and refuses it again', async () => {
    const customer = await registerCustomer(shop);
    const onB = chatClient(urlB, customer.token);
    await connected(onB);
    const ended = nextEvent<string>(onB, 'disconnect', 1_000);

    const logout = await shop.app.inject({
      method: 'GET',
      url: '/api/customer/logout',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(await refusal(chatClient(urlB, customer.token))).toBe(
      'Your session has ended, please sign in again',
    );
  });

  it('disconnects on B and on A the sockets of every earlier session when the password changes on A', async () => {
    const customer = await registerCustomer(shop);
    const { id, name, email } = customer;
    const laptop = await startSession(shop.db, shop.tokens, { id, name, email, role: 'customer' });
    const onB = chatClient(urlB, customer.token);
    const onA = chatClient(urlA, laptop);
    const current = await startSession(shop.db, shop.tokens, { id, name, email, role: 'customer' });
    const kept = chatClient(urlB, current);
    await Promise.all([connected(onB), connected(onA), connected(kept)]);
    const endedOnB = nextEvent<string>(onB, 'disconnect', 1_000);
    const endedOnA = nextEvent<string>(onA, 'disconnect', 1_000);

    const changed = await shop.app.inject({
      method: 'PUT',
      url: '/api/customer/change-password',
      headers: { authorization: `Bearer ${current}` },
      payload: {
        old_password: customer.password,
        new_password: 'monsoon-over-madurai',
        confirm_password: 'monsoon-over-madurai',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await Promise.all([endedOnB, endedOnA])).toEqual(['io server disconnect', 'io server disconnect']);
    // The new token from the change chats on B.
    await expect(connected(chatClient(urlB, changed.json().token))).resolves.toBeUndefined();
  });

  it('leaves on B the sockets of other sessions and other customers', async () => {
    const leaving = await registerCustomer(shop);
    const staying = await registerCustomer(shop);
    const { id, name, email } = leaving;
    const otherDevice = await startSession(shop.db, shop.tokens, { id, name, email, role: 'customer' });
    const signedOut = chatClient(urlB, leaving.token);
    const sockets = [signedOut, chatClient(urlB, otherDevice), chatClient(urlB, staying.token)];
    await Promise.all(sockets.map(connected));
    const ended = nextEvent<string>(signedOut, 'disconnect', 1_000);

    const logout = await shop.app.inject({
      method: 'GET',
      url: '/api/customer/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await ended).toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets.map((socket) => socket.connected)).toEqual([false, true, true]);
  });

  // PostgreSQL only: there each instance listens on a connection of its own, which can be lost.
  it.runIf(Boolean(inject('postgresUrl')))(
    'disconnects on B a session ended while B’s listening connection was cut, once it is back',
    async () => {
      const customer = await registerCustomer(shop);
      const onB = chatClient(urlB, customer.token);
      await connected(onB);
      const ended = nextEvent<string>(onB, 'disconnect', 3_000);
      const { rows: cut } = await shop.db.query<{ pid: number }>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN ${SESSIONS_ENDED}' AND pid <> pg_backend_pid()`,
      );
      expect(cut.length).toBeGreaterThan(0);
      // The listeners are gone, and come back after a second: the logout's notification reaches none.
      const pids = cut.map((row) => row.pid);
      while (
        (await shop.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = ANY ($1)', [pids])).rows.length
      ) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const logout = await shop.app.inject({
        method: 'GET',
        url: '/api/customer/logout',
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(await ended).toBe('io server disconnect');
    },
  );
});
