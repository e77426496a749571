import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, registerCustomer, type TestShop } from '../support/shop';

// DESIGN §3: login and register are rate-limited per client address. Each shop here allows 3 a minute.

describe('rate limit on sign-in and registration', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ authRateLimit: 3 });
  });
  afterAll(() => shop?.close());

  it('refuses the 4th login attempt within a minute with 429, even with the right password', async () => {
    const customer = await registerCustomer(shop);
    const attempt = (password: string) =>
      shop.call({
        method: 'POST',
        url: '/api/customer/customer-login',
        payload: { email: customer.email, password },
      });

    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong-password')).statusCode).toBe(401);
    const fourth = await attempt(customer.password);

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: expect.any(String) });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('refuses the 4th registration within a minute with 429 and creates no account', async () => {
    const register = (n: number) =>
      shop.call({
        method: 'POST',
        url: '/api/customer/customer-register',
        payload: {
          name: 'Meera',
          email: `limit-${n}-${Date.now()}@example.in`,
          password: 'chai-and-biscuits',
        },
      });

    for (let n = 1; n <= 3; n += 1) expect((await register(n)).statusCode).toBe(201);
    const fourth = await register(4);

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: expect.any(String) });
    const { rows } = await shop.db.query("SELECT 1 FROM customers WHERE email LIKE 'limit-4-%'");
    expect(rows).toEqual([]);
  });

  it('refuses the 4th seller login within a minute with 429', async () => {
    const attempt = () =>
      shop.call({
        method: 'POST',
        url: '/api/seller/seller-login',
        payload: { email: 'nobody@example.in', password: 'wrong-password' },
      });

    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
    const fourth = await attempt();

    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ error: expect.any(String) });
  });
});
