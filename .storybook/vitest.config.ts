import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storyVitePlugins, uiSourceConditions } from './vitePlugins.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The stories as tests in Chromium, in two projects:
 * - `storybook` (this file's default export): every story, with its play function and axe checks;
 * - `visual` (vitest.visual.config.ts): only the stories tagged `visual`, each compared with its committed
 *   screenshot (visualBaselines.ts), its files always in the order of their paths (visualOrderSequencer.ts).
 *
 * Each is a project on its own: storybookTest() ignores a nested `projects` list, and the stories would
 * then run in Node instead of Chromium.
 */
export function storiesConfig(project: 'storybook' | 'visual') {
  const visual = project === 'visual';
  return defineConfig({
    plugins: [
      ...storyVitePlugins(),
      storybookTest({ configDir, tags: visual ? { include: ['visual'] } : undefined }),
    ],
    ...uiSourceConditions,
    // Found late, these would be optimised mid-run and reload the browser under a running story.
    optimizeDeps: {
      include: [
        'msw',
        'msw/browser',
        'openapi-fetch',
        'openapi-msw',
        'react-router-dom',
        'radix-ui',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-toast',
        '@stripe/react-stripe-js',
        '@stripe/stripe-js/pure',
        '@xstate/react',
        'socket.io-client',
        'xstate',
        'embla-carousel',
        'embla-carousel-autoplay',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    test: {
      name: project,
      // Every story file in one iframe: a fresh iframe per file cost ~3 s of set-up each (React, Radix, MSW
      // and the theme imported again), two thirds of the suite's time. Each story still starts clean: Storybook
      // renders it into a new root and the MSW loader swaps in that story's handlers.
      isolate: false,
      globalSetup: [path.join(configDir, 'vitest.globalSetup.ts')],
      setupFiles: visual ? [path.join(configDir, 'visualBaselines.ts')] : [],
      browser: {
        enabled: true,
        headless: true,
        expect: {
          toMatchScreenshot: {
            // One folder for every baseline, named by story id (and width), whichever file the story is in.
            resolveScreenshotPath: ({ root, arg, ext }) =>
              path.join(root, 'tests/visual-baselines', `${arg}${ext}`),
            resolveDiffPath: ({ root, attachmentsDir, arg, ext }) =>
              path.join(root, attachmentsDir, 'visual-diffs', `${arg}${ext}`),
          },
        },
        provider: playwright({
          // Larger than any story's frame (pages up to 1280 wide and, for their visual baselines, up to
          // 5,000 tall): a smaller window would scale the frame down to fit, and screenshots with it.
          // The visual baselines ask for reduced motion, as a visitor may: the home page's banners then start
          // paused (on their own clock, a slow run caught the second banner), and what would move holds still.
          contextOptions: {
            viewport: { width: 1600, height: 5200 },
            ...(visual ? { reducedMotion: 'reduce' as const } : {}),
          },
          launchOptions: {
            // Debian's Chromium: Playwright's own browser download cannot work on these machines.
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            // The baselines must not depend on the fonts a machine has installed (visualFonts.conf).
            ...(visual
              ? { env: { ...process.env, FONTCONFIG_FILE: path.join(configDir, 'visualFonts.conf') } }
              : {}),
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-dev-shm-usage',
              '--disable-background-networking',
              '--disable-component-update',
              '--no-first-run',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}

export default storiesConfig('storybook');
