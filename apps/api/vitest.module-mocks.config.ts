import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { moduleMockingFiles } from './vitest.config';

// The API files that replace a module with vi.mock, each in a fresh module graph on the embedded database:
// in the shared graph of the `api` projects the real module is already loaded and the mock never applies.
export default defineConfig({
  test: {
    name: 'api-module-mocks',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: moduleMockingFiles,
    globalSetup: ['test/support/pglite-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
