#!/usr/bin/env node
// `npm run chromatic`: publishes the built Storybook for visual review. Needs CHROMATIC_PROJECT_TOKEN and a
// network; it is never part of `npm test`.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('Set CHROMATIC_PROJECT_TOKEN to publish Storybook for visual review.');
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const publish = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
process.exit(publish.status ?? 1);
