/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions given to page.evaluate and addInitScript run in the browser.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type StaticServer, serveStatic } from './support/static-server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const uiRoot = path.join(repoRoot, 'packages/ui');
const dist = path.join(uiRoot, 'dist');
const consumerRoot = path.join(repoRoot, 'tests/consumer');

/** Runs a command from the repository root; a failure carries its output. */
async function runInRepo(command: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(command, args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const output =
      error instanceof Error && 'stdout' in error && 'stderr' in error
        ? `${String(error.stdout)}\n${String(error.stderr)}`
        : String(error);
    throw new Error(`${command} ${args.join(' ')} failed:\n${output}`);
  }
}

/** The names `export { … }` lists at the end of index.d.ts, values and types apart. */
function declaredExports(declarations: string): { values: string[]; types: string[] } {
  const lists = [...declarations.matchAll(/^export \{([^}]*)\};?$/gm)].map((match) => match[1] ?? '');
  const names = lists
    .flatMap((list) => list.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  return {
    values: names.filter((name) => !name.startsWith('type ')),
    types: names.filter((name) => name.startsWith('type ')).map((name) => name.slice('type '.length)),
  };
}

/** Records every module the consumer's bundle is made of. */
function moduleRecorder(into: string[]): Plugin {
  return {
    name: 'record-consumer-modules',
    generateBundle() {
      into.push(...this.getModuleIds());
    },
  };
}

/** Console errors, uncaught errors and failed or 4xx/5xx requests of a page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** Opens the consumer, waits for its fonts, and says which faces loaded and which font files came. */
async function openConsumer(page: Page, url: string) {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.ok() && response.url().endsWith('.woff2')) fontFiles.push(new URL(response.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('article').waitFor({ timeout: 15_000 });
  const loadedFamilies = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
  });
  return { fontFiles, loadedFamilies };
}

