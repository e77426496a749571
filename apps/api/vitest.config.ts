import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The API suite on the embedded database (PGlite). vitest.postgres.config.ts runs the same files on PostgreSQL.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/pglite-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
