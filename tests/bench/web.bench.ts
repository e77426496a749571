// `npm run bench:web`: lab metrics of the storefront with Lighthouse — the home page, the shop page and one
// product page, each loaded N times in Debian's Chromium under Lighthouse's default mobile form factor and
// its simulated throttling (4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s), performance category only.
//
//   npm run bench:web                 # 3 runs per page
//   npm run bench:web -- --runs 5
//   npm run bench:web -- --raster     # with photos: every product's first picture a 150–300 kB JPEG
//
// --raster seeds the shop with `npm run seed -- --raster` first (a few minutes: 629 photos made from the
// drawings), so the pages load product photos resized to their srcset widths in AVIF, as a real shop's would.
//
// It prints per page the median of each figure over the runs and whether the page meets the goal (score
// ≥ 95), then what costs score on the median run. The exit code is 0 whether or not a goal is met (this
// measures, it does not judge); it is 1 when the shop or Lighthouse itself fails. The median run's full report
// of each page is written to .bench/lighthouse/<page>.{json,html}. The shop serves a build of the storefront
// made for this measurement alone, from the sources as they are.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { IMAGE_WIDTHS } from '@bazaar/domain';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, generateReport, type Result } from 'lighthouse';
import { type RunningShop, startShop } from '../e2e/support/shop';

const root = fileURLToPath(new URL('../../', import.meta.url));
const reportDir = path.join(root, '.bench', 'lighthouse');
const goalScore = 95;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function parseOptions(): { runs: number; raster: boolean } {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, raster: { type: 'boolean', default: false } },
  });
  const text = values.runs;
  const runs = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new Error(`--runs must be a whole number from 1 to 50, got "${text}"`);
  }
  return { runs, raster: values.raster };
}

/** Seeds a fresh data directory with the demo catalogue and its photos, as `npm run seed -- --raster` does. */
function seedWithPhotos(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-photos-'));
  console.log('Seeding the shop with photos (npm run seed -- --raster)…');
  const result = spawnSync('npm', ['run', 'seed', '-w', '@bazaar/api', '--', '--raster'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, PHOTO_DIR: path.join(dataDir, 'photos') },
  });
  if (result.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`seeding with photos failed (exit ${result.status ?? result.signal})`);
  }
  return dataDir;
}

// What Chromium sends for a picture: the images route answers it AVIF.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Has the server encode every served width of the photos in the answers, as a running shop's cache would
 * hold them after its first visitors; a fresh server would otherwise encode them during the first run.
 */
async function warmPhotos(shopUrl: string, answers: string[]): Promise<number> {
  const photos = new Set(
    answers.flatMap((text) => text.match(/\/images\/products\/[^"?]+\.(?:jpe?g|png|webp)/g) ?? []),
  );
  const requests = [...photos].flatMap((photo) => IMAGE_WIDTHS.map((width) => `${photo}?w=${width}`));
  const worker = async () => {
    for (let url = requests.pop(); url !== undefined; url = requests.pop()) {
      const response = await fetch(`${shopUrl}${url}`, { headers: { accept: IMAGE_ACCEPT } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    }
  };
  await Promise.all([worker(), worker()]);
  return photos.size;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The shop is reached by its IP address, so no page request needs a name lookup. Failing every lookup keeps
  // Chromium from reaching out anywhere else, and a page that did reference another host fails fast (and
  // shows up below as a request that left the shop) instead of waiting on DNS in a closed network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const lighthouseFlags: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance'],
  // Lighthouse's defaults, spelled out so the figures say what they were taken under.
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
};

interface Page {
  name: string;
  path: string;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  lhr: Result;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A real product of the freshly seeded shop: the first featured product of the home page. */
async function productSlug(shop: RunningShop): Promise<string> {
  const url = `${shop.url}/api/home/get-products`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  const body: unknown = await response.json();
  const products = isRecord(body) ? body.products : undefined;
  const first: unknown = Array.isArray(products) ? products[0] : undefined;
  const slug = isRecord(first) ? first.slug : undefined;
  if (typeof slug !== 'string' || slug === '') {
    throw new Error(`GET ${url} gave no featured product with a slug to measure the product page with`);
  }
  return slug;
}

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse reported no value for ${id} on ${lhr.finalDisplayedUrl}`);
  return value;
}

/** Lighthouse's own failure of one run, with its code (NO_NAVSTART, NO_FCP…). */
class LighthouseRunError extends Error {
  constructor(
    url: string,
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse failed on ${url}: ${code} ${message}`);
  }
}

// Failures of the trace recording that Lighthouse itself says to run again for, seen now and then on this
// machine: the run is made again (twice at most) instead of losing the whole measurement.
const retriedCodes = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const retries = 2;

async function measureRetrying(url: string): Promise<Run> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError && retriedCodes.has(error.code)) || attempt >= retries)
        throw error;
      console.log(`  ${error.code}: run again (Lighthouse asks for it)`);
    }
  }
}

