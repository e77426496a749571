import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
