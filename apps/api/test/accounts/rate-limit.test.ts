import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { hashPassword } from '../../src/db/password';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// DESIGN §3: sign-in attempts are limited per account as well as per client address, and forwarded
// addresses count only when TRUST_PROXY names the proxy. Each shop here allows 3 attempts per account and
// 5 per address, so each limit can be reached on its own.

const ACCOUNT_BUDGET = 3;
const ADDRESS_BUDGET = 5;

/** A refusal of the limit: 429, `{error}` alone, and how long to wait. */
function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: expect.stringMatching(/too many attempts/i) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

const newEmail = () => `nobody-${randomUUID().slice(0, 8)}@example.in`;

describe('sign-in limits with TRUST_PROXY off (the default)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ authRateLimit: ACCOUNT_BUDGET, authAddressRateLimit: ADDRESS_BUDGET });
  });
  afterAll(() => shop?.close());

  const login = (email: string, password: string, from: { remoteAddress?: string; forwarded?: string }) =>
    shop.call({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email, password },
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
      headers: from.forwarded ? { 'x-forwarded-for': from.forwarded } : {},
    });

  it('gives forged X-Forwarded-For values no fresh budget: the peer address counts', async () => {
    const peer = { remoteAddress: '198.51.100.7' };
    for (let i = 1; i <= ADDRESS_BUDGET; i += 1) {
      const response = await login(newEmail(), 'wrong-password', { ...peer, forwarded: `203.0.113.${i}` });
      expect(response.statusCode).toBe(401);
    }

    expectTooMany(await login(newEmail(), 'wrong-password', { ...peer, forwarded: '203.0.113.99' }));
    // Another client is not held back by this one.
    expect((await login(newEmail(), 'wrong-password', { remoteAddress: '198.51.100.8' })).statusCode).toBe(
      401,
    );
  });

  it('holds an account to its budget whatever address the guesses come from, the right password included', async () => {
    const customer = await registerCustomer(shop);
    for (let i = 1; i <= ACCOUNT_BUDGET; i += 1) {
      const response = await login(customer.email, 'wrong-password', { remoteAddress: `192.0.2.${i}` });
      expect(response.statusCode).toBe(401);
    }

    expectTooMany(await login(customer.email, customer.password, { remoteAddress: '192.0.2.200' }));
    // The address of the last attempt still has budget for other accounts; letter case names the same account.
    expectTooMany(
      await login(customer.email.toUpperCase(), customer.password, { remoteAddress: '192.0.2.201' }),
    );
    expect((await login(newEmail(), 'wrong-password', { remoteAddress: '192.0.2.200' })).statusCode).toBe(
      401,
    );
  });

  it('limits registrations per address and creates no account past the limit', async () => {
    const peer = '198.51.100.20';
    const register = (email: string) =>
      shop.call({
        method: 'POST',
        url: '/api/customer/customer-register',
        remoteAddress: peer,
        payload: { name: 'Meera', email, password: 'chai-and-biscuits' },
      });
    for (let i = 1; i <= ADDRESS_BUDGET; i += 1) expect((await register(newEmail())).statusCode).toBe(201);

    const refusedEmail = newEmail();
    expectTooMany(await register(refusedEmail));
    const { rows } = await shop.db.query('SELECT 1 FROM customers WHERE email = $1', [refusedEmail]);
    expect(rows).toEqual([]);
  });

  it('holds a seller account to its budget across addresses', async () => {
    const email = `stall-${randomUUID().slice(0, 8)}@example.in`;
    await shop.db.query(
      `INSERT INTO sellers (name, email, password_hash, shop_name, city, state)
       VALUES ('Kavita Rao', $1, $2, 'Rao Handlooms', 'Nagpur', 'Maharashtra')`,
      [email, await hashPassword('ledger-and-chai')],
    );
    const sellerLogin = (password: string, remoteAddress: string) =>
      shop.call({
        method: 'POST',
        url: '/api/seller/seller-login',
        remoteAddress,
        payload: { email, password },
      });
    for (let i = 1; i <= ACCOUNT_BUDGET; i += 1) {
      expect((await sellerLogin('wrong-password', `192.0.2.${50 + i}`)).statusCode).toBe(401);
    }
    expectTooMany(await sellerLogin('ledger-and-chai', '192.0.2.60'));
  });

  it("limits change-password's guesses at the old password, and the password stays as it was", async () => {
    const customer = await registerCustomer(shop);
    const passwordHash = async () =>
      (
        await shop.db.query<{ hash: string }>('SELECT password_hash AS hash FROM customers WHERE id = $1', [
          customer.id,
        ])
      ).rows[0]?.hash;
    const before = await passwordHash();
    const change = (oldPassword: string) =>
      shop.call({
        method: 'PUT',
        url: '/api/customer/change-password',
        token: customer.token,
        payload: {
          old_password: oldPassword,
          new_password: 'monsoon-in-mumbai',
          confirm_password: 'monsoon-in-mumbai',
        },
      });
    for (let i = 1; i <= ACCOUNT_BUDGET; i += 1)
      expect((await change(`guess-number-${i}`)).statusCode).toBe(400);

    expectTooMany(await change(customer.password));
    expect(await passwordHash()).toBe(before);
    // The account's budget is the login form's too: a stolen session adds no guesses.
    expectTooMany(await login(customer.email, customer.password, { remoteAddress: '192.0.2.99' }));
  });

  it("keeps an account's counter while thousands of other accounts are guessed at", async () => {
    // A second server on the same database whose accounts have no budget at all, so every attempt is
    // refused before any password is checked and thousands of them take seconds; its addresses have
    // room for all of them.
    const app = await buildApp({
      config: { ...shop.config, authRateLimit: 0, authAddressRateLimit: 1_000_000 },
      db: shop.db,
      secret: randomBytes(32),
    });
    try {
      const attempt = (email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/customer/customer-login',
          payload: { email, password: 'guess' },
        });
      const victim = newEmail();
      const first = await attempt(victim);
      expectTooMany(first);
      expect(Number(first.headers['retry-after'])).toBe(15 * 60);

      // More accounts than the rate limiter's default cache holds (5,000): the victim's entry would be pushed
      // out and its window start afresh.
      for (let i = 0; i < 6_000; i += 1) await attempt(`flood-${i}@example.in`);
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      const later = await attempt(victim);
      expectTooMany(later);
      expect(Number(later.headers['retry-after'])).toBeLessThan(15 * 60);
    } finally {
      await app.close();
    }
  });

  it('answers a malformed body 400 however often it comes, never 500', async () => {
    for (let i = 0; i < ACCOUNT_BUDGET + 2; i += 1) {
      const response = await shop.call({
        method: 'POST',
        url: '/api/customer/customer-login',
        remoteAddress: `192.0.2.${150 + i}`,
        payload: { password: 'no-email-given' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'email is required' });
    }
  });
});

