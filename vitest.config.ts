import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { VisualOrderSequencer } from './.storybook/visualOrderSequencer.ts';

// One command runs every suite; each project keeps its own config beside its code.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine is one worker for everything. Most of
    // the API files' time is spent waiting (on PostgreSQL, on timers, on sockets), so two workers took the unit
    // and API step from 538 s to 341 s on this machine. The browser projects and the end-to-end journeys (run
    // one file at a time) take the same time either way.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: VisualOrderSequencer },
    projects: [
      'packages/domain/vitest.config.ts',
      'packages/machines/vitest.config.ts',
      'apps/storefront/vitest.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.postgres.config.ts',
      'apps/api/vitest.module-mocks.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.visual.config.ts',
      'tests/e2e/vitest.config.ts',
    ],
  },
});
