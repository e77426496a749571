import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Checks too long for `npm test` on this machine: the built Storybook opened story by story in Chromium
// (npm run test:built-storybook).
export default defineConfig({
  test: {
    name: 'checks',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.check.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
