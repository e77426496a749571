// `npm run bench:api`: the catalogue's search under load, uncached, next to a bare node:http server.
//
// Each database gets, on the same machine and in the same run:
//   - bare node:http answering a fixed body (what the machine can do at all),
//   - query-products with the shoppers' mix of tests/bench/search-mix.ts: words of the chosen category,
//     two-word searches, words across all categories, typos, Hindi and Hinglish, browsing a category or
//     everything without text; every sort; rating and price filters sometimes; page 1 mostly,
//   - search-suggestions with what shoppers have typed so far of the mix's searches (both scripts).
// The shop runs with CATALOG_CACHE=off, so every request reaches the database. Before measuring, a sample
// of the mix is asked once, to print the share of searches that find something.
//
//   npm run bench:api                          # PostgreSQL 15 and PGlite at 100,000 products
//   npm run bench:api -- --million             # also PostgreSQL 15 at 1,000,000 products (seeding: minutes)
//   npm run bench:api -- --only pglite         # one database: postgres or pglite
//   npm run bench:api -- --fresh               # seed PGlite again (its copy is kept in .bench/pglite-N)
//   npm run bench:api -- --sql-alone           # each database also with SEARCH_INDEX=off, side by side
//
// The shop answers from its in-memory search index (SEARCH_INDEX, catalog/search-index/); each run waits
// until /api/health says the index is built, and prints how long the build took, and how many of the
// product rows shown the index kept rather than read (kept-products.ts: those shown most lately, within
// SEARCH_INDEX_ROWS_MB of heap), and the heap they took.
//
// Options and their defaults: --products 100000 (both databases), --duration 20 (seconds a run),
// --connections 32, --warm-up 3 (seconds of the mix before measuring), --sample 300 (queries asked once for
// the match share), --seed bazaar (the mix's random seed). While developing: --duration 5 --products 20000.
//
// PostgreSQL is a throw-away server (initdb/pg_ctl, tests/support/postgres.ts), seeded on every run.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { components } from '@bazaar/api-client';
import autocannon from 'autocannon';
import { freePort, startShop } from '../e2e/support/shop';
import { postgresUnavailable, startPostgres, type TempPostgres } from '../support/postgres';
import { createSearchMix, type QueryKind } from './search-mix';

type ProductPage = components['schemas']['QueryProductsResponse'];
type Suggestions = components['schemas']['SearchSuggestions'];

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'sql-alone': { type: 'boolean', default: false },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    only: { type: 'string' },
    million: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    sample: { type: 'string', default: '300' },
    seed: { type: 'string', default: 'bazaar' },
    'warm-up': { type: 'string', default: '3' },
  },
});
const products = Number(args.products);
const duration = Number(args.duration);
const connections = Number(args.connections);
const sampleSize = Number(args.sample);
const warmUp = Number(args['warm-up']);
if (args.only !== undefined && args.only !== 'postgres' && args.only !== 'pglite') {
  throw new Error(`--only takes postgres or pglite, got "${args.only}"`);
}
const MILLION = 1_000_000;
const thousands = (n: number) => n.toLocaleString('en-US');

function seed(count: number, env: Record<string, string>): number {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(count)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

interface Figures {
  section: string;
  run: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
  /** Share of the requests whose address no earlier request had. */
  distinct: number | null;
  /** Requests per second of bare node:http in the same section. */
  bareRps: number;
  /** p99 goal in ms, if the run has one. */
  goal?: number;
}

type Measured = Omit<Figures, 'section' | 'run' | 'bareRps' | 'goal'>;

/** autocannon at `connections` for `seconds`; `next` gives each request's path. */
async function load(url: string, next: () => string, seconds = duration): Promise<Measured> {
  const seen = new Set<string>();
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const requestPath = next();
          sent += 1;
          seen.add(requestPath);
          return { ...request, path: requestPath };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    // A fixed address (bare node:http) has no share to speak of.
    distinct: seen.size > 1 ? seen.size / sent : null,
  };
}

/**
 * The product rows the shop has shown so far, and how many of them its search index kept rather than read
 * (bazaar_catalog_kept_rows_total in /metrics, which answers a client on the same host).
 */
