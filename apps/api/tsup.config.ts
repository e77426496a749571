import { defineConfig } from 'tsup';

// One self-contained server file: the workspace packages are bundled, npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts', seed: 'src/seed/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@bazaar\//],
});
