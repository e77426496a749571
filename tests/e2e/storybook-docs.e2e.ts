/**
 * Acceptance (#13): "Storybook shows a docs page for every component and the introduction."
 *
 * Storybook's own indexer reads .storybook/main.ts, every CSF file and every MDX page, as `storybook dev`
 * and `storybook build` do, without bundling anything: a component whose stories lose their `autodocs` tag
 * or their `component`, or an MDX page that fails to index, fails here in seconds. That each page renders
 * without an error is checked on the built Storybook (`npm run test:built-storybook`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIndex } from 'storybook/internal/core-server';
import type { IndexEntry } from 'storybook/internal/types';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The library's components: each folder that packages/ui/src/index.ts exports (the rest are internal). */
const components = [
  ...readFileSync(path.join(repoRoot, 'packages/ui/src/index.ts'), 'utf8').matchAll(
    /^export \* from '\.\/components\/(\w+)';$/gm,
  ),
].map((match) => match[1] ?? '');

describe('Storybook docs pages', () => {
  let entries: IndexEntry[];

  beforeAll(async () => {
    const index = await buildIndex({ configDir: path.join(repoRoot, '.storybook') });
    entries = Object.values(index.entries);
  }, 120_000);

  const docsTitles = () => entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);

  it('has a docs page for every component, drawn from its stories', () => {
    expect(components.length).toBeGreaterThan(70);
    const missing = components.filter((name) => {
      const docs = entries.find(
        (entry) =>
          entry.type === 'docs' && entry.importPath.startsWith(`./packages/ui/src/components/${name}/`),
      );
      return docs === undefined || !docs.tags?.includes('autodocs');
    });
    expect(missing).toEqual([]);
  });

  it('has the introduction and a page per foundation', () => {
    expect(docsTitles()).toEqual(
      expect.arrayContaining(['Introduction', 'Foundations/Colour', 'Foundations/Type', 'Foundations/Space']),
    );
  });

  it('gives the shop’s pages no docs page of their own: they are reviewed story by story', () => {
    expect(docsTitles().filter((title) => title.startsWith('Pages/'))).toEqual([]);
  });
});