async function measure(url: string): Promise<Run> {
  // A fresh browser per run, as the Lighthouse CLI does, so no run inherits another's caches or processes. The
  // profile directory is ours to remove: chrome-launcher leaves its own behind when the browser fails to start.
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-chromium-'));
  let chrome: chromeLauncher.LaunchedChrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir, logLevel: 'error' });
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Chromium at ${chromePath} did not start for Lighthouse: ${reason}`);
  }
  try {
    const result = await lighthouse(url, { ...lighthouseFlags, port: chrome.port });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new LighthouseRunError(url, lhr.runtimeError.code, lhr.runtimeError.message);
    }
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
    return {
      score: score * 100,
      fcp: numericAudit(lhr, 'first-contentful-paint'),
      lcp: numericAudit(lhr, 'largest-contentful-paint'),
      tbt: numericAudit(lhr, 'total-blocking-time'),
      cls: numericAudit(lhr, 'cumulative-layout-shift'),
      si: numericAudit(lhr, 'speed-index'),
      lhr,
    };
  } finally {
    // Killed processes may still be writing to the profile; remove it once the browser has closed.
    const closed =
      chrome.process.exitCode === null
        ? new Promise((resolve) => chrome.process.once('close', resolve))
        : Promise.resolve();
    chrome.kill();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The run whose score is the median (the lower middle one for an even count), to show what costs score. */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error('no runs to pick the median of');
  return run;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

// The audits whose items name files worth listing, and which of their columns say what each file costs.
const itemColumns: Record<string, Array<{ key: string; unit: 'bytes' | 'ms' }>> = {
  'unused-javascript': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'unused-css-rules': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'render-blocking-resources': [
    { key: 'wastedMs', unit: 'ms' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'uses-responsive-images': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'modern-image-formats': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'offscreen-images': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'uses-text-compression': [
    { key: 'wastedBytes', unit: 'bytes' },
    { key: 'totalBytes', unit: 'bytes' },
  ],
  'font-display': [{ key: 'wastedMs', unit: 'ms' }],
  'total-byte-weight': [{ key: 'totalBytes', unit: 'bytes' }],
  'bootup-time': [
    { key: 'total', unit: 'ms' },
    { key: 'scripting', unit: 'ms' },
  ],
};

function itemLines(audit: Result['audits'][string], origin: string): string[] {
  const columns = itemColumns[audit.id];
  const details = audit.details;
  if (!columns || !details || (details.type !== 'opportunity' && details.type !== 'table')) return [];
  return details.items.slice(0, 4).map((item) => {
    const name = typeof item.url === 'string' ? shortUrl(item.url, origin) : String(item.url ?? '');
    const figures = columns.map(({ key, unit }) => {
      const value = item[key];
      if (typeof value !== 'number') return `${key} ?`;
      return `${key} ${unit === 'bytes' ? kib(value) : ms(value)}`;
    });
    return `      ${name}: ${figures.join(', ')}`;
  });
}

function savingsText(audit: Result['audits'][string]): string {
  const savings = Object.entries(audit.metricSavings ?? {}).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] > 0,
  );
  const parts = savings.map(([metric, value]) =>
    metric === 'CLS' ? `CLS ${value.toFixed(3)}` : `${metric} ${ms(value)}`,
  );
  const details = audit.details;
  if (details?.type === 'opportunity' && typeof details.overallSavingsBytes === 'number') {
    if (details.overallSavingsBytes > 0) parts.push(kib(details.overallSavingsBytes));
  }
  return parts.length ? ` (est. savings: ${parts.join(', ')})` : '';
}

// Orders failing audits by their biggest estimated saving; a CLS saving (unitless) counts in thousandths.
function largestSaving(audit: Result['audits'][string]): number {
  let largest = 0;
  for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
    if (typeof value === 'number') largest = Math.max(largest, metric === 'CLS' ? value * 1000 : value);
  }
  return largest;
}

/** What costs score on one run: the LCP element and its phases, then failing audits, biggest saving first. */
function findings(lhr: Result, origin: string): string[] {
  const lines: string[] = [];
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details;
  if (lcpElement?.type === 'list') {
    for (const section of lcpElement.items) {
      const table = section.type === 'list-section' ? section.value : section;
      if (table.type !== 'table') continue;
      for (const item of table.items) {
        const node = item.node;
        if (isRecord(node) && node.type === 'node') {
          const snippet = typeof node.snippet === 'string' ? node.snippet : '';
          const label = typeof node.nodeLabel === 'string' ? node.nodeLabel : '';
          lines.push(`    LCP element: ${snippet.slice(0, 200)}${label ? ` — "${label.slice(0, 60)}"` : ''}`);
        } else if (typeof item.phase === 'string' && typeof item.timing === 'number') {
          lines.push(`      ${item.phase}: ${ms(item.timing)}`);
        }
      }
    }
  }

  const perf = lhr.categories.performance;
  const ids = (perf?.auditRefs ?? [])
    // The metrics are in the table already, the LCP element and its phases above; hidden ones are duplicates.
    .filter(
      (ref) =>
        ref.group !== 'metrics' && ref.group !== 'hidden' && ref.id !== 'largest-contentful-paint-element',
    )
    .map((ref) => ref.id);
  const audits = ids
    .map((id) => lhr.audits[id])
    .filter((audit): audit is Result['audits'][string] => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .sort((a, b) => largestSaving(b) - largestSaving(a));
  for (const audit of audits.slice(0, 8)) {
    lines.push(
      `    ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}${savingsText(audit)}`,
    );
    lines.push(...itemLines(audit, origin));
  }

  for (const id of ['total-byte-weight', 'bootup-time', 'mainthread-work-breakdown', 'dom-size']) {
    const audit = lhr.audits[id];
    if (audit && !audits.includes(audit) && audit.displayValue) {
      lines.push(`    ${audit.title} — ${audit.displayValue}`);
      lines.push(...itemLines(audit, origin));
    }
  }
  return lines;
}

/** Every request the page made that did not go to the shop itself (nothing may need the internet). */
function outsideRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return [];
  return details.items
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string')
    .filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
}

/**
 * Builds the storefront from the current sources into a directory of its own for the shop to serve. Every
 * `npm start` rebuilds apps/storefront/dist in place when its sources changed, so a shared build could change
 * or vanish in the middle of the runs and mix builds into one median.
 */
function buildStorefront(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'bazaar-bench-web-')), 'storefront');
  const result = spawnSync(
    'npm',
    [
      'run',
      'build',
      '-w',
      '@bazaar/storefront',
      '--',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    rmSync(path.dirname(dir), { recursive: true, force: true });
    throw new Error(`building the storefront failed (exit ${result.status ?? result.signal})`);
  }
  return dir;
}

function fileName(page: Page): string {
  return page.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

async function main(): Promise<void> {
  const { runs, raster } = parseOptions();
  // chrome-launcher reports a missing browser as an unhandled 'error' event, which would end this process
  // before the shop is stopped.
  if (!existsSync(chromePath)) {
    throw new Error(`no Chromium at ${chromePath}: install Debian's chromium or set CHROME_PATH`);
  }
  const storefrontDir = buildStorefront();
  let dataDir: string | undefined;
  const removeBuild = () => {
    rmSync(path.dirname(storefrontDir), { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    dataDir = raster ? seedWithPhotos() : undefined;
  } catch (error) {
    removeBuild();
    throw error;
  }
  const shop = await startShop({
    dataDir,
    env: {
      STOREFRONT_DIR: storefrontDir,
      ...(dataDir ? { PHOTO_DIR: path.join(dataDir, 'photos') } : {}),
    },
  }).catch((error: unknown) => {
    removeBuild();
    throw error;
  });
  // Whatever else crashes this process, the shop it started does not outlive it.
  process.once('uncaughtException', (error) => {
    console.error(error);
    void shop.stop().finally(() => process.exit(1));
  });
  try {
    const slug = await productSlug(shop);
    const pages: Page[] = [
      { name: 'Home', path: '/' },
      { name: 'Shops', path: '/shops' },
      { name: 'Product', path: `/product/details/${encodeURIComponent(slug)}` },
    ];
    // One plain load of each page and the APIs it calls, so the first measured run does not pay the server's
    // cold start (query plans, image cache) that a visitor of a running shop never sees.
    const answers: string[] = [];
    for (const url of [
      ...pages.map((page) => page.path),
      '/api/home/get-products',
      '/api/home/get-categorys',
      `/api/home/product-details/${encodeURIComponent(slug)}`,
      '/api/home/query-products?pageNumber=1',
    ]) {
      answers.push(await fetch(`${shop.url}${url}`).then((response) => response.text()));
    }
    if (raster) {
      const started = performance.now();
      const photos = await warmPhotos(shop.url, answers);
      console.log(
        `Photos: ${photos} on the measured pages, each width encoded ahead in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }

    mkdirSync(reportDir, { recursive: true });
    const results: Array<{ page: Page; runs: Run[] }> = [];
    // Simulated throttling scales the main-thread time it observed, so other load on the machine shows in TBT.
    const loadBefore = loadavg()[0] ?? 0;
    for (const page of pages) {
      const pageRuns: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await measureRetrying(`${shop.url}${page.path}`);
        console.log(`${page.name} run ${i + 1}/${runs}: score ${Math.round(run.score)}, LCP ${ms(run.lcp)}`);
        pageRuns.push(run);
      }
      results.push({ page, runs: pageRuns });
    }

    const first = results[0]?.runs[0]?.lhr;
    if (!first) throw new Error('no Lighthouse runs to report');
    const { throttling } = first.configSettings;
    const benchmarks = results.flatMap((result) =>
      result.runs.map((run) => run.lhr.environment.benchmarkIndex),
    );
    console.log(`\nLighthouse ${first.lighthouseVersion}, ${first.environment.hostUserAgent}`);
    console.log(
      `${first.configSettings.formFactor} form factor, throttling ${first.configSettings.throttlingMethod}: ` +
        `RTT ${throttling.rttMs} ms, ${throttling.throughputKbps} kbit/s, CPU ×${throttling.cpuSlowdownMultiplier}`,
    );
    console.log(
      `benchmark index ${Math.min(...benchmarks)}–${Math.max(...benchmarks)}, load average ` +
        `${loadBefore.toFixed(1)} before and ${(loadavg()[0] ?? 0).toFixed(1)} after the runs`,
    );
    console.log(
      `median of ${runs} run(s) per page${raster ? ', product pictures as photos (--raster)' : ''}:`,
    );
    console.log('| page | score | FCP | LCP | TBT | CLS | Speed Index | scores of the runs |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const { page, runs: pageRuns } of results) {
      const m = (pick: (run: Run) => number) => median(pageRuns.map(pick));
      const cells = [
        `${page.name} ${page.path}`,
        String(Math.round(m((r) => r.score))),
        ms(m((r) => r.fcp)),
        ms(m((r) => r.lcp)),
        ms(m((r) => r.tbt)),
        m((r) => r.cls).toFixed(3),
        ms(m((r) => r.si)),
        pageRuns.map((r) => Math.round(r.score)).join(', '),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    for (const { page, runs: pageRuns } of results) {
      const score = Math.round(median(pageRuns.map((r) => r.score)));
      console.log(
        `Goal score ≥ ${goalScore}, ${page.name}: ${score >= goalScore ? 'met' : 'not met'} (${score})`,
      );
    }

    for (const { page, runs: pageRuns } of results) {
      const run = medianRun(pageRuns);
      const base = path.join(reportDir, fileName(page));
      writeFileSync(`${base}.json`, JSON.stringify(run.lhr, null, 2));
      writeFileSync(`${base}.html`, generateReport(run.lhr, 'html'));
      console.log(`\n${page.name} ${page.path}, median run (score ${Math.round(run.score)}):`);
      for (const line of findings(run.lhr, shop.url)) console.log(line);
      const outside = outsideRequests(run.lhr, shop.url);
      console.log(`    Requests that left the shop: ${outside.length ? outside.join(', ') : 'none'}`);
      for (const warning of run.lhr.runWarnings) console.log(`    Lighthouse warning: ${warning}`);
      console.log(`    Full report: ${path.relative(root, base)}.html`);
    }
  } finally {
    await shop.stop();
    removeBuild();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
