import { readdir } from 'node:fs/promises';
import type { Database } from '../db/database';
import { paths } from '../paths';

/** A check that takes longer than this counts as failed: a balancer's probe must get an answer. */
export const READINESS_TIMEOUT_MS = 3_000;

export interface ReadinessOptions {
  db: Database;
  /** Answers once Redis has answered a PING; absent when REDIS_URL is not set. */
  pingRedis?: (() => Promise<unknown>) | undefined;
  /** Folder of the migration files the database must have applied; apps/api/migrations by default. */
  migrationsDir?: string;
}

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READINESS_TIMEOUT_MS} ms`)),
      READINESS_TIMEOUT_MS,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should be sent traffic (/api/health/ready): its database answers and has every
 * migration this build ships, Redis answers when the instance relies on it, and it is not shutting down.
 * Liveness (/api/health/live) asks none of this: a restart cures none of these.
 */
export class Readiness {
  private draining = false;
  private expectedMigrations: Promise<string[]> | undefined;

  constructor(private readonly options: ReadinessOptions) {}

  /** Asks Redis too from now on (the chat's connection, once it is open). */
  watchRedis(ping: (() => Promise<unknown>) | undefined): void {
    this.options.pingRedis = ping;
  }

  /** From now on the instance answers not ready, so balancers stop sending it new requests. */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** Why the instance is not ready, in words an operator reads; undefined when it is. */
  async problem(): Promise<string | undefined> {
    if (this.draining) return 'The server is shutting down';
    try {
      await withinTimeout(this.options.db.query('SELECT 1'), 'The database');
    } catch {
      return 'The database cannot be reached';
    }
    const missing = await this.missingMigrations().catch(() => undefined);
    if (missing === undefined) return 'The database has no migrations applied';
    if (missing.length > 0) return `The database lacks migration ${missing.join(', ')}`;
    if (this.options.pingRedis) {
      try {
        await withinTimeout(this.options.pingRedis(), 'Redis');
      } catch {
        return 'Redis cannot be reached';
      }
    }
    return this.draining ? 'The server is shutting down' : undefined;
  }

  private async missingMigrations(): Promise<string[]> {
    this.expectedMigrations ??= readdir(this.options.migrationsDir ?? paths.migrations).then((names) =>
      names.filter((name) => name.endsWith('.sql')).sort(),
    );
    const expected = await this.expectedMigrations;
    const { rows } = await withinTimeout(
      this.options.db.query<{ name: string }>('SELECT name FROM schema_migrations'),
      'The database',
    );
    const applied = new Set(rows.map((row) => row.name));
    return expected.filter((name) => !applied.has(name));
  }
}
