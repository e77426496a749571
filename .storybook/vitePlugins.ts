import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, type PluginOption, type UserConfig } from 'vite';

/** The plugins every story needs: React and vanilla-extract's .css.ts files. */
export function storyVitePlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin()];
}

/**
 * @bazaar/ui's entry points as a site outside the workspace imports them, compiled from its sources rather
 * than its build (docs/ui-library.md). `environments.ssr` is where vanilla-extract evaluates .css.ts.
 */
export const uiSourceConditions = {
  resolve: { conditions: ['@bazaar/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@bazaar/source', ...defaultServerConditions] } } },
} satisfies UserConfig;
