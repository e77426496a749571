// `npm run bench:index`: what the in-memory search index costs an instance — how long it takes to build from
// the database, the memory it holds — and how long one listing takes through it and through SQL alone,
// in-process (no HTTP), one request at a time, on the same queries side by side.
//
//   npm run bench:index                                   # PGlite, 100,000 products (.bench/pglite-100000)
//   npm run bench:index -- --products 20000
//   npm run bench:index -- --database-url postgres://…   # a PostgreSQL already seeded
//   npm run bench:index -- --postgres --products 1000000  # a throw-away PostgreSQL 15, seeded first (minutes)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ProductFilters, queryProducts } from '../../apps/api/src/catalog/product-query';
import { queryProductsByIndex } from '../../apps/api/src/catalog/search-index/indexed-query';
import { LiveCatalogIndex } from '../../apps/api/src/catalog/search-index/live-index';
import { type PlanOptions, planSearch } from '../../apps/api/src/catalog/search-terms';
import { openDatabase } from '../../apps/api/src/db/database';
import { postgresUnavailable, startPostgres, type TempPostgres } from '../support/postgres';
import { createSearchMix } from './search-mix';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'database-url': { type: 'string' },
    postgres: { type: 'boolean', default: false },
    queries: { type: 'string', default: '400' },
  },
});
const products = Number(args.products);

function seed(env: Record<string, string>): number {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

function seededPglite(): string {
  const dir = path.join(root, '.bench', `pglite-${products}`);
  const marker = path.join(dir, 'seeded');
  if (!existsSync(marker)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(marker, `${seed({ DATA_DIR: dir })}\n`);
  }
  return dir;
}

let pg: TempPostgres | undefined;
let databaseUrl = args['database-url'];
if (args.postgres && !databaseUrl) {
  const unavailable = postgresUnavailable();
  if (unavailable) throw new Error(`--postgres: ${unavailable}`);
  pg = await startPostgres();
  spawnSync('psql', [pg.url('postgres'), '-qc', 'CREATE DATABASE bazaar_index_bench'], { stdio: 'inherit' });
  databaseUrl = pg.url('bazaar_index_bench');
  console.log(
    `Seeded ${products} products on PostgreSQL in ${seed({ DATABASE_URL: databaseUrl }).toFixed(0)} s`,
  );
}
const db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: seededPglite() });
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

global.gc?.();
const before = process.memoryUsage();
const live = new LiveCatalogIndex(db);
await live.start();
global.gc?.();
const after = process.memoryUsage();
const index = live.current;
if (!index || !live.lastBuild) throw new Error('the index did not build');
console.log(
  `Index of ${live.lastBuild.products} products (${databaseUrl ? 'PostgreSQL' : 'PGlite'}) built in ${(live.lastBuild.milliseconds / 1000).toFixed(1)} s`,
);
console.log(`Index arrays (postings, orders, per-product fields): ${megabytes(index.arrayBytes)}`);
console.log(
  `Process memory: heap +${megabytes(after.heapUsed - before.heapUsed)}, typed arrays +${megabytes(after.arrayBuffers - before.arrayBuffers)}, rss +${megabytes(after.rss - before.rss)}${databaseUrl ? '' : " (PGlite's own memory counts as typed arrays too)"}`,
);

// Words that occur in the catalogue, a few misspelt, Hindi and Hinglish ones, browsing without text.
const { rows: categories } = await db.query<{ name: string }>('SELECT name FROM categories');
const words = ['phone', 'cotton', 'kurta', 'samsung', 'saree', 'book', 'shoes', 'watch', 'steel bottle'];
const texts = [...words, 'samsng', 'kurtta', 'मोबाइल', 'साड़ी', 'ghadi', 'joote', undefined, undefined];
let state = 7;
const next = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const queries: ProductFilters[] = Array.from({ length: Number(args.queries) }, () => ({
  searchValue: pick(texts),
  category: next() < 0.4 ? pick(categories).name : undefined,
  rating: next() < 0.2 ? 4 : undefined,
  lowPrice: next() < 0.15 ? 1_000 : undefined,
  sortPrice: pick(['', 'low-to-high', 'high-to-low'] as const),
  pageNumber: next() < 0.85 ? 1 : 3,
}));

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(2);
  const mean = times.reduce((sum, time) => sum + time, 0) / Math.max(1, times.length);
  return { p50: at(0.5), p99: at(0.99), max: (times.at(-1) ?? 0).toFixed(2), mean: mean.toFixed(3) };
}

async function measure(run: (filters: ProductFilters) => Promise<unknown>) {
  for (const filters of queries) await run(filters); // plans and statements warm, as in a running shop
  const times: number[] = [];
  for (const filters of queries) {
    const started = performance.now();
    await run(filters);
    times.push(performance.now() - started);
    if (process.env.BENCH_SLOW && (times.at(-1) ?? 0) > Number(process.env.BENCH_SLOW))
      console.log((times.at(-1) ?? 0).toFixed(1), JSON.stringify(filters));
  }
  return percentiles(times);
}

const rows = {
  'in-memory index': await measure((filters) => queryProductsByIndex(db, live, filters)),
  'SQL alone': await measure((filters) => queryProducts(db, filters)),
};
console.log(
  `\nOne listing at a time, ${queries.length} queries, ms (load average ${loadavg()[0]?.toFixed(1)}):`,
);
console.table(rows);

// Planning a search text, uncached (most of bench:api's texts are new): search-terms.ts's statement
// against the words in memory (catalogue-words.ts), on bench:api's mix — its searches and typed starts.
const mix = createSearchMix('bazaar');
const asTyped: PlanOptions = { minPrefix: 2, lastWordUnfinished: true };
const plans: Array<[string, PlanOptions]> = [];
while (plans.length < 500) {
  const { text } = mix.nextQuery();
  if (text) plans.push([text, {}]);
}
for (let i = 0; i < 500; i++) {
  plans.push([new URLSearchParams(mix.nextSuggestion().split('?')[1]).get('value') ?? '', asTyped]);
}
const catalogue = live.words;
if (!catalogue) throw new Error('the index holds no catalogue words');
const bySql: number[] = [];
const inMemory: number[] = [];
let planned = 0;
for (const [text, options] of plans) {
  let started = performance.now();
  await planSearch(db, text, options);
  bySql.push(performance.now() - started);
  started = performance.now();
  if (catalogue.plan(text, options) !== undefined) planned++;
  inMemory.push(performance.now() - started);
}
console.log(
  `\nPlanning one search text, ${plans.length} texts of bench:api's mix (half typed starts), ms; ` +
    `${planned} planned in memory, the others need the statement (load average ${loadavg()[0]?.toFixed(1)}):`,
);
console.table({ statement: percentiles(bySql), 'in memory': percentiles(inMemory) });
await live.stop();
await db.close();
pg?.stop();
