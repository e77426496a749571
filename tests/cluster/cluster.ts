import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installDebianPackages } from '../support/debianPackages';
import { postgresUnavailable, startPostgres, type TempPostgres } from '../support/postgres';
import { redisUnavailable, startRedis, type TempRedis } from '../support/redis';

// What `npm run test:cluster` starts on loopback: PostgreSQL, Redis, three instances of the built server and
// Debian's nginx with deploy/nginx.conf (its addresses and paths replaced), and stops again.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const SHUTDOWN_GRACE_MS = 5_000;
/** How often each instance sweeps unpaid orders here (a minute by default), so the sweep's check is short. */
export const SWEEP_EVERY_MS = 2_000;

export async function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Why the cluster cannot run here (after installing what is missing, as root), or null when it can. */
export function clusterUnavailable(): string | null {
  const missing = [
    postgresUnavailable() === null ? null : 'postgresql',
    redisUnavailable() === null ? null : 'redis-server',
    existsSync(NGINX) ? null : 'nginx',
  ].filter((name): name is string => name !== null);
  if (missing.length === 0) return null;
  const failure = installDebianPackages(missing, 'the cluster test');
  if (failure) return failure;
  return postgresUnavailable() ?? redisUnavailable() ?? (existsSync(NGINX) ? null : `no nginx at ${NGINX}`);
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  log: () => string;
  /** When the instance first answered ready (Date.now()). */
  readyAt: number;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exit: Promise<number | null>;
}

export interface Cluster {
  postgres: TempPostgres;
  redis: TempRedis;
  databaseUrl: string;
  instances: Instance[];
  balancer: string;
  nginxLog: () => string;
  nginxErrors: () => string;
  stop: () => Promise<void>;
}

/** What a benchmark changes in deploy/nginx.conf, and only a benchmark. */
export interface NginxTuning {
  /**
   * Requests one client connection may carry (nginx's default, 1,000, when left out). At its last, nginx
   * answers `Connection: close`; a browser opens a new connection, but autocannon has already written its
   * next request on the closing one and counts an ECONNRESET. The benchmarks raise it so that they measure
   * the shop, not that.
   */
  keepaliveRequests?: number;
}

/**
 * deploy/nginx.conf for loopback: the instances' addresses (one to three; the file's other `server` lines
 * are left out), a listening port, and log and pid paths in `dir`. Throws when the file no longer has the
 * shape replaced here, so the test never runs another file.
 */
