import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisUnavailable, startRedis, type TempRedis } from '../../../../tests/support/redis';
import { buildApp } from '../../src/app';
import { createTestShop, type TestShop } from '../support/shop';

const unavailable = redisUnavailable();
if (unavailable) console.warn(`Skipping the shared sign-in limits test: ${unavailable}.`);

// With REDIS_URL the sign-in budgets are counted in Redis, so several instances behind a balancer share one
// budget per account instead of allowing it once each.
describe.skipIf(Boolean(unavailable))('sign-in limits across two instances sharing Redis', () => {
  let redis: TempRedis | undefined;
  let shop: TestShop | undefined;
  let instances: FastifyInstance[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    shop = await createTestShop();
    const secret = randomBytes(32);
    const config = { ...shop.config, redisUrl: redis.url, authRateLimit: 10, authAddressRateLimit: 1_000 };
    instances = [
      await buildApp({ config, db: shop.db, secret }),
      await buildApp({ config, db: shop.db, secret }),
    ];
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await shop?.close();
    await redis?.stop();
  });

  const wrongLogin = (instance: FastifyInstance, email: string) =>
    instance.inject({
      method: 'POST',
      url: '/api/customer/customer-login',
      payload: { email, password: 'not-the-password-1' },
    });

  it('refuses the 11th wrong login of an account once, however the attempts are spread', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.in`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const instance = instances[attempt % 2];
      if (!instance) throw new Error('no instance');
      statuses.push((await wrongLogin(instance, email)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // The other instance counts the same budget.
    const [first] = instances;
    if (!first) throw new Error('no instance');
    const after = await wrongLogin(first, email);
    expect(after.statusCode).toBe(429);
    expect(after.json()).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
  });

  // Last: Redis is stopped.
  it('refuses sign-ins with 503 {error} while Redis is down, rather than counting nothing', async () => {
    await redis?.stop();
    const [first] = instances;
    if (!first) throw new Error('no instance');
    const response = await wrongLogin(first, `other-${randomUUID().slice(0, 8)}@example.in`);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Signing in is unavailable for a moment, please try again shortly',
    });
  });
});
