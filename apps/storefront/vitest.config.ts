import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The storefront's plain modules (no React): request sharing, URL rules. Pages are tested as stories.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
