import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { startSession } from '../../src/auth/sessions';
import { TokenService } from '../../src/auth/tokens';
import { readConfig } from '../../src/config';
import { chatClient, closeClients, connected, listen, refusal } from '../chat/chat-fixtures';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// Rotating JWT_SECRET (docs/operations.md): instances restarted with the new secret and the old one as
// JWT_PREVIOUS_SECRET keep accepting the tokens issued before, over HTTP and on the chat socket, and sign
// every new token with the new secret alone.

const OLD_SECRET = 'the-secret-before-the-rotation-0123456789abcdef';
const NEW_SECRET = 'the-secret-after-the-rotation-fedcba9876543210';
const encode = (secret: string) => new TextEncoder().encode(secret);

let shop: TestShop;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  shop = await createTestShop();
});
afterEach(async () => {
  closeClients();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await shop?.close();
});

/** An instance of the shop over the same database, started with these secrets. */
async function instance(jwtSecret: string, jwtPreviousSecret?: string): Promise<FastifyInstance> {
  const app = await buildApp({
    // The catalogue is not what this is about: no index or cache of its own.
    config: { ...shop.config, jwtSecret, jwtPreviousSecret, searchIndex: false, catalogCache: false },
    db: shop.db,
    secret: encode(jwtSecret),
  });
  apps.push(app);
  await app.ready();
  return app;
}

/** A customer signed in before the rotation: a live session whose token the old secret signed. */
async function signedInBeforeRotation() {
  const customer = await registerCustomer(shop);
  const { id, name, email } = customer;
  const token = await startSession(shop.db, new TokenService(encode(OLD_SECRET)), {
    id,
    name,
    email,
    role: 'customer',
  });
  return { ...customer, token };
}

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/customer/me', headers: { authorization: `Bearer ${token}` } });

describe('JWT_SECRET rotation', () => {
  it('reads JWT_PREVIOUS_SECRET, unset by default', () => {
    expect(readConfig({ JWT_SECRET: NEW_SECRET, JWT_PREVIOUS_SECRET: OLD_SECRET }).jwtPreviousSecret).toBe(
      OLD_SECRET,
    );
    expect(readConfig({ JWT_SECRET: NEW_SECRET }).jwtPreviousSecret).toBeUndefined();
  });

  it('keeps a session signed with the previous secret, over HTTP and on the chat socket', async () => {
    const customer = await signedInBeforeRotation();
    const rotated = await instance(NEW_SECRET, OLD_SECRET);

    const answer = await me(rotated, customer.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().customer).toMatchObject({ id: customer.id, email: customer.email });
    await expect(connected(chatClient(await listen(rotated), customer.token))).resolves.toBeUndefined();
  });

  it('refuses that session without JWT_PREVIOUS_SECRET', async () => {
    const customer = await signedInBeforeRotation();
    const rotated = await instance(NEW_SECRET);

    const answer = await me(rotated, customer.token);
    expect(answer.statusCode).toBe(401);
    expect(typeof answer.json().error).toBe('string');
    expect(await refusal(chatClient(await listen(rotated), customer.token))).toBe(
      'Your session is not valid, please sign in again',
    );
  });

  it('signs new tokens with the new secret only', async () => {
    const customer = await signedInBeforeRotation();
    const rotated = await instance(NEW_SECRET, OLD_SECRET);

    const login = await rotated.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token: string = login.json().token;
    expect(await new TokenService(encode(NEW_SECRET)).verify(token)).toMatchObject({ id: customer.id });
    expect(await new TokenService(encode(OLD_SECRET)).verify(token)).toBeNull();
    // So once every instance has dropped the old secret, the tokens issued since still work.
    expect((await me(await instance(NEW_SECRET), token)).statusCode).toBe(200);
  });

  it('still refuses a token signed with a secret it was never given', async () => {
    const customer = await registerCustomer(shop);
    const { id, name, email } = customer;
    const forged = await startSession(shop.db, new TokenService(encode('a-secret-nobody-configured-0000')), {
      id,
      name,
      email,
      role: 'customer',
    });
    const rotated = await instance(NEW_SECRET, OLD_SECRET);
    expect((await me(rotated, forged)).statusCode).toBe(401);
  });
});
