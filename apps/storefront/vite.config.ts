import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

// In development the API server (npm run dev, port 3000) answers /api and the product pictures.
const apiServer = 'http://localhost:3000';

/**
 * Two documents: index.html is the home page alone (its light entry), app.html the routed app for every
 * other path. The production server picks one by path (apps/api/src/routes/storefront.ts); this does the
 * same for the development server.
 */
function routedAppFallback(): Plugin {
  return {
    name: 'bazaar-routed-app-fallback',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const url = request.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        const wantsPage = request.headers.accept?.includes('text/html') && !pathname.includes('.');
        if (wantsPage && pathname !== '/' && !pathname.startsWith('/@')) request.url = '/app.html';
        next();
      });
    },
  };
}

/**
 * Writes a .br and a .gz beside every built script, stylesheet and document, compressed once at the highest
 * level, for the server to send as the browser accepts (@fastify/static `preCompressed`): the shop pays for
 * compression at build time instead of on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bazaar-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(outDir, file);
        const bytes = readFileSync(full);
        if (bytes.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

/** The rules a document needs to draw its boot shell (src/bootShell.css.ts) before the stylesheet arrives. */
const bootShellRule = /(?<=^|\})(?:body|#root:empty[^{,]*)\{[^}]*\}/g;

/**
 * Lets a document paint its boot shell as soon as it arrives: the few rules the shell needs are written into
 * the head, and the stylesheet's link moves to the end of the body. A stylesheet there still holds back the
 * page's scripts until it has loaded (module scripts wait for the stylesheets before them), so the app never
 * draws unstyled; only the shell, which comes before the link, is painted without waiting for it.
 */
function inlineBootShell(): Plugin {
  return {
    name: 'bazaar-inline-boot-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const stylesheet = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
        );
        if (stylesheet?.type !== 'asset') throw new Error('the build has no stylesheet');
        const css = String(stylesheet.source);
        const rules = css.match(bootShellRule) ?? [];
        if (!rules.some((rule) => rule.startsWith('#root:empty:before')))
          throw new Error('the stylesheet has no boot shell rules');
        const tag = html.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0];
        if (!tag?.includes(`/${stylesheet.fileName}"`))
          throw new Error(`the document does not link ${stylesheet.fileName}`);
        return html
          .replace(tag, '')
          .replace('</head>', () => `  <style>${rules.join('')}</style>\n  </head>`)
          .replace('</body>', () => `  ${tag.trim()}\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), routedAppFallback(), inlineBootShell(), precompress()],
  // @bazaar/ui's entry points as a site outside the workspace imports them, compiled from its sources rather
  // than its build (docs/ui-library.md). `environments.ssr` is where vanilla-extract evaluates .css.ts.
  resolve: { conditions: ['@bazaar/source', ...defaultClientConditions] },
  environments: { ssr: { resolve: { conditions: ['@bazaar/source', ...defaultServerConditions] } } },
  server: {
    proxy: {
      '/api': apiServer,
      '/images': apiServer,
      // Chat's socket.io lives on the API's port (DESIGN.md §2).
      '/socket.io': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/bundle-budget.mjs to add up the JavaScript that `/` loads first.
    manifest: true,
    cssCodeSplit: false,
    rolldownOptions: {
      input: { home: 'index.html', app: 'app.html' },
    },
  },
});
