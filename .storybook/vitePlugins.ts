import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';

/** The plugins every story needs: React and vanilla-extract's .css.ts files. */
export function storyVitePlugins(): PluginOption[] {
  return [react(), vanillaExtractPlugin()];
}
