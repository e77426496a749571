// Builds this small site with plain Vite and React (no vanilla-extract: the library arrives built), then
// measures what each part of @bazaar/ui costs a site: one production build per entry of src/measure/, its
// JavaScript gzipped at level 9 as a server sends it, less the React-only baseline.
//
// `node build.mjs` writes the site into dist/ and the measurements into dist/sizes.json.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'dist');
export const entries = ['react', 'theme', 'productCard', 'header'];

/**
 * @param {import('vite').Rolldown.RolldownOutput['output']} output
 * @returns {{ initial: number, lazy: number, css: number, modules: string[] }}
 */
function measure(output) {
  const chunks = new Map(
    output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
  const gzip = (/** @type {string | Uint8Array} */ code) => gzipSync(code, { level: 9 }).length;
  // What the page loads before it can render: the entry and everything it imports statically.
  const initial = new Set();
  const visit = (/** @type {string} */ fileName) => {
    const chunk = chunks.get(fileName);
    if (chunk === undefined || initial.has(fileName)) return;
    initial.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  let initialBytes = 0;
  let lazyBytes = 0;
  const modules = [];
  for (const chunk of chunks.values()) {
    if (initial.has(chunk.fileName)) initialBytes += gzip(chunk.code);
    else lazyBytes += gzip(chunk.code);
    modules.push(...Object.keys(chunk.modules));
  }
  const css = output
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .reduce((sum, file) => sum + (file.type === 'asset' ? gzip(file.source) : 0), 0);
  return { initial: initialBytes, lazy: lazyBytes, css, modules };
}

// The site itself, opened in Chromium by the test.
await build({
  root,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
});

/** @type {Record<string, { initial: number, lazy: number, css: number, modules: string[] }>} */
const sizes = {};
for (const entry of entries) {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { write: false, rolldownOptions: { input: path.join(root, 'src/measure', `${entry}.tsx`) } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const output = outputs.flatMap((bundle) => ('output' in bundle ? bundle.output : []));
  sizes[entry] = measure(output);
}
await writeFile(path.join(outDir, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