export function nginxConfigFor(
  instancePorts: number[],
  port: number,
  dir: string,
  tuning: NginxTuning = {},
): string {
  let text = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const replace = (from: string | RegExp, to: string, times: number) => {
    const found = text.split(from).length - 1;
    if (found !== times)
      throw new Error(`deploy/nginx.conf: expected ${times} × ${String(from)}, found ${found}`);
    text = text.split(from).join(to);
  };
  if (instancePorts.length < 1 || instancePorts.length > 3) throw new Error('one to three instances');
  [1, 2, 3].forEach((n, index) => {
    const instancePort = instancePorts[index];
    if (instancePort === undefined) replace(`    server api${n}:3000 max_fails=1 fail_timeout=5s;\n`, '', 2);
    else replace(`server api${n}:3000 `, `server 127.0.0.1:${instancePort} `, 2);
  });
  replace('listen 80;', `listen 127.0.0.1:${port};`, 1);
  replace('/var/log/nginx/', `${dir}/`, 2);
  if (tuning.keepaliveRequests !== undefined)
    replace(
      'keepalive_timeout 65s;',
      `keepalive_timeout 65s;\n  keepalive_requests ${tuning.keepaliveRequests};`,
      1,
    );
  return `pid ${dir}/nginx.pid;\n${text}`;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, log?: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${what} after ${timeoutMs} ms${log ? `:\n${log().slice(-3000)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ready = (url: string) => async () => (await fetch(`${url}/api/health/ready`)).ok;

export interface ClusterOptions {
  /** Leaves REDIS_URL out of this instance's environment (to see a check fail). */
  withoutRedis?: number;
  /** More of every instance's environment, or other values for it. */
  env?: NodeJS.ProcessEnv;
  /** The balancer's configuration, changed (benchmarks only). */
  nginx?: NginxTuning;
}

export interface Balancer {
  url: string;
  log: () => string;
  errors: () => string;
  stop: () => Promise<void>;
}

/** Debian's nginx running deploy/nginx.conf in front of the instances on `instancePorts`, its files in `dir`. */
export async function startNginx(
  instancePorts: number[],
  dir: string,
  tuning: NginxTuning = {},
): Promise<Balancer> {
  const port = await freePort();
  const confFile = path.join(dir, `nginx-${port}.conf`);
  const logDir = path.join(dir, `nginx-${port}`);
  mkdirSync(logDir);
  // nginx's workers run as nobody when started as root, and write its logs here.
  chmodSync(logDir, 0o755);
  writeFileSync(confFile, nginxConfigFor(instancePorts, port, logDir, tuning));
  let output = '';
  const nginx = spawn(
    NGINX,
    ['-p', logDir, '-c', confFile, '-e', path.join(logDir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  nginx.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    // SIGTERM: nginx's fast shutdown (SIGQUIT would wait for the chat sockets).
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    await exited(nginx);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await until('nginx does not answer', ready(url), 10_000, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    log: () => readFileSync(path.join(logDir, 'access.log'), 'utf8'),
    errors: () => readFileSync(path.join(logDir, 'error.log'), 'utf8'),
    stop,
  };
}

export async function startCluster(
  options: ClusterOptions = {},
  timings: Map<string, number>,
): Promise<Cluster> {
  const stops: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) {
      try {
        await step();
      } catch (err) {
        console.error('cleanup:', err);
      }
    }
  };
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    timings.set(name, performance.now() - started);
    return result;
  };
  try {
    const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-cluster-'));
    // nginx's workers run as nobody when started as root, and write its logs here.
    chmodSync(dir, 0o755);
    stops.push(() => rmSync(dir, { recursive: true, force: true }));

    const [postgres, redis] = await timed('start PostgreSQL and Redis', () =>
      Promise.all([startPostgres(), startRedis()]),
    );
    stops.push(() => postgres.stop());
    stops.push(() => redis.stop());
    execFileSync(path.join(path.dirname(findPg('createdb')), 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      new URL(postgres.url()).port,
      '-U',
      'bazaar',
      'bazaar',
    ]);
    const databaseUrl = postgres.url('bazaar');

    const secret = 'cluster-test-secret-0123456789abcdef0123456789abcdef';
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const instances: Instance[] = [];
    const startInstance = (index: number): Instance => {
      const port = ports[index] ?? 0;
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: path.join(dir, `data-${index + 1}`),
        PHOTO_DIR: path.join(dir, 'photos'),
        SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
        UNPAID_ORDER_SWEEP_SECONDS: String(SWEEP_EVERY_MS / 1000),
        PG_POOL_SIZE: '5',
        // Every request of the test comes from 127.0.0.1; the per-account budget is the one checked.
        AUTH_ADDRESS_RATE_LIMIT: '1000',
        LOG_LEVEL: 'info',
        ...(options.withoutRedis === index ? {} : { REDIS_URL: redis.url }),
        ...options.env,
      };
      let output = '';
      const child = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
        { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const instance = {
        name: `api${index + 1}`,
        port,
        url: `http://127.0.0.1:${port}`,
        child,
        log: () => output,
        readyAt: 0,
        exit,
      };
      stops.push(async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited(child);
      });
      return instance;
    };

    // All three at once, as a rolling start would not: one migrates and seeds the empty database while the
    // others wait on the same advisory locks (db/migrate.ts, seed/seed.ts), then find both done.
    await timed('start api1, api2, api3 (one migrates and seeds)', async () => {
      instances.push(startInstance(0), startInstance(1), startInstance(2));
      await Promise.all(
        instances.map(async (instance) => {
          await until(`${instance.name} is not ready`, ready(instance.url), 60_000, instance.log);
          instance.readyAt = Date.now();
        }),
      );
    });

    const nginx = await startNginx(ports, dir, options.nginx);
    stops.push(() => nginx.stop());

    return {
      postgres,
      redis,
      databaseUrl,
      instances,
      balancer: nginx.url,
      nginxLog: nginx.log,
      nginxErrors: nginx.errors,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function findPg(name: string): string {
  const dirs = [
    process.env.PG_BIN,
    '/usr/local/bin',
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/bin',
  ];
  for (const dir of dirs) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`${name} not found`);
}
