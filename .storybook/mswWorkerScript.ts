import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/** Storybook serves this directory at the site root (main.ts staticDirs, and storybookTest() in Vitest). */
export const publicDir = path.join(configDir, 'public');

/**
 * MSW's service worker script is generated, not committed (.storybook/.gitignore), and npm 11 skips the
 * install script that would copy it: write it the first time Storybook or its Vitest project starts.
 */
export function ensureMockServiceWorker(): void {
  if (existsSync(path.join(publicDir, 'mockServiceWorker.js'))) return;
  execFileSync('npx', ['--no', 'msw', 'init', publicDir, '--save=false'], {
    cwd: path.dirname(configDir),
    stdio: 'inherit',
  });
}