describe('@bazaar/ui built as a library and used by a site outside the workspace', () => {
  let outDir: string;
  let server: StaticServer;
  let browser: Browser;
  const consumerModules: string[] = [];

  beforeAll(async () => {
    await runInRepo('npm', ['run', 'build', '-w', '@bazaar/ui']);
    outDir = await mkdtemp(path.join(tmpdir(), 'bazaar-ui-consumer-'));
    // Plain Vite and React, without vanilla-extract: the consumer reads the built CSS and JS only.
    await build({
      root: consumerRoot,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), moduleRecorder(consumerModules)],
      build: { outDir, emptyOutDir: true },
    });
    server = await serveStatic(outDir);
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('builds ESM, one stylesheet, type declarations and the font files into dist', async () => {
    const files = await readdir(dist, { recursive: true });
    expect(files).toEqual(expect.arrayContaining(['index.js', 'index.css', 'index.d.ts']));
    expect(files.filter((file) => file.endsWith('.css'))).toEqual(['index.css']);
    // Noto Sans latin and latin-ext, Noto Sans Devanagari; 400, 600 and 700 each. And the 2 kB face of the
    // language switch's "हिन्दी" (theme/languageNameFont.ts).
    expect(files.filter((file) => /^fonts[/\\].+\.woff2$/.test(file))).toHaveLength(10);

    const css = await readFile(path.join(dist, 'index.css'), 'utf8');
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1] ?? '');
    expect(urls).toHaveLength(10);
    for (const url of urls) {
      expect(url, 'a font url a bundler can follow from index.css').toMatch(/^\.\/fonts\/[^/]+\.woff2$/);
      expect(existsSync(path.join(dist, url)), `${url} exists in dist`).toBe(true);
    }
  });

  it('declares a type for every runtime export, and keeps React and the other libraries external', async () => {
    const declarations = await readFile(path.join(dist, 'index.d.ts'), 'utf8');
    const declared = declaredExports(declarations);
    const runtime: Record<string, unknown> = await import(pathToFileURL(path.join(dist, 'index.js')).href);
    expect(Object.keys(runtime).length).toBeGreaterThan(100);
    expect([...declared.values].sort()).toEqual(Object.keys(runtime).sort());
    expect(declared.types).toEqual(
      expect.arrayContaining(['ProductCardProps', 'FooterProps', 'LanguageProviderProps', 'Messages']),
    );
    // @bazaar/domain is private to the workspace, so it is bundled in and its types inlined.
    expect(declarations).not.toMatch(/from ['"]@bazaar\//);

    const code = await readFile(path.join(dist, 'index.js'), 'utf8');
    const imported = [...new Set([...code.matchAll(/^import [^;]*? from "([^"]+)";?$/gm)].map((m) => m[1]))];
    const manifest: unknown = JSON.parse(await readFile(path.join(uiRoot, 'package.json'), 'utf8'));
    const installed = (field: string): string[] =>
      typeof manifest === 'object' && manifest !== null && field in manifest
        ? Object.keys(Object(Reflect.get(manifest, field)))
        : [];
    const peers = installed('peerDependencies');
    const dependencies = installed('dependencies').filter((name) => !name.startsWith('@bazaar/'));
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    // Every import left in the bundle must be a package npm installs for the consumer: a peer or a
    // dependency, never a workspace package.
    const installable = [...peers, ...dependencies];
    expect(imported.filter((specifier) => !specifier || !installable.includes(packageOf(specifier)))).toEqual(
      [],
    );
    expect(imported).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'radix-ui']));
    expect(peers).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });

  it('packs dist into the package a seller site installs', async () => {
    const output = await runInRepo('npm', ['pack', '--dry-run', '--json', '-w', '@bazaar/ui']);
    const packed: unknown = JSON.parse(output);
    const files = Array.isArray(packed)
      ? packed.flatMap((entry: unknown) =>
          typeof entry === 'object' && entry !== null && 'files' in entry && Array.isArray(entry.files)
            ? entry.files.map((file: unknown) =>
                typeof file === 'object' && file !== null && 'path' in file ? String(file.path) : '',
              )
            : [],
        )
      : [];
    expect(files).toEqual(
      expect.arrayContaining(['dist/index.js', 'dist/index.css', 'dist/index.d.ts', 'package.json']),
    );
    expect(files.filter((file) => file.startsWith('dist/fonts/'))).toHaveLength(10);
    expect(files.filter((file) => file.startsWith('src/'))).toEqual([]);
  });

  it('type-checks the consumer against dist/index.d.ts, not the sources', async () => {
    const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
    const listed = await runInRepo(process.execPath, [
      tsc,
      '-p',
      path.join(consumerRoot, 'tsconfig.json'),
      '--listFiles',
    ]);
    const uiFiles = listed.split('\n').filter((file) => file.includes('/packages/'));
    expect(uiFiles).toEqual([path.join(dist, 'index.d.ts')]);
  });

  it('bundles the consumer from dist alone, with a single React', () => {
    const fromRepo = consumerModules.map((id) => id.split('?')[0] ?? id);
    expect(fromRepo).toContain(path.join(dist, 'index.js'));
    expect(fromRepo).toContain(path.join(dist, 'index.css'));
    expect(fromRepo.filter((id) => id.includes('/packages/') && !id.startsWith(dist))).toEqual([]);
    const reactCopies = new Set(
      fromRepo
        .map((id) => /^(.*\/node_modules\/react)\//.exec(id)?.[1])
        .filter((copy): copy is string => copy !== undefined),
    );
    expect([...reactCopies]).toEqual([path.join(repoRoot, 'node_modules/react')]);
  });

  it('renders a product card and the footer with the theme and the Noto Sans face, without errors', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      const { fontFiles, loadedFamilies } = await openConsumer(page, `${server.url}/`);
      await expect.poll(() => page.getByRole('heading', { name: 'Handloom cotton saree' }).count()).toBe(1);
      await page.getByRole('contentinfo').waitFor();

      const styles = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        return { bodyFont: body.fontFamily, bodyBackground: body.backgroundColor, bodyColor: body.color };
      });
      expect(styles.bodyFont).toMatch(/^"?Noto Sans"?/);
      // The browser's defaults are a transparent page and black text; the theme sets both.
      expect(styles.bodyBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(styles.bodyColor).not.toBe('rgb(0, 0, 0)');
      expect(loadedFamilies).toContain('Noto Sans');
      expect(loadedFamilies).not.toContain('Noto Sans Devanagari');
      expect(fontFiles.some((file) => /noto-sans-latin-\d00-normal-[^/]*\.woff2$/.test(file))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('renders Hindi with the Devanagari face', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      const { fontFiles, loadedFamilies } = await openConsumer(page, `${server.url}/?language=hindi`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.getByText('मूल कीमत').first().waitFor({ state: 'attached' });
      expect(loadedFamilies).toContain('Noto Sans Devanagari');
      expect(fontFiles.some((file) => /noto-sans-devanagari-[^/]*\.woff2$/.test(file))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
