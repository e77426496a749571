import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module with vi.mock: they run apart, in vitest.module-mocks.config.ts, because the
 * API projects share one module graph per worker.
 */
export const moduleMockingFiles = ['test/accounts/login-timing.test.ts'];

// The API suite on the embedded database (PGlite). vitest.postgres.config.ts runs the same files on PostgreSQL.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    exclude: moduleMockingFiles,
    globalSetup: ['test/support/pglite-setup.ts'],
    environment: 'node',
    // The files of a worker share one module graph: importing the app and its dependencies again for every
    // file cost about 3 s each, 6 of the 15 minutes both API projects took (887 s isolated, 489 s shared,
    // run one after the other on this machine). Each file still opens its own database and app.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
