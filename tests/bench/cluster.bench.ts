// `npm run bench:cluster`: the shop's throughput through nginx with one instance and with three, side by side
// in one run (docs/operations.md "Behind a balancer").
//
// What tests/cluster/ starts for `npm run test:cluster` (PostgreSQL, Redis, three instances of the built
// server, nginx with deploy/nginx.conf), plus a second nginx with the same configuration whose upstreams
// hold the first instance alone. Each workload is measured through one balancer, then through the other:
//   - query-products: what shoppers search and browse (tests/bench/search-mix.ts), with the shop's
//     default catalogue cache (10 s per instance) and search index, on the demo catalogue;
//   - place-order: one item of one of 200 products, from one of 40 customers, each order with a fresh
//     Idempotency-Key as the storefront sends it; every order clears every instance's catalogue cache.
// On a 2-core machine three instances share the cores one instance had: the figures say whether spreading the
// load costs anything, not how far the shop scales on a machine with more cores.
//
//   npm run bench:cluster                          # 15 s per run, 16 connections
//   npm run bench:cluster -- --duration 5          # while developing
//
// Options and their defaults: --duration 15 (seconds a run), --connections 16, --warm-up 3 (seconds of
// the same requests before each run, not measured), --seed bazaar (the search mix's random seed).
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { clusterUnavailable, root, startCluster, startNginx } from '../cluster/cluster';
import {
  type Customer,
  createProduct,
  type MadeProduct,
  orderOf,
  registerCustomer,
} from '../cluster/shop-calls';
import { createSearchMix } from './search-mix';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    'warm-up': { type: 'string', default: '3' },
    seed: { type: 'string', default: 'bazaar' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmUp = Number(args['warm-up']);

interface Measured {
  workload: string;
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  /** 2xx answers, the warm-up's included. */
  ok: number;
  non2xx: number;
  errors: number;
}

type NextRequest = () => {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** autocannon at `connections` for `seconds` through `balancer`; `next` gives each request. */
async function load(balancer: string, next: NextRequest, seconds: number) {
  return autocannon({
    url: balancer,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path: requestPath, headers, body } = next();
          return {
            ...request,
            method,
            path: requestPath,
            headers: { ...request.headers, ...headers },
            ...(body === undefined ? {} : { body }),
          };
        },
      },
    ],
  });
}

async function measure(workload: string, instances: number, balancer: string, next: NextRequest) {
  const warm = warmUp > 0 ? await load(balancer, next, warmUp) : undefined;
  const result = await load(balancer, next, duration);
  const measured: Measured = {
    workload,
    instances,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'] + (warm?.['2xx'] ?? 0),
    non2xx: result.non2xx + (warm?.non2xx ?? 0),
    errors: result.errors + result.timeouts + (warm ? warm.errors + warm.timeouts : 0),
  };
  console.log(
    `  ${workload}, ${instances} instance${instances > 1 ? 's' : ''}: ${measured.rps.toFixed(0)} requests/s, ` +
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.non2xx} non-2xx, ${measured.errors} errors`,
  );
  return measured;
}

const load1 = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const unavailable = clusterUnavailable();
  if (unavailable) {
    console.log(`Skipping the cluster benchmark: ${unavailable}.`);
    return;
  }
  const built = spawnSync('npm', ['run', 'build', '-w', '@bazaar/api'], { cwd: root, stdio: 'pipe' });
  if (built.status !== 0) throw new Error(`the API does not build:\n${built.stdout}${built.stderr}`);

  const timings = new Map<string, number>();
  // The sweep as in production (each minute), not as often as the cluster test runs it.
  const cluster = await startCluster({ env: { UNPAID_ORDER_SWEEP_SECONDS: '60' } }, timings);
  const dir = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-cluster-'));
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  const stopAll: Array<() => Promise<void> | void> = [
    () => cluster.stop(),
    () => rmSync(dir, { recursive: true, force: true }),
  ];
  try {
    const first = cluster.instances[0];
    if (!first) throw new Error('no instance');
    // The same nginx configuration, its upstreams reduced to the first instance.
    const single = await startNginx([first.port], dir);
    stopAll.unshift(() => single.stop());
    await db.connect();
    stopAll.unshift(() => db.end());

    const customers: Customer[] = [];
    for (let n = 0; n < 40; n += 1)
      customers.push(await registerCustomer(cluster.balancer, `Bench Shopper ${n}`));
    const products: MadeProduct[] = [];
    for (let n = 0; n < 200; n += 1)
      products.push(await createProduct(db, `Bench Brass Lamp ${n}`, 10_000_000));

    const mix = createSearchMix(args.seed);
    const query: NextRequest = () => ({ method: 'GET', path: mix.nextQuery().path });
    let sent = 0;
    const order: NextRequest = () => {
      sent += 1;
      const customer = customers[sent % customers.length];
      const product = products[(sent * 7) % products.length];
      if (!customer || !product) throw new Error('no customer or product');
      return {
        method: 'POST',
        path: '/api/home/order/place-order',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${customer.token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify(orderOf(customer.id, product, 1)),
      };
    };

    const before = load1();
    console.log(
      `\nLoad average before: ${before}. ${duration} s a run after ${warmUp} s of warm-up, ${connections} connections.`,
    );
    const { rows: ordersBefore } = await db.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    const results: Measured[] = [];
    for (const [workload, next] of [
      ['query-products', query],
      ['place-order', order],
    ] as const) {
      results.push(await measure(workload, 1, single.url, next));
      results.push(await measure(workload, cluster.instances.length, cluster.balancer, next));
    }
    const after = load1();
    // Every order acknowledged is in the database, once.
    const { rows: ordersAfter } = await db.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    const placed = Number(ordersAfter[0]?.n) - Number(ordersBefore[0]?.n);
    const acknowledged = results.filter((r) => r.workload === 'place-order').reduce((n, r) => n + r.ok, 0);

    console.log(
      `\nLoad average after: ${after}; ${acknowledged} orders acknowledged (warm-up included), ${placed} in the database.\n`,
    );
    console.log('| workload | instances | requests/s | p50 ms | p99 ms | non-2xx | errors | vs 1 instance |');
    console.log('| -------- | --------- | ---------- | ------ | ------ | ------- | ------ | ------------- |');
    for (const r of results) {
      const one = results.find((o) => o.workload === r.workload && o.instances === 1);
      const ratio = one && r.instances > 1 ? `${(r.rps / one.rps).toFixed(2)}×` : '';
      console.log(
        `| ${r.workload} | ${r.instances} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${ratio} |`,
      );
    }
    if (placed !== acknowledged) {
      console.log(`${acknowledged} orders acknowledged but ${placed} placed`);
      process.exitCode = 1;
    }
    const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      console.log(
        `\nRuns with failed requests: ${failed.map((r) => `${r.workload} × ${r.instances}`).join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    for (const step of stopAll) await step();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
