import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths } from '../paths';
import type { Connection, Database } from './database';

export interface MigrateOptions {
  /** Folder of NNN_name.sql files; apps/api/migrations by default. */
  dir?: string;
}

export interface MigrateResult {
  /** Files applied by this call, in order. */
  applied: string[];
  /** Files that were already recorded. */
  skipped: string[];
}

/** Any fixed number works; it only has to be the same in every process that migrates this database. */
const MIGRATION_LOCK_KEY = 4_262_021_001;

async function lock(tx: Connection): Promise<void> {
  // Serialises migrators across processes on PostgreSQL; released at COMMIT or ROLLBACK.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/**
 * Applies every migration file not yet recorded in schema_migrations, in name order, each in its own
 * transaction. Two processes starting at once both wait on the advisory lock; the second finds the
 * file recorded and skips it.
 */
export async function migrate(db: Database, options: MigrateOptions = {}): Promise<MigrateResult> {
  const dir = options.dir ?? paths.migrations;
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();

  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });

  const result: MigrateResult = { applied: [], skipped: [] };
  for (const name of files) {
    const sql = await readFile(join(dir, name), 'utf8');
    const applied = await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.rows.length > 0) return false;
      try {
        await tx.exec(sql);
      } catch (error) {
        if (error instanceof Error) error.message = `Migration ${name} failed: ${error.message}`;
        throw error;
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    (applied ? result.applied : result.skipped).push(name);
  }
  return result;
}
