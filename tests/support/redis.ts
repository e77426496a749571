import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away Redis server on loopback, owned by the test that started it. */
export interface TempRedis {
  url: string;
  stop: () => Promise<void>;
}

const SEARCH_DIRS = ['/usr/local/bin', '/usr/bin'];

function findBinary(): string | undefined {
  if (process.env.REDIS_SERVER) return process.env.REDIS_SERVER;
  return SEARCH_DIRS.map((dir) => path.join(dir, 'redis-server')).find((file) => existsSync(file));
}

/** Why Redis cannot be started here, or null when it can (Debian: `apt-get install -y redis-server`). */
export function redisUnavailable(): string | null {
  return findBinary() ? null : 'no redis-server binary found';
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

/** True once the server answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * redis-server in the foreground as a child of the test process, in a temporary directory, with nothing
 * persisted: stopping it is killing the child and removing the directory.
 */
export async function startRedis(): Promise<TempRedis> {
  const binary = findBinary();
  if (!binary) throw new Error('redis-server not found');
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-redis-'));
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}
