// `npm run bench:api`: query-products over 100,000 products (search text + category + price + rating + sort +
// page) at 32 connections, next to a bare node:http server answering a fixed body on the same machine.
//
//   npm run bench:api                      # embedded database (PGlite), the default of `npm start`
//   npm run bench:api -- --postgres        # also on a throw-away PostgreSQL 15 (initdb/pg_ctl)
//   npm run bench:api -- --duration 30 --products 100000 --fresh
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, startShop } from '../e2e/support/shop';
import { postgresUnavailable, startPostgres } from '../support/postgres';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    postgres: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
  },
});
const products = Number(args.products);
const duration = Number(args.duration);
const connections = Number(args.connections);

function seed(env: Record<string, string>) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '--', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('seeding failed');
  return (Date.now() - started) / 1000;
}

// Varied queries, all with search text, category, price, rating, sort and page, so no single plan is warm.
async function queryPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/home/get-categorys`);
  const { categorys } = (await response.json()) as { categorys: Array<{ name: string }> };
  const words = [
    'phone',
    'cotton',
    'steel',
    'wireless',
    'kurta',
    'samsung',
    'prestige',
    'boat',
    'saree',
    'book',
    'shoes',
    'watch',
    'organic',
    'laptop',
    'bottle',
    'silk',
    'led',
    'mixer',
    'yoga',
    'toy',
  ];
  const sorts = ['low-to-high', 'high-to-low'];
  const paths: string[] = [];
  for (let i = 0; i < 600; i += 1) {
    const category = categorys[i % categorys.length]?.name ?? '';
    const low = (i * 37) % 2000;
    const query = new URLSearchParams({
      searchValue: words[i % words.length] ?? 'phone',
      category,
      lowPrice: String(low),
      highPrice: String(low + 500 + ((i * 911) % 50000)),
      rating: String(i % 5),
      sortPrice: sorts[i % 2] ?? 'low-to-high',
      pageNumber: String(1 + (i % 3)),
    });
    paths.push(`/api/home/query-products?${query}`);
  }
  return paths;
}

interface Figures {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  non2xx: number;
}

async function load(label: string, url: string, paths: string[], { unique = false } = {}): Promise<Figures> {
  let served = 0;
  // With `unique`, every request asks a query never asked before (its price bounds move), so the server's
  // short-lived listing cache never answers and every figure is the database's own.
  const requests = unique
    ? [
        {
          method: 'GET' as const,
          setupRequest: (request: { path?: string }) => {
            served += 1;
            const base = paths[served % paths.length] ?? '/';
            return {
              ...request,
              path: base.replace(/highPrice=(\d+)/, (_, high) => `highPrice=${Number(high) + served}`),
            };
          },
        },
      ]
    : paths.map((p) => ({ method: 'GET' as const, path: p }));
  const result = await autocannon({ url, connections, duration, requests });
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function benchShop(label: string, env: Record<string, string>, dataDir: string): Promise<Figures[]> {
  const shop = await startShop({ dataDir, env });
  try {
    const paths = await queryPaths(shop.url);
    await load('warm-up', shop.url, paths).catch(() => undefined);
    return [
      await load(`${label}, 600 queries repeating`, shop.url, paths),
      await load(`${label}, every query new (no cache)`, shop.url, paths, { unique: true }),
    ];
  } finally {
    await shop.stop();
  }
}

async function benchBareHttp(): Promise<Figures> {
  const body = JSON.stringify({ products: [], totalProduct: 0, parPage: 12 });
  const port = await freePort();
  // In a child process, like the shop, so the load generator and the server do not share an event loop.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      `require('http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end(${JSON.stringify(body)})}).listen(${port},'127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((r) => setTimeout(r, 500));
  try {
    return await load('bare node:http, fixed body', `http://127.0.0.1:${port}`, ['/']);
  } finally {
    child.kill();
  }
}

const rows: Figures[] = [];
const benchDir = path.join(root, '.bench');
mkdirSync(benchDir, { recursive: true });

const pgliteDir = path.join(benchDir, `pglite-${products}`);
const marker = path.join(pgliteDir, 'seeded');
if (args.fresh) rmSync(pgliteDir, { recursive: true, force: true });
if (!existsSync(marker)) {
  const seconds = seed({ DATA_DIR: pgliteDir });
  writeFileSync(marker, `${seconds}\n`);
  console.log(`Seeded ${products} products on PGlite in ${seconds.toFixed(1)} s`);
}
rows.push(...(await benchShop(`PGlite, ${products} products`, {}, pgliteDir)));

if (args.postgres) {
  const unavailable = postgresUnavailable();
  if (unavailable) {
    console.log(`PostgreSQL run skipped: ${unavailable}`);
  } else {
    const pg = await startPostgres();
    try {
      const admin = pg.url('postgres');
      spawnSync('psql', [admin, '-qc', 'CREATE DATABASE bazaar_bench'], { stdio: 'inherit' });
      const databaseUrl = pg.url('bazaar_bench');
      const seconds = seed({ DATABASE_URL: databaseUrl });
      console.log(`Seeded ${products} products on PostgreSQL 15 in ${seconds.toFixed(1)} s`);
      rows.push(
        ...(await benchShop(
          `PostgreSQL 15, ${products} products`,
          { DATABASE_URL: databaseUrl },
          path.join(benchDir, 'pg-shop'),
        )),
      );
    } finally {
      pg.stop();
    }
  }
}

const bare = await benchBareHttp();
rows.push(bare);

console.log(`\n${connections} connections, ${duration} s each, on this machine:`);
console.log('| run | p50 ms | p99 ms | requests/s | errors | non-2xx | vs bare node:http (req/s) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of rows) {
  const ratio = (r.rps / bare.rps).toFixed(3);
  console.log(
    `| ${r.label} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.errors} | ${r.non2xx} | ${ratio} |`,
  );
}
for (const r of rows.filter((row) => row !== bare)) {
  console.log(`Goal p99 ≤ 25 ms, ${r.label}: ${r.p99 <= 25 ? 'met' : 'not met'}`);
}
