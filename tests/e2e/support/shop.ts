import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface RunningShop {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
}

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

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/**
 * The end-to-end run's seeded data directory (seeded-shop-setup.ts): a shop's first start seeds 629 products
 * into an empty one, 6 of its 11 seconds, so the run does it once and each shop starts on a copy.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'BAZAAR_E2E_SEEDED_DATA_DIR';

/**
 * Starts the shop as `npm start` does, on a free port and a data directory of its own: `dataDir`, or a copy
 * of the run's seeded one when there is one, or (with `fresh`, or outside the end-to-end run) an empty one
 * the shop migrates and seeds itself, as on a fresh machine.
 */
export async function startShop(
  options: { dataDir?: string; fresh?: boolean; env?: Record<string, string> } = {},
): Promise<RunningShop> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'bazaar-e2e-'));
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (!options.dataDir && !options.fresh && seeded) cpSync(seeded, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // As `npm start` runs on a fresh machine: without the NODE_ENV=test the test runner sets for itself.
  const { NODE_ENV: _runnerMode, ...environment } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...environment,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const output = () => log;
  try {
    await waitForHealth(url, child, output, 150_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