describe('sign-in limits with TRUST_PROXY naming the proxy', () => {
  const PROXY = '10.0.0.2';
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({
      authRateLimit: ACCOUNT_BUDGET,
      authAddressRateLimit: ADDRESS_BUDGET,
      trustProxy: ['10.0.0.0/8'],
    });
  });
  afterAll(() => shop?.close());

  const login = (remoteAddress: string, forwarded: string) =>
    shop.call({
      method: 'POST',
      url: '/api/customer/customer-login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwarded },
      payload: { email: newEmail(), password: 'wrong-password' },
    });

  it('counts attempts by the address the proxy forwards', async () => {
    for (let i = 0; i < ADDRESS_BUDGET; i += 1)
      expect((await login(PROXY, '203.0.113.10')).statusCode).toBe(401);

    expectTooMany(await login(PROXY, '203.0.113.10'));
    // Another shopper behind the same proxy has a budget of their own.
    expect((await login(PROXY, '203.0.113.11')).statusCode).toBe(401);
  });

  it('takes no forwarded address from a client that is not the proxy', async () => {
    const client = '198.51.100.30';
    for (let i = 0; i < ADDRESS_BUDGET; i += 1) {
      expect((await login(client, `203.0.113.${100 + i}`)).statusCode).toBe(401);
    }
    expectTooMany(await login(client, '203.0.113.200'));
  });
});
