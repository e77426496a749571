import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { ensureMockServiceWorker } from './mswWorkerScript.ts';
import { storyVitePlugins, uiSourceConditions } from './vitePlugins.ts';

ensureMockServiceWorker();

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../apps/storefront/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // storybookTest() replays viteFinal inside Vitest, whose config already has these plugins; adding them
    // twice would transform every .css.ts file twice.
    if (process.env.VITEST) return viteConfig;
    return mergeConfig(viteConfig, { ...uiSourceConditions, plugins: storyVitePlugins() });
  },
};

export default config;
