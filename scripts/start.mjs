#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the one server process that
// serves the API, the images and the storefront on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const child of readdirSync(full)) {
    if (child === 'node_modules' || child === 'dist') continue;
    latest = Math.max(latest, newest(path.join(entry, child)));
  }
  return latest;
}

function buildIfStale(name, output, sources) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  if (built && built >= Math.max(...sources.map(newest))) return;
  console.log(`Building ${name}…`);
  // Always a production build, whatever NODE_ENV the caller runs under (vitest sets `test`, which would give
  // React's development build).
  const result = spawnSync('npm', ['run', 'build', '-w', name], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/domain/src', 'packages/api-client/src', 'openapi.yaml'];
buildIfStale('@bazaar/storefront', 'apps/storefront/dist/index.html', [
  ...shared,
  'packages/ui/src',
  'apps/storefront/src',
  'apps/storefront/index.html',
  'apps/storefront/app.html',
  'apps/storefront/public',
  'apps/storefront/vite.config.ts',
]);
buildIfStale('@bazaar/api', 'apps/api/dist/server.js', [
  ...shared,
  'apps/api/src',
  'apps/api/tsup.config.ts',
]);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
