import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away PostgreSQL server on loopback, owned by the test that started it. */
export interface TempPostgres {
  url: (database?: string) => string;
  stop: () => void;
}

const SEARCH_DIRS = [
  '/usr/local/bin',
  '/usr/lib/postgresql/15/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/bin',
];

function findBinary(name: string): string | undefined {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name);
  return SEARCH_DIRS.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
}

/** Why PostgreSQL cannot be started here, or null when it can. */
export function postgresUnavailable(): string | null {
  if (!findBinary('initdb') || !findBinary('pg_ctl'))
    return 'no PostgreSQL server binaries (initdb, pg_ctl) found';
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres']).status !== 0) {
    return 'running as root and there is no postgres user to run initdb as';
  }
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb + pg_ctl in a temporary directory. initdb refuses to run as root, so as root the server runs as the
 * postgres user in a directory it owns (TOOLCHAIN.md).
 */
export async function startPostgres(): Promise<TempPostgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (file: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
      : execFileSync(file, args, { stdio: 'pipe' });
  const port = await freePort();
  run(initdb, ['-D', data, '-U', 'bazaar', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: (database = 'postgres') => `postgres://bazaar@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
