import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PGLITE_SUBDIR } from '../../src/db/database';

describe('the embedded database (PGlite in memory)', () => {
  let db: Database;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await db.exec(`
      CREATE TABLE notes (
        id serial PRIMARY KEY,
        title text NOT NULL UNIQUE,
        stars integer NOT NULL CHECK (stars BETWEEN 1 AND 5)
      );
    `);
  });

  afterAll(async () => {
    await db.close();
  });

  it('reports its kind', () => {
    expect(db.kind).toBe('pglite');
  });

  it('archives its files into a copy that starts with the same rows and then goes its own way', async () => {
    await db.query('INSERT INTO notes (title, stars) VALUES ($1, $2)', ['archived', 2]);
    const archive = await db.dumpDataDir?.();
    if (!archive) throw new Error('an embedded database must archive its files');
    const copy = await openDatabase({ dataDir: 'memory://', loadDataDir: archive });
    try {
      const copied = await copy.query('SELECT title FROM notes');
      expect(copied.rows).toEqual([{ title: 'archived' }]);
      await copy.query('DELETE FROM notes');
      const inCopy = await copy.query('SELECT title FROM notes');
      const inOriginal = await db.query<{ title: string }>('SELECT title FROM notes WHERE title = $1', [
        'archived',
      ]);
      expect(inCopy.rows).toEqual([]);
      expect(inOriginal.rows).toEqual([{ title: 'archived' }]);
    } finally {
      await copy.close();
      await db.query('DELETE FROM notes WHERE title = $1', ['archived']);
    }
  });

  it('runs parameterised queries and reports affected rows', async () => {
    const inserted = await db.query<{ id: number }>(
      'INSERT INTO notes (title, stars) VALUES ($1, $2), ($3, $4) RETURNING id',
      ['first', 4, 'second', 5],
    );
    expect(inserted.rows).toHaveLength(2);
    expect(inserted.affectedRows).toBe(2);

    const updated = await db.query('UPDATE notes SET stars = 3 WHERE title = $1', ['first']);
    expect(updated.affectedRows).toBe(1);
    expect(updated.rows).toEqual([]);
  });

  it('returns counts, sums and numerics as numbers', async () => {
    const { rows } = await db.query<{ n: unknown; total: unknown; mean: unknown; rating: unknown }>(
      'SELECT count(*) AS n, sum(stars) AS total, round(avg(stars), 1) AS mean, 4.5::numeric(2,1) AS rating FROM notes',
    );
    expect(rows[0]).toEqual({ n: 2, total: 8, mean: 4, rating: 4.5 });
  });

  it('commits a transaction and hands back its result', async () => {
    const id = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO notes (title, stars) VALUES ('third', 2) RETURNING id",
      );
      return rows[0]?.id;
    });
    expect(typeof id).toBe('number');
    const { rows } = await db.query('SELECT 1 FROM notes WHERE title = $1', ['third']);
    expect(rows).toHaveLength(1);
  });

  it('rolls a transaction back when its function throws, and rethrows', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO notes (title, stars) VALUES ('never', 1)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query('SELECT 1 FROM notes WHERE title = $1', ['never']);
    expect(rows).toHaveLength(0);
  });

  it('keeps the Postgres error code of a unique violation', async () => {
    await expect(db.query("INSERT INTO notes (title, stars) VALUES ('first', 1)")).rejects.toMatchObject({
      code: '23505',
    });
  });

  it('keeps the Postgres error code of a check violation, also inside a transaction', async () => {
    await expect(
      db.transaction((tx) => tx.query("INSERT INTO notes (title, stars) VALUES ('too many', 9)")),
    ).rejects.toMatchObject({ code: '23514' });
    const { rows } = await db.query('SELECT count(*) AS n FROM notes');
    expect(rows[0]?.n).toBe(3);
  });

  it('prepares a named statement once and runs it with any text as a parameter', async () => {
    const tricky = [`O'Brien`, 'back\\slash', "it''s", `'); DROP TABLE notes; --`, 'नमस्ते'];
    const sql = 'SELECT title, stars FROM notes WHERE title = $1 OR stars = $2 ORDER BY title';
    for (const text of tricky) {
      await db.query('INSERT INTO notes (title, stars) VALUES ($1, 1)', [text]);
      const named = await db.query(sql, [text, 99], { name: 'note-by-title' });
      const plain = await db.query(sql, [text, 99]);
      expect(named.rows).toEqual([{ title: text, stars: 1 }]);
      expect(named.rows).toEqual(plain.rows);
    }
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements WHERE name = $1',
      ['note-by-title'],
    );
    expect(rows).toEqual([{ name: 'note-by-title' }]);
    await db.query('DELETE FROM notes WHERE stars = 1');
  });

  it('runs named statements with nulls, booleans, no parameters, and arrays (bound, not prepared)', async () => {
    const sql = 'SELECT $1::int IS NULL AS missing, $2::boolean AS flag';
    expect((await db.query(sql, [null, true], { name: 'null-and-flag' })).rows).toEqual([
      { missing: true, flag: true },
    ]);
    expect((await db.query('SELECT 7 AS seven', [], { name: 'seven' })).rows).toEqual([{ seven: 7 }]);
    const array = await db.query('SELECT cardinality($1::int[]) AS n', [[1, 2, 3]], { name: 'cardinality' });
    expect(array.rows).toEqual([{ n: 3 }]);
    const { rows } = await db.query<{ name: string }>(
      'SELECT name FROM pg_prepared_statements WHERE name = ANY($1::text[]) ORDER BY name',
      [['null-and-flag', 'seven', 'cardinality']],
    );
    expect(rows.map((row) => row.name)).toEqual(['null-and-flag', 'seven']);
  });

  it('prepares a named statement once when its first calls come together, and reports a bad one', async () => {
    const sql = 'SELECT $1::int * 2 AS doubled';
    const answers = await Promise.all([1, 2, 3].map((n) => db.query(sql, [n], { name: 'doubled' })));
    expect(answers.map((answer) => answer.rows)).toEqual([
      [{ doubled: 2 }],
      [{ doubled: 4 }],
      [{ doubled: 6 }],
    ]);
    await expect(db.query('SELECT nope FROM notes', [], { name: 'broken' })).rejects.toThrow(/nope/);
    await expect(db.query('SELECT nope FROM notes', [], { name: 'broken' })).rejects.toThrow(/nope/);
    await expect(db.query('SELECT 1', [], { name: 'doubled' })).rejects.toThrow(/names two statements/);
  });

  it('is usable after a failed statement', async () => {
    await expect(db.query('SELECT * FROM no_such_table')).rejects.toMatchObject({ code: '42P01' });
    const { rows } = await db.query('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe('the embedded database on disk', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-db-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps committed writes across close and reopen', async () => {
    const first = await openDatabase({ dataDir });
    await first.exec('CREATE TABLE visits (id serial PRIMARY KEY, page text NOT NULL)');
    await first.query('INSERT INTO visits (page) VALUES ($1)', ['/shops']);
    await first.transaction((tx) => tx.query('INSERT INTO visits (page) VALUES ($1)', ['/card']));
    await first.close();

    const second = await openDatabase({ dataDir });
    const { rows } = await second.query<{ page: string }>('SELECT page FROM visits ORDER BY id');
    await second.close();
    expect(rows.map((row) => row.page)).toEqual(['/shops', '/card']);
  });

  it('keeps its files in a sub-folder so the data directory can hold other files', async () => {
    expect(await readdir(dataDir)).toContain(PGLITE_SUBDIR);
  });

  it('closing twice is harmless', async () => {
    const db = await openDatabase({ dataDir });
    await db.close();
    await expect(db.close()).resolves.toBeUndefined();
  });
});
