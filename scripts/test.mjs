#!/usr/bin/env node
// `npm test`: every check Bazaar has, in the order that fails fastest. Each step prints its own output;
// the last line adds up the tests that ran.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'bazaar-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    summary();
    process.exit(result.status ?? 1);
  }
}

function vitest(label, projects) {
  const outputFile = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`);
  try {
    run(label, 'npx', args);
  } finally {
    count(outputFile);
  }
}

/** Three instances behind nginx on PostgreSQL and Redis (tests/cluster/run.ts), or skipped with the reason. */
function cluster() {
  const outputFile = path.join(reports, 'cluster.json');
  try {
    run('cluster: three instances behind nginx', 'npm', ['run', 'test:cluster'], {
      CLUSTER_REPORT: outputFile,
    });
  } finally {
    count(outputFile);
  }
}

function count(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    // The step failed before writing a report; its own output says why.
  }
}

function summary() {
  console.log(`\n${timings.join('\n')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
run('contract lint and client drift', 'npm', ['run', 'contract']);
run('servers for the API tests', 'node', ['--import', 'tsx', 'tests/support/provide-servers.ts']);
vitest('unit and API tests (PGlite and PostgreSQL 15)', [
  'domain',
  'machines',
  'storefront',
  'api',
  'api-module-mocks',
  'api-postgres',
]);
ensureChromium();
run('build', 'npm', ['run', 'build']);
run('first-load budgets of / and the routed app', 'node', ['scripts/bundle-budget.mjs']);
vitest('stories and visual baselines in Chromium', ['storybook', 'visual']);
vitest('end to end in Chromium', ['e2e']);
cluster();
summary();
