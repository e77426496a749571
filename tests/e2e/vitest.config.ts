import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Journeys in real Chromium against the shop started exactly as `npm start` starts it.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One seeded data directory for the run; each shop starts on a copy (support/seeded-shop-setup.ts).
    globalSetup: ['support/seeded-shop-setup.ts'],
  },
});
