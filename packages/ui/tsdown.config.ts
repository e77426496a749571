import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { defineConfig, type Rolldown } from 'tsdown';

/**
 * The library build for sites outside this repository (the seller site): one ES module per source module
 * under dist/ (so a site's bundler keeps only the components it imports), a .d.ts beside each, and one
 * stylesheet, dist/styles.css (every style, the theme and the @font-face rules), with the font files it
 * names under dist/fonts/ and relative urls so the site's bundler copies them.
 *
 * Inside the repository nothing reads dist: the storefront and Storybook compile src through the
 * `@bazaar/source` export condition (README.md, "Inside this repository").
 */
const uiRoot = path.dirname(fileURLToPath(import.meta.url));
const requireFromUi = createRequire(import.meta.url);
const stylesheet = 'styles.css';

/** The public entry points; every other module is emitted too, as a file they import. */
const entry = [
  'src/index.ts',
  'src/theme/index.ts',
  'src/messages/index.ts',
  'src/messages/pages.en.ts',
  'src/recipes/index.ts',
  'src/content/index.ts',
  'src/components/*/index.ts',
];

/**
 * fonts.css.ts names its font files as package paths (`@fontsource/noto-sans/files/….woff2`) or relative to
 * itself (`./fonts/…`), which Vite resolves in the storefront but which mean nothing in a published
 * stylesheet. This copies each file into dist/fonts/ and points the url at it, relative to styles.css.
 */
function fontFiles(): Rolldown.Plugin {
  const fontsSource = path.join(uiRoot, 'src/theme');
  return {
    name: 'bazaar-font-files',
    generateBundle(_options, bundle) {
      const css = bundle[stylesheet];
      if (css?.type !== 'asset') this.error(`the build has no ${stylesheet}`);
      const copied = new Map<string, string>();
      const rewritten = String(css.source).replace(
        /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g,
        (_match, url: string) => {
          const file = url.startsWith('.') ? path.resolve(fontsSource, url) : requireFromUi.resolve(url);
          let fileName = copied.get(file);
          if (fileName === undefined) {
            fileName = `fonts/${path.basename(file)}`;
            this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
            copied.set(file, fileName);
          }
          return `url("./${fileName}")`;
        },
      );
      css.source = rewritten;
    },
  };
}

/**
 * vanilla-extract compiles each recipe and the sprinkles to a call of its runtime at the top of a module,
 * which a bundler must keep unless told the call is pure: a site that imports `buttonSizes` alone would
 * still ship the `button` recipe. The annotation lets it drop what it does not use.
 */
function pureStyleRuntimeCalls(): Rolldown.Plugin {
  const runtimeCall = /(?<![\w.$])(createRuntimeFn|createRuntimeSprinkles|createMapValueFn)\(/g;
  return {
    name: 'bazaar-pure-style-runtime-calls',
    renderChunk(code) {
      const annotated = code.replace(runtimeCall, '/* @__PURE__ */ $1(');
      return annotated === code ? null : { code: annotated, map: null };
    },
  };
}

/**
 * Every style is in styles.css, which the site imports once. vanilla-extract drops the import of each
 * module's own CSS from the JavaScript, but rolldown hoists some of them (a style module that composes
 * another's classes) into the importer, where they would name files that do not exist: this removes those.
 */
function noStyleImports(): Rolldown.Plugin {
  const styleImport = /^import\s+["'][^"']+\.vanilla\.css["'];?\n/gm;
  return {
    name: 'bazaar-no-style-imports',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') file.code = file.code.replace(styleImport, '');
      }
    },
  };
}

export default defineConfig({
  entry,
  unbundle: true,
  outDir: 'dist',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  clean: true,
  // The modules are not minified and read as written; the site's bundler makes its own maps.
  sourcemap: false,
  hash: false,
  // The one stylesheet vanilla-extract extracts keeps its name: dist/styles.css.
  outputOptions: { assetFileNames: '[name][extname]' },
  // Stable public class names are not an API; short ones keep the CSS small.
  plugins: [
    vanillaExtractPlugin({ identifiers: 'short', extract: { name: stylesheet } }),
    fontFiles(),
    noStyleImports(),
    pureStyleRuntimeCalls(),
  ],
  deps: {
    // React and react-dom stay the site's (peerDependencies): one React, or hooks break. radix-ui, embla and
    // vanilla-extract's small runtimes stay imports that npm installs for the site.
    neverBundle: [
      /^react($|\/)/,
      /^react-dom($|\/)/,
      'radix-ui',
      /^@radix-ui\//,
      /^embla-carousel/,
      /^@vanilla-extract\//,
    ],
    // @bazaar/domain is private to the workspace: the few pure functions the components use are built in
    // as modules of their own, and their types emitted beside them.
    alwaysBundle: [/^@bazaar\/domain/],
  },
  dts: { sourcemap: false, tsconfig: 'tsconfig.build.json' },
});
