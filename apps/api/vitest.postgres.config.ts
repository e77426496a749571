import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { postgresUnavailable } from '../../tests/support/postgres.ts';
import { moduleMockingFiles } from './vitest.config';

const unavailable = postgresUnavailable();
if (unavailable) console.warn(`Skipping the API suite on PostgreSQL: ${unavailable}.`);

// The same API suite on a real PostgreSQL server that test/support/postgres-setup.ts starts and stops.
export default defineConfig({
  test: {
    name: 'api-postgres',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: unavailable ? [] : ['test/**/*.test.ts'],
    // The files that mock a module check code paths the database does not change; they run once, on PGlite.
    exclude: ['test/db/**', 'test/seed/**', ...moduleMockingFiles],
    passWithNoTests: Boolean(unavailable),
    globalSetup: unavailable ? [] : ['test/support/postgres-setup.ts'],
    environment: 'node',
    // One module graph per worker, as in vitest.config.ts.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