async function rowsShown(url: string): Promise<{ kept: number; read: number; heldMb: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const sample = (series: string) =>
    Number(text.match(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\d+)`, 'm'))?.[1] ?? 0);
  return {
    kept: sample('bazaar_catalog_kept_rows_total{result="hit"}'),
    read: sample('bazaar_catalog_kept_rows_total{result="miss"}'),
    heldMb: sample('bazaar_catalog_kept_rows_bytes{of="held"}') / (1024 * 1024),
  };
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(0)}%`;

/** Asks `sampleSize` queries and suggestions of the mix once and prints how many find something. */
async function printMatchShare(url: string, section: string) {
  const mix = createSearchMix(`${args.seed}:sample`);
  const byKind = new Map<QueryKind, { asked: number; found: number }>();
  let found = 0;
  for (let i = 0; i < sampleSize; i += 1) {
    const query = mix.nextQuery();
    const response = await fetch(`${url}${query.path}`);
    if (!response.ok) throw new Error(`${query.path} answered ${response.status}: ${await response.text()}`);
    const page: ProductPage = await response.json();
    const kind = byKind.get(query.kind) ?? { asked: 0, found: 0 };
    kind.asked += 1;
    if (page.totalProduct > 0) {
      kind.found += 1;
      found += 1;
    }
    byKind.set(query.kind, kind);
  }
  let suggested = 0;
  for (let i = 0; i < sampleSize; i += 1) {
    const suggestionPath = mix.nextSuggestion();
    const response = await fetch(`${url}${suggestionPath}`);
    if (!response.ok) throw new Error(`${suggestionPath} answered ${response.status}`);
    const suggestions: Suggestions = await response.json();
    if (suggestions.products.length > 0) suggested += 1;
  }
  console.log(`\n${section}: ${sampleSize} queries of the mix asked once before measuring`);
  console.log(`  query-products found something for ${percent(found, sampleSize)}:`);
  for (const [kind, { asked, found: kindFound }] of byKind) {
    console.log(`    ${kind}: ${asked} asked, ${percent(kindFound, asked)} found something`);
  }
  console.log(`  search-suggestions suggested a product for ${percent(suggested, sampleSize)}`);
}

/** Waits until the shop's search index is built (GET /api/health), and says how long it took. */
async function searchIndexBuilt(url: string, section: string): Promise<void> {
  for (;;) {
    const health: components['schemas']['HealthResponse'] = await (await fetch(`${url}/api/health`)).json();
    const index = health.searchIndex;
    if (index.state !== 'building') {
      const seconds = (index.buildMilliseconds ?? 0) / 1000;
      const megabytes = (index.arrayBytes ?? 0) / 2 ** 20;
      const built =
        index.state === 'ready'
          ? `, built in ${seconds.toFixed(1)} s, arrays ${megabytes.toFixed(0)} MB`
          : '';
      console.log(`  ${section}: search index ${index.state}${built}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The database's runs with the search index, and with --sql-alone also without it. */
async function benchSections(
  section: string,
  shopOptions: { env: Record<string, string>; dataDir: string },
  bareUrl: string,
  goals: { products: number; suggestions?: number },
): Promise<Figures[]> {
  const withIndex = await benchSection(`${section}, index`, shopOptions, bareUrl, goals);
  if (!args['sql-alone']) return withIndex;
  const sqlAlone = { ...shopOptions, env: { ...shopOptions.env, SEARCH_INDEX: 'off' } };
  return [...withIndex, ...(await benchSection(`${section}, SQL alone`, sqlAlone, bareUrl, goals))];
}

async function benchSection(
  section: string,
  shopOptions: { env: Record<string, string>; dataDir: string },
  bareUrl: string,
  goals: { products: number; suggestions?: number },
): Promise<Figures[]> {
  const shop = await startShop({
    dataDir: shopOptions.dataDir,
    env: { ...shopOptions.env, CATALOG_CACHE: 'off' },
  });
  try {
    await searchIndexBuilt(shop.url, section);
    await printMatchShare(shop.url, section);
    // The same seeds for every database: each sees the same requests in the same order.
    const warmUpMix = createSearchMix(`${args.seed}:warm-up`);
    const mix = createSearchMix(args.seed);
    const typed = createSearchMix(`${args.seed}:typed`);
    if (warmUp > 0) await load(shop.url, () => warmUpMix.nextQuery().path, warmUp);
    const bare = await load(bareUrl, () => '/');
    const figures = (run: string, measured: Measured, goal?: number): Figures => ({
      section,
      run,
      ...measured,
      bareRps: bare.rps,
      goal,
    });
    const before = await rowsShown(shop.url);
    const products = await load(shop.url, () => mix.nextQuery().path);
    const between = await rowsShown(shop.url);
    const suggestions = await load(shop.url, () => typed.nextSuggestion());
    const after = await rowsShown(shop.url);
    // The rows the search index keeps (kept-products.ts) answer what was shown a moment ago.
    const keptShare = (from: typeof before, to: typeof before) => {
      const kept = to.kept - from.kept;
      return `${percent(kept, kept + to.read - from.read)} of ${thousands(kept + to.read - from.read)}`;
    };
    console.log(
      `  ${section}: product rows kept by the search index rather than read: query-products ${keptShare(before, between)}, search-suggestions ${keptShare(between, after)}; the rows kept held ${after.heldMb.toFixed(1)} MB of heap at the end`,
    );
    return [
      figures('bare node:http, fixed body', bare),
      figures('query-products, shoppers’ mix', products, goals.products),
      figures('search-suggestions, typed so far', suggestions, goals.suggestions),
    ];
  } finally {
    await shop.stop();
  }
}

/** A node:http server answering a fixed body, in its own process like the shop. */
async function startBareHttp(): Promise<{ url: string; stop: () => void }> {
  const body = JSON.stringify({ products: [], totalProduct: 0, parPage: 12 });
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end(${JSON.stringify(body)})}).listen(${port},'127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const loadBefore = loadavg();
const rows: Figures[] = [];
const seeding: string[] = [];
const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });
const bare = await startBareHttp();
let pg: TempPostgres | undefined;

try {
  const wantsPostgres = args.only !== 'pglite';
  const unavailable = wantsPostgres ? postgresUnavailable() : null;
  if (unavailable) console.log(`PostgreSQL runs skipped: ${unavailable}`);
  const postgresSizes =
    wantsPostgres && !unavailable ? [...new Set([products, ...(args.million ? [MILLION] : [])])] : [];
  const goalAt = (count: number) => (count >= MILLION ? 40 : 25);

  const benchPostgres = async (count: number) => {
    pg ??= await startPostgres();
    const database = `bazaar_bench_${count}`;
    spawnSync('psql', [pg.url('postgres'), '-qc', `CREATE DATABASE ${database}`], { stdio: 'inherit' });
    const seconds = seed(count, { DATABASE_URL: pg.url(database) });
    seeding.push(`PostgreSQL 15, ${thousands(count)} products: ${seconds.toFixed(0)} s`);
    rows.push(
      ...(await benchSections(
        `PostgreSQL 15, ${thousands(count)}`,
        { env: { DATABASE_URL: pg.url(database) }, dataDir: path.join(benchDir, 'pg-shop') },
        bare.url,
        // The suggestions goal is set at 100,000 products.
        { products: goalAt(count), suggestions: count < MILLION ? 15 : undefined },
      )),
    );
    // Frees the disk before a larger catalogue. FORCE: queries whose client gave up may still be running.
    spawnSync('psql', [pg.url('postgres'), '-qc', `DROP DATABASE ${database} WITH (FORCE)`], {
      stdio: 'inherit',
    });
  };

  if (postgresSizes[0] !== undefined) await benchPostgres(postgresSizes[0]);

  if (args.only !== 'postgres') {
    const pgliteDir = path.join(benchDir, `pglite-${products}`);
    const marker = path.join(pgliteDir, 'seeded');
    if (args.fresh) rmSync(pgliteDir, { recursive: true, force: true });
    if (!existsSync(marker)) {
      const seconds = seed(products, { DATA_DIR: pgliteDir });
      writeFileSync(marker, `${seconds}\n`);
    }
    const seconds = Number(readFileSync(marker, 'utf8'));
    seeding.push(`PGlite, ${thousands(products)} products: ${seconds.toFixed(0)} s (kept in ${pgliteDir})`);
    rows.push(
      ...(await benchSections(`PGlite, ${thousands(products)}`, { env: {}, dataDir: pgliteDir }, bare.url, {
        products: goalAt(products),
        suggestions: 15,
      })),
    );
  }

  for (const count of postgresSizes.slice(1)) await benchPostgres(count);
} finally {
  bare.stop();
  pg?.stop();
}

const loadAfter = loadavg();
const load3 = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
console.log(`\nSeeding: ${seeding.join('; ')}`);
console.log(
  `${connections} connections, ${duration} s a run, CATALOG_CACHE=off; load average ${load3(loadBefore)} ` +
    `before and ${load3(loadAfter)} after`,
);
console.log(
  '| database, products | run | p50 ms | p99 ms | requests/s | errors | non-2xx | new addresses | vs bare |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const distinct = r.distinct === null ? '' : percent(r.distinct, 1);
  const ratio = (r.rps / r.bareRps).toFixed(3);
  console.log(
    `| ${r.section} | ${r.run} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.non2xx} | ${distinct} | ${ratio} |`,
  );
}
for (const r of rows) {
  if (r.goal === undefined) continue;
  const verdict = r.p99 <= r.goal ? 'met' : `not met by ${r.p99 - r.goal} ms`;
  console.log(`Goal p99 ≤ ${r.goal} ms, ${r.section}, ${r.run}: ${verdict}`);
}
