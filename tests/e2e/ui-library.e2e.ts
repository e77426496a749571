/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The functions given to page.evaluate run in the browser.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { type StaticServer, serveStatic } from './support/static-server';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const consumerSource = path.join(repoRoot, 'tests/consumer');

/**
 * What each part of the library may add to a site's first load, gzipped, on top of React and react-dom
 * (issue 13): measured by tests/consumer/build.mjs from one production build per entry of src/measure/.
 */
const budgets = { theme: 3 * 1024, productCard: 12 * 1024, header: 30 * 1024 } as const;

/** Runs a command; a failure carries its output. */
async function runIn(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<string> {
  try {
    const { stdout } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const output =
      error instanceof Error && 'stdout' in error && 'stderr' in error
        ? `${String(error.stdout)}\n${String(error.stderr)}`
        : String(error);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${output}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(file: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file} is not a JSON object`);
  return parsed;
}

interface EntrySize {
  initial: number;
  lazy: number;
  modules: string[];
}

function entrySize(value: unknown): EntrySize {
  if (
    !isRecord(value) ||
    typeof value.initial !== 'number' ||
    typeof value.lazy !== 'number' ||
    !Array.isArray(value.modules)
  )
    throw new Error('sizes.json: an entry without its sizes');
  return { initial: value.initial, lazy: value.lazy, modules: value.modules.map(String) };
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

/** Opens the site, waits for its fonts, and says which faces loaded and which font files came. */
async function openSite(page: Page, url: string) {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (response.ok() && response.url().endsWith('.woff2')) fontFiles.push(new URL(response.url()).pathname);
  });
  await page.goto(url);
  await page.getByRole('article').waitFor({ timeout: 15_000 });
  // A face loads only once text that needs it is laid out, so a caller asks after waiting for that text.
  const loadedFamilies = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
  return { fontFiles, loadedFamilies };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe('@bazaar/ui packed, installed and used by a site outside the workspace', () => {
  let site: string;
  let installed: string;
  let packedFiles: string[];
  let sizes: Record<string, EntrySize>;
  let server: StaticServer;
  let browser: Browser;
  const timings: string[] = [];

  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await step();
    } finally {
      timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  };

  beforeAll(async () => {
    // Outside the repository, so nothing resolves through the workspace's node_modules or its tsconfig.
    site = await mkdtemp(path.join(tmpdir(), 'bazaar-ui-site-'));
    await cp(consumerSource, site, { recursive: true, filter: (file) => !file.includes('node_modules') });
    // `npm pack` builds the library first (its prepack script), as `npm publish` would.
    await timed('pack', () =>
      runIn(repoRoot, 'npm', ['pack', '-w', '@bazaar/ui', '--pack-destination', site]),
    );
    const [tarball] = (await readdir(site)).filter((file) => /^bazaar-ui-.+\.tgz$/.test(file));
    if (tarball === undefined) throw new Error('npm pack wrote no tarball');
    // tests/consumer/package.json names the tarball without its version.
    await rename(path.join(site, tarball), path.join(site, 'bazaar-ui.tgz'));
    packedFiles = (await runIn(site, 'tar', ['-tzf', 'bazaar-ui.tgz']))
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));
    // From the registry like any site, from npm's cache when it has the versions already.
    await timed('install', () =>
      runIn(site, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']),
    );
    installed = path.join(site, 'node_modules/@bazaar/ui');
    // A production build, as the site ships it: not the NODE_ENV=test that Vitest gives its own process,
    // which would bundle React's development build.
    await timed('build', () => runIn(site, process.execPath, ['build.mjs'], { NODE_ENV: 'production' }));
    const measured = await readJson(path.join(site, 'dist/sizes.json'));
    sizes = Object.fromEntries(Object.entries(measured).map(([entry, size]) => [entry, entrySize(size)]));
    server = await serveStatic(path.join(site, 'dist'));
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    console.log(`ui-library: ${timings.join(', ')}`);
    await browser?.close();
    await server?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  it('packs one ES module per source module, their types, one stylesheet and its fonts', async () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/styles.css',
        'dist/theme/index.js',
        'dist/messages/index.js',
        'dist/components/ProductCard/index.js',
        'dist/components/ProductCard/index.d.ts',
        'dist/components/ProductCard/ProductCard.js',
        'dist/components/Header/Header.js',
      ]),
    );
    expect(packedFiles.filter((file) => file.endsWith('.css'))).toEqual(['dist/styles.css']);
    expect(packedFiles.filter((file) => file.startsWith('src/') || file.endsWith('.map'))).toEqual([]);
    // Noto Sans latin and latin-ext, Noto Sans Devanagari; 400, 600 and 700 each. And the small faces of
    // theme/subsetFonts.ts: the language switch's "हिन्दी", and the rupee sign at 400, 600 and 700.
    const fonts = packedFiles.filter((file) => /^dist\/fonts\/[^/]+\.woff2$/.test(file));
    expect(fonts).toHaveLength(13);

    const css = await readFile(path.join(installed, 'dist/styles.css'), 'utf8');
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((match) => match[1] ?? '');
    expect(urls).toHaveLength(13);
    for (const url of urls) {
      expect(url, 'a font url a bundler can follow from styles.css').toMatch(/^\.\/fonts\/[^/]+\.woff2$/);
      expect(fonts).toContain(`dist/${url.slice(2)}`);
    }
    // Rules of a component and of the theme, not only the fonts.
    expect(css).toMatch(/--[\w-]+:\s*#[0-9a-f]{3,8}/i);
    expect(css.length).toBeGreaterThan(50_000);
  });

  it('exports the root, every component, the theme, the messages and the stylesheet', async () => {
    const manifest = await readJson(path.join(installed, 'package.json'));
    const exports = manifest.exports;
    if (!isRecord(exports)) throw new Error('package.json has no exports map');
    expect(Object.keys(exports)).toEqual(
      expect.arrayContaining(['.', './components/*', './theme', './messages', './styles.css']),
    );
    expect(manifest.private).toBeUndefined();
    expect(manifest.sideEffects).toEqual(['*.css', '*.css.ts']);

    // Every component with an index in the sources answers at its subpath, with its types.
    const sources = path.join(repoRoot, 'packages/ui/src/components');
    const components = (await readdir(sources, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(path.join(sources, name, 'index.ts')));
    expect(components.length).toBeGreaterThan(60);
    for (const component of components) {
      expect(packedFiles).toContain(`dist/components/${component}/index.js`);
      expect(packedFiles).toContain(`dist/components/${component}/index.d.ts`);
    }

    // Node resolves them through the exports map of the installed package, as a bundler does.
    const load = async (specifier: string): Promise<Record<string, unknown>> => {
      const resolved = await runIn(site, process.execPath, [
        '--input-type=module',
        '-e',
        `console.log(import.meta.resolve(${JSON.stringify(specifier)}))`,
      ]);
      const file = fileURLToPath(resolved.trim());
      expect(file.startsWith(path.join(installed, 'dist'))).toBe(true);
      return import(pathToFileURL(file).href);
    };
    const root = await load('@bazaar/ui');
    expect(Object.keys(root).length).toBeGreaterThan(100);
    expect(Object.keys(root)).toEqual(
      expect.arrayContaining([
        'ProductCard',
        'Header',
        'Footer',
        'LanguageProvider',
        'lightTheme',
        'themeBase',
      ]),
    );
    expect(Object.keys(await load('@bazaar/ui/components/ProductCard'))).toContain('ProductCard');
    expect(Object.keys(await load('@bazaar/ui/components/Header'))).toContain('Header');
    expect(Object.keys(await load('@bazaar/ui/theme'))).toEqual(
      expect.arrayContaining(['vars', 'lightTheme', 'themeBase']),
    );
    expect(Object.keys(await load('@bazaar/ui/messages'))).toEqual(
      expect.arrayContaining(['LanguageProvider', 'useMessages', 'format', 'defaultLanguage']),
    );
  });

  it('imports only React, radix and what npm installs with it, never a workspace package', async () => {
    const manifest = await readJson(path.join(installed, 'package.json'));
    const names = (field: string) => Object.keys(isRecord(manifest[field]) ? manifest[field] : {});
    const peers = names('peerDependencies');
    expect(peers).toEqual(expect.arrayContaining(['react', 'react-dom', 'radix-ui']));
    expect(names('dependencies')).not.toEqual(expect.arrayContaining(['react']));
    const installable = [...peers, ...names('dependencies')];

    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = new Set<string>();
    for (const file of packedFiles.filter((name) => /\.(js|d\.ts)$/.test(name))) {
      const code = await readFile(path.join(installed, file), 'utf8');
      const statements = code.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gm);
      const dynamic = code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g);
      for (const match of [...statements, ...dynamic]) {
        const specifier = match[1] ?? match[2] ?? '';
        if (!specifier.startsWith('.')) imported.add(specifier);
      }
    }
    expect([...imported].filter((specifier) => !installable.includes(packageOf(specifier)))).toEqual([]);
    expect([...imported]).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'radix-ui']));
  });

  it('type-checks the site against the declarations in the package, not the sources', async () => {
    const listed = await runIn(site, process.execPath, [
      'node_modules/typescript/bin/tsc',
      '-p',
      'tsconfig.json',
      '--listFiles',
    ]);
    const files = listed.split('\n').filter(Boolean);
    const fromLibrary = files.filter((file) => file.includes('/@bazaar/ui/'));
    expect(fromLibrary.length).toBeGreaterThan(50);
    expect(
      fromLibrary.filter((file) => !file.startsWith(`${installed}/dist/`) || !file.endsWith('.d.ts')),
    ).toEqual([]);
    expect(files.filter((file) => file.startsWith(repoRoot))).toEqual([]);
  }, 300_000);

  it('bundles the site from the installed package alone, with one React, and leaves out what it does not use', () => {
    const { react, theme, productCard, header } = sizes;
    if (!react || !theme || !productCard || !header) throw new Error('sizes.json lacks an entry');
    const all = [...theme.modules, ...productCard.modules, ...header.modules].map(
      (id) => id.split('?')[0] ?? id,
    );
    expect(all.filter((id) => id.startsWith(repoRoot))).toEqual([]);
    expect(all.filter((id) => id.includes('/@bazaar/ui/') && !id.startsWith(`${installed}/dist/`))).toEqual(
      [],
    );
    const reactCopies = new Set(
      all.map((id) => /^(.*\/node_modules\/react)\//.exec(id)?.[1]).filter((copy) => copy !== undefined),
    );
    expect([...reactCopies]).toEqual([path.join(site, 'node_modules/react')]);

    const fromLibrary = (modules: string[], pattern: RegExp) =>
      modules.filter((id) => id.startsWith(`${installed}/dist/`) && pattern.test(id));
    // The theme alone pulls in no component; a product card no header, no carousel, no other component.
    expect(fromLibrary(theme.modules, /\/components\//)).toEqual([]);
    expect(fromLibrary(productCard.modules, /\/components\/(?!ProductCard\/|RatingStars\/)/)).toEqual([]);
    expect(fromLibrary(productCard.modules, /\/carousel\//)).toEqual([]);
    expect(fromLibrary(header.modules, /\/components\/ProductCard\//)).toEqual([]);
  });

  it('costs a site no more than its budget on top of React', async () => {
    const { react, theme, productCard, header } = sizes;
    if (!react || !theme || !productCard || !header) throw new Error('sizes.json lacks an entry');
    const stylesheet = gzipSync(await readFile(path.join(installed, 'dist/styles.css')), { level: 9 }).length;
    const rows = Object.entries({ theme, productCard, header }).map(
      ([entry, size]) =>
        `${entry.padEnd(12)} +${kB(size.initial - react.initial).padStart(8)} first load (budget ${kB(budgets[entry as keyof typeof budgets])}), ${kB(size.lazy)} on demand`,
    );
    console.log(
      [
        `@bazaar/ui on top of React (${kB(react.initial)} gzip, React and react-dom alone):`,
        ...rows,
        `styles.css   ${kB(stylesheet)} gzip, every style, imported once`,
      ].join('\n'),
    );
    expect(theme.initial - react.initial).toBeLessThanOrEqual(budgets.theme);
    expect(productCard.initial - react.initial).toBeLessThanOrEqual(budgets.productCard);
    expect(header.initial - react.initial).toBeLessThanOrEqual(budgets.header);
    // A measurement that found nothing would pass every budget: each part costs something.
    expect(theme.initial).toBeGreaterThan(react.initial);
    expect(productCard.initial).toBeGreaterThan(theme.initial);
    expect(header.initial).toBeGreaterThan(theme.initial);
  });

  it('renders the header, a product card and the footer with the theme and the Noto Sans face, without errors', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      const { fontFiles, loadedFamilies } = await openSite(page, `${server.url}/`);
      await expect.poll(() => page.getByRole('heading', { name: 'Handloom cotton saree' }).count()).toBe(1);
      await page.getByRole('banner').waitFor();
      await page.getByRole('contentinfo').waitFor();
      // The header's logo, page links, wishlist and cart.
      expect(await page.getByRole('banner').getByRole('link').count()).toBeGreaterThan(4);

      const styles = await page.evaluate(() => {
        const body = getComputedStyle(document.body);
        const header = document.querySelector('header');
        return {
          bodyFont: body.fontFamily,
          bodyBackground: body.backgroundColor,
          bodyColor: body.color,
          headerHeight: header?.getBoundingClientRect().height ?? 0,
        };
      });
      expect(styles.bodyFont).toMatch(/^"?Noto Sans"?/);
      // The browser's defaults are a transparent page and black text; the theme sets both.
      expect(styles.bodyBackground).not.toBe('rgba(0, 0, 0, 0)');
      expect(styles.bodyColor).not.toBe('rgb(0, 0, 0)');
      expect(styles.headerHeight).toBeGreaterThan(0);
      const families = await loadedFamilies();
      expect(families).toContain('Noto Sans');
      expect(families).not.toContain('Noto Sans Devanagari');
      expect(fontFiles.some((file) => /noto-sans-latin-\d00-normal[^/]*\.woff2$/.test(file))).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('renders Hindi with the Devanagari face', async () => {
    const page = await browser.newPage();
    const problems = watchProblems(page);
    try {
      const { fontFiles, loadedFamilies } = await openSite(page, `${server.url}/?language=hindi`);
      // LanguageProvider shows English until the Hindi messages' chunk has arrived, then switches, lang
      // included: a loaded machine can draw the first article before that.
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
      await page.getByText('मूल कीमत').first().waitFor({ state: 'attached' });
      // The Hindi text can be laid out after the first article, and fonts.ready does not wait for a face
      // that nothing has asked for yet: poll until the Devanagari face has loaded.
      await expect.poll(loadedFamilies, { timeout: 10_000 }).toContain('Noto Sans Devanagari');
      await expect
        .poll(() => fontFiles.some((file) => /noto-sans-devanagari-[^/]*\.woff2$/.test(file)))
        .toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
