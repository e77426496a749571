#!/usr/bin/env node
// The story and end-to-end tests drive Debian's Chromium; no test tool may download a browser of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install Debian's package as root (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  const apt = (args) =>
    execFileSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium', 'fonts-noto-core']);
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
