import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUnavailable, startPostgres, type TempPostgres } from '../../../../tests/support/postgres';
import { type Database, openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed/seed';

const unavailable = postgresUnavailable();

// The same adapter and migrations on a real PostgreSQL server (15 here), started for this file only.
describe.skipIf(unavailable !== null)('the PostgreSQL adapter', () => {
  let server: TempPostgres;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    server = await startPostgres();
    [first, second] = await Promise.all([
      openDatabase({ databaseUrl: server.url('postgres') }),
      openDatabase({ databaseUrl: server.url('postgres') }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    server?.stop();
  });

  it('reports its kind', () => {
    expect(first.kind).toBe('postgres');
  });

  it('migrates once when two processes start at the same time', async () => {
    const [a, b] = await Promise.all([migrate(first), migrate(second)]);
    const applied = [...a.applied, ...b.applied].sort();
    expect(applied).toEqual([...a.applied, ...a.skipped].sort());
    expect(a.applied.filter((name) => b.applied.includes(name))).toEqual([]);
    const { rows } = await first.query('SELECT count(*) AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(applied.length);
  }, 60_000);

  it('seeds once when two processes start at the same time', async () => {
    const [a, b] = await Promise.all([seedIfEmpty(first), seedIfEmpty(second)]);
    expect([a.seeded, b.seeded].filter(Boolean)).toHaveLength(1);
    const { rows } = await first.query<{ n: number }>('SELECT count(*) AS n FROM products');
    expect(rows[0]?.n).toBe(a.seeded ? a.products : b.products);
  }, 60_000);

  it('returns counts and ratings as numbers', async () => {
    const { rows } = await first.query(
      'SELECT count(*) AS n, max(rating) AS top, sum(stock) AS stock FROM products',
    );
    expect(typeof rows[0]?.n).toBe('number');
    expect(typeof rows[0]?.top).toBe('number');
    expect(typeof rows[0]?.stock).toBe('number');
  });

  it('keeps the Postgres error codes', async () => {
    await expect(
      first.query(
        'INSERT INTO categories (name, slug, image) SELECT name, slug, image FROM categories LIMIT 1',
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(first.query('UPDATE products SET discount = 95 WHERE true')).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('rolls a transaction back when its function throws', async () => {
    const before = (await first.query('SELECT count(*) AS n FROM newsletter_subscribers')).rows[0]?.n;
    await expect(
      first.transaction(async (tx) => {
        await tx.query("INSERT INTO newsletter_subscribers (email) VALUES ('asha@example.in')");
        await tx.query("INSERT INTO newsletter_subscribers (email) VALUES ('asha@example.in')");
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const after = (await first.query('SELECT count(*) AS n FROM newsletter_subscribers')).rows[0]?.n;
    expect(after).toBe(before);
    // The pooled connection is clean again.
    await expect(first.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('refuses to open an unreachable server instead of hanging', async () => {
    await expect(openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow();
  });
});
