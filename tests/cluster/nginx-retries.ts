import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, NGINX, nginxConfigFor } from './cluster';

// Which requests deploy/nginx.conf sends to another instance after the one it chose took the request in and
// then cut the connection (an instance killed, or one whose listening socket closed under a connection not yet
// accepted): nginx in front of three stand-in instances that cut each request's first attempt.

interface Attempt {
  method: string;
  url: string;
  port: number;
}

interface Case {
  name: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** Attempts the stand-ins saw, and the status the client got. */
  expected: { attempts: number; status: number };
}

const KEY = { 'idempotency-key': 'retry-check-0123456789abcdef' };
const BODY_HEADERS = { 'content-type': 'application/json' };

const CASES: Case[] = [
  {
    name: 'a place-order with an Idempotency-Key is sent again, to another instance',
    method: 'POST',
    url: '/api/home/order/place-order',
    headers: { ...BODY_HEADERS, ...KEY },
    expected: { attempts: 2, status: 201 },
  },
  {
    name: 'a place-order without one is not (it would be a second order)',
    method: 'POST',
    url: '/api/home/order/place-order',
    headers: BODY_HEADERS,
    expected: { attempts: 1, status: 503 },
  },
  {
    name: 'another POST is not, even with an Idempotency-Key',
    method: 'POST',
    url: '/api/home/customer/submit-review',
    headers: { ...BODY_HEADERS, ...KEY },
    expected: { attempts: 1, status: 503 },
  },
  {
    name: 'a GET is',
    method: 'GET',
    url: '/api/home/query-products?searchValue=mug',
    expected: { attempts: 2, status: 200 },
  },
];

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs one case against a fresh nginx (its record of failed instances starts empty) and stand-ins. */
async function runCase(one: Case): Promise<{ attempts: Attempt[]; status: number; body: string }> {
  const attempts: Attempt[] = [];
  const servers: Server[] = [];
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-nginx-retries-'));
  // nginx's workers run as nobody when started as root, and write its logs here.
  chmodSync(dir, 0o755);
  let nginx: ChildProcess | undefined;
  let nginxOutput = '';
  try {
    for (const port of ports) {
      const server = createServer((req, res) => {
        attempts.push({ method: req.method ?? '', url: req.url ?? '', port });
        req.resume();
        req.on('end', () => {
          // The first attempt is taken in whole, then its connection cut without an answer; any later one is
          // answered as an instance would.
          if (attempts.length === 1) {
            req.socket.destroy();
            return;
          }
          res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ servedBy: port }));
        });
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      servers.push(server);
    }
    const port = await freePort();
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfigFor(ports, port, dir));
    nginx = spawn(
      NGINX,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    nginx.stderr?.on('data', (chunk) => {
      nginxOutput += chunk;
    });
    const balancer = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 10_000;
    for (;;) {
      const up = await fetch(`${balancer}/metrics`).then(
        (r) => r.status === 404,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`nginx did not start: ${nginxOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const response = await fetch(`${balancer}${one.url}`, {
      method: one.method,
      headers: one.headers,
      ...(one.method === 'POST' ? { body: '{"userId":"someone"}' } : {}),
    });
    return { attempts, status: response.status, body: await response.text() };
  } finally {
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
    if (nginx) await exited(nginx);
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each case of CASES, with what the stand-ins saw; throws at the first that differs. */
export async function nginxResendsOnlyWhatIsSafe(): Promise<string> {
  const seen: string[] = [];
  for (const one of CASES) {
    const { attempts, status, body } = await runCase(one);
    const detail = `${one.method} ${one.url}: ${attempts.length} attempts, ${status}`;
    assert.equal(attempts.length, one.expected.attempts, `${one.name}: ${detail} ${body}`);
    assert.equal(status, one.expected.status, `${one.name}: ${detail} ${body}`);
    // Sent again as the client asked for it, to an instance other than the one that cut it.
    for (const attempt of attempts) assert.deepEqual([attempt.method, attempt.url], [one.method, one.url]);
    if (attempts.length === 2) assert.notEqual(attempts[0]?.port, attempts[1]?.port);
    seen.push(
      `${one.method} ${one.url.split('?')[0]}${one.headers?.['idempotency-key'] ? ' (key)' : ''} ${attempts.length}×`,
    );
  }
  return `attempts after the first was cut: ${seen.join(', ')}`;
}
