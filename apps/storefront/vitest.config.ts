import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// The storefront's plain modules: request sharing, URL rules, the route list. Pages are tested as stories.
// The route list imports the pages eagerly loaded with it, and so their styles: hence vanilla-extract.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  // @bazaar/ui compiled from its sources, as in vite.config.ts (docs/ui-library.md).
  environments: { ssr: { resolve: { conditions: ['@bazaar/source', ...defaultServerConditions] } } },
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'storefront',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
