import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/shop';

// Liveness answers while the process runs; readiness only while the instance should be sent traffic.

describe('/api/health/live and /api/health/ready', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop?.close());

  it('are both ok on a running, migrated shop, and /api/health answers as before', async () => {
    const live = await shop.call({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await shop.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    const health = await shop.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', searchIndex: { state: expect.any(String) } });
  });

  it('is not ready while a migration of this build is missing from the database, and says which', async () => {
    const { rows } = await shop.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    const last = rows[0]?.name;
    expect(last).toMatch(/\.sql$/);
    await shop.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    try {
      const ready = await shop.call({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: `The database lacks migration ${last}` });
      // Liveness does not depend on the database: restarting would not help.
      expect((await shop.call({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await shop.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last]);
    }
    expect((await shop.call({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('with REDIS_URL, is not ready while Redis does not answer', async () => {
    shop.app.readiness.watchRedis(() => Promise.reject(new Error('connection refused')));
    const ready = await shop.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'Redis cannot be reached' });
    shop.app.readiness.watchRedis(async () => 'PONG');
    expect((await shop.call({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  // Last: the shop stays draining.
  it('is not ready once draining has begun, while liveness stays ok', async () => {
    shop.app.readiness.startDraining();
    const ready = await shop.call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['content-type']).toMatch(/^application\/json/);
    expect(ready.json()).toEqual({ error: 'The server is shutting down' });
    const live = await shop.call({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
  });
});
