import { defineConfig } from 'vitest/config';
import { VisualOrderSequencer } from './.storybook/visualOrderSequencer.ts';

// One command runs every suite; each project keeps its own config beside its code.
export default defineConfig({
  test: {
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
