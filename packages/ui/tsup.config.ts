import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

type EsbuildPlugin = ReturnType<typeof vanillaExtractPlugin>;

/** True when `file` exists with exactly this spelling, letter case included. */
function isFileWithExactCase(file: string): boolean {
  try {
    return readdirSync(path.dirname(file)).includes(path.basename(file)) && statSync(file).isFile();
  } catch {
    return false;
  }
}

const sourceExtensions = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/**
 * esbuild matches file names without regard to letter case when it adds extensions, so in
 * components/Toaster `./toaster` (toaster.ts, the store) resolved to Toaster.tsx (the component) and the
 * build failed. Vite and TypeScript match exactly; this makes esbuild do the same for relative imports.
 * Anything it cannot place (virtual CSS of vanilla-extract, assets) falls through to esbuild's resolver.
 */
const exactCaseRelativeImports: EsbuildPlugin = {
  name: 'exact-case-relative-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.namespace !== 'file') return undefined;
      const base = path.resolve(args.resolveDir, args.path);
      const found = [base, ...sourceExtensions.map((extension) => base + extension)].find(
        isFileWithExactCase,
      );
      return found === undefined ? undefined : { path: found };
    });
  },
};

/**
 * The library build for sites outside this repository (the seller site): dist/index.js (ESM),
 * dist/index.css (every style, the theme and the @font-face rules), dist/index.d.ts and the font files
 * the CSS names, under dist/fonts/ with relative urls so the consumer's bundler copies them.
 *
 * Inside the repository nothing reads dist: the storefront and Storybook compile src with the
 * vanilla-extract Vite plugin.
 */
const requireFromUi = createRequire(import.meta.url);

/**
 * fonts.css.ts names the font files as package paths (`@fontsource/noto-sans/files/….woff2`), which Vite
 * resolves but esbuild leaves untouched in a CSS url(). Resolving them to the installed files lets the
 * `file` loader copy each face into dist/fonts/ and write a url relative to index.css.
 */
const packageFontFiles: EsbuildPlugin = {
  name: 'package-font-files',
  setup(build) {
    build.onResolve({ filter: /^@fontsource\/.+\.woff2$/ }, (args) => ({
      path: requireFromUi.resolve(args.path),
    }));
  },
};

export default defineConfig({
  entry: { index: 'src/index.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  clean: true,
  sourcemap: true,
  // One index.js and one index.css: the lazy parts (menus, toasts, the pages' messages) are inlined, and
  // the seller site's own bundler splits what it wants.
  splitting: false,
  // Stable public class names are not an API; short ones keep the CSS small.
  esbuildPlugins: [
    vanillaExtractPlugin({ identifiers: 'short' }),
    exactCaseRelativeImports,
    packageFontFiles,
  ],
  // Fonts are copied, not inlined: with unicode-range a page downloads only the faces it needs.
  loader: { '.woff2': 'file' },
  esbuildOptions(options) {
    options.assetNames = 'fonts/[name]-[hash]';
  },
  // React and react-dom stay the consumer's (peerDependencies): one React, or hooks break. radix-ui (and the
  // primitives imported from their own packages),
  // embla and vanilla-extract's small runtimes stay imports that the consumer's npm installs from
  // dependencies. @bazaar/domain is a private workspace package with no build of its own, so its few
  // pure functions are bundled in, and its types inlined into index.d.ts.
  external: [
    /^react($|\/)/,
    /^react-dom($|\/)/,
    'radix-ui',
    /^@radix-ui\//,
    /^embla-carousel/,
    /^@vanilla-extract\//,
  ],
  // @fontsource is listed too so that tsup does not keep its font urls as external package paths.
  noExternal: ['@bazaar/domain', /^@fontsource\//],
  // The domain package is TypeScript source without declarations: map it to its files so its types are
  // inlined into index.d.ts like the rest.
  dts: {
    resolve: [/^@bazaar\/domain/],
    compilerOptions: { baseUrl: '.', paths: { '@bazaar/domain': ['../domain/src/index.ts'] } },
  },
});
