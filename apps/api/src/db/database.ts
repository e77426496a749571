import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { namedStatements } from './pglite-statements';

export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * The statement is prepared once per connection under this name and its plan kept (one name per
   * statement text). On PGlite, outside a transaction, and when every parameter is a string, number,
   * boolean or null: see pglite-statements.ts. Otherwise it is planned on every call, as without a name.
   */
  name?: string;
}

export interface Queryable {
  query<T extends Row = Row>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
}

/** A connection that can also run a script of several statements (no parameters), e.g. a migration file. */
export interface Connection extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Connection {
  kind: 'pglite' | 'postgres';
  /**
   * Runs fn inside BEGIN … COMMIT; a throw rolls back and is rethrown. Inside fn use only `tx`:
   * on PGlite the database is locked for the duration, so a call on the outer Database would wait forever.
   */
  transaction<T>(fn: (tx: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The embedded database's files as one archive, for `loadDataDir` of another embedded database (the API
   * tests seed one template and start every test file from its copy). Absent on PostgreSQL, whose
   * `CREATE DATABASE … TEMPLATE` does the same job.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Calls onNotify with each payload NOTIFY sends on the channel, until the returned function is called.
   * When the listening connection was lost and is back, onNotify gets `RESYNC`: what was sent meanwhile
   * is gone, so the listener must read everything again.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * The connection pool's use, for /metrics: connections open, idle, and requests waiting for one. Absent on
   * PGlite, which has a single connection and no pool.
   */
  poolUse?(): PoolUse;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The payload `listen` reports after its connection came back (see Database.listen). */
export const RESYNC = '\u0000resync';

/** Channel names go into LISTEN as identifiers; only plain ones are accepted. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  return channel;
}

export interface OpenDatabaseOptions {
  /** Directory for the embedded database, or 'memory://' for a throw-away one. */
  dataDir?: string;
  /** postgres://… — when set, PostgreSQL is used and dataDir is ignored. */
  databaseUrl?: string | undefined;
  /** The embedded database starts as a copy of this archive (from `dumpDataDir`) instead of empty. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL connections in the pool (config's PG_POOL_SIZE); 10 when left out. */
  poolSize?: number | undefined;
}

/** The embedded database lives in a sub-folder so DATA_DIR can hold other files (e.g. the JWT secret). */
export const PGLITE_SUBDIR = 'pglite';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** bigint (count(*), sum(int)) as a number while it is exact; beyond 2^53 the text is kept. */
function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** numeric (ratings, avg()) as a number while its integer part is exact. */
function parseNumeric(value: string): number | string {
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : value;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, PGLITE_SUBDIR);
    await mkdir(location, { recursive: true });
  }
  const db = await PGlite.create({
    dataDir: location,
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [INT8_OID]: parseInt8, [NUMERIC_OID]: parseNumeric },
  });

  type PgliteRunner = Pick<PGlite, 'query' | 'exec'>;
  const wrap = (runner: PgliteRunner): Connection => ({
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  });

  const base = wrap(db);
  const named = namedStatements(db);
  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    query: (sql, params, options) =>
      options?.name ? named.query(options.name, sql, params ?? []) : base.query(sql, params),
    exec: base.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    dumpDataDir: () => db.dumpDataDir('none'),
    async listen(channel, onNotify) {
      return db.listen(checkChannel(channel), onNotify);
    },
    close() {
      closing ??= db.closed ? Promise.resolve() : db.close();
      return closing;
    },
  };
}

async function openPostgres(databaseUrl: string, max: number): Promise<Database> {
  // Parsers set on this pool only, so other pg users in the process keep pg's defaults.
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, parseInt8);
  types.setTypeParser(NUMERIC_OID, parseNumeric);

  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    types,
    // A request must never hang on an exhausted pool or an unreachable server.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled it would end the process.
  pool.on('error', (error) => {
    console.error('PostgreSQL pool error:', error.message);
  });

  type PgRunner = Pick<pg.Pool | pg.PoolClient, 'query'>;
  const wrap = (runner: PgRunner): Connection => ({
    async query<T extends Row = Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
      const result = await runner.query<T>(
        options.name ? { name: options.name, text: sql, values: params } : { text: sql, values: params },
      );
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await runner.query(sql);
    },
  });

  // Fail fast on a wrong URL or an unreachable server instead of on the first request.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }

  const base = wrap(pool);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Connection) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // The connection is unusable; destroy it rather than return it to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onNotify) => listenOnPostgres(databaseUrl, checkChannel(channel), onNotify),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** How long a lost listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool and stop hearing), opened
 * again after a loss, with RESYNC reported once it is back.
 */
async function listenOnPostgres(
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
    };
    next.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${channel} connection lost:`, error.message);
      lost();
    });
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  };
  const reconnect = () => {
    if (stopped) return;
    connect().then(
      () => onNotify(RESYNC),
      () => {
        client = undefined;
        if (!stopped) retry = setTimeout(reconnect, RELISTEN_DELAY_MS);
      },
    );
  };

  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
