// `npm run bench:cluster`: the shop's throughput through nginx with one instance and with three, side by side
// in one run (docs/operations.md "Behind a balancer").
//
// What tests/cluster/ starts for `npm run test:cluster` (PostgreSQL, Redis, three instances of the built
// server with PG_POOL_SIZE=10 each, nginx with deploy/nginx.conf), plus a second nginx with the same
// configuration whose upstreams hold the first instance alone. Each workload is measured through the first
// nginx with three instances, and through the second with the first instance alone (the other two paused),
// the two set-ups taking turns:
//   - query-products: what shoppers search and browse (tests/bench/search-mix.ts), with the shop's
//     default catalogue cache (10 s per instance) and search index, on the demo catalogue;
//   - place-order: one item of one of 200 products, from one of 40 customers, each order with a fresh
//     Idempotency-Key as the storefront sends it; every order clears every instance's catalogue cache.
// On a 2-core machine three instances share the cores one instance had: the figures say whether spreading the
// load costs anything, not how far the shop scales on a machine with more cores.
//
//   npm run bench:cluster                          # 2 rounds, 15 s per run, 16 connections
//   npm run bench:cluster -- --duration 5          # while developing
//
// Options and their defaults: --rounds 2 (each set-up measured that many times, taking turns), --duration
// 15 (seconds a run), --connections 16, --warm-up 5 (seconds of the same requests before each run, not
// measured: each instance compiles its hot code, a paused one catches up), --seed bazaar (the search mix's
// random seed).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { HealthResponse } from '@bazaar/api-client';
import autocannon from 'autocannon';
import pg from 'pg';
import { clusterUnavailable, type Instance, root, startCluster, startNginx } from '../cluster/cluster';
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
    'warm-up': { type: 'string', default: '5' },
    seed: { type: 'string', default: 'bazaar' },
    rounds: { type: 'string', default: '2' },
  },
});
const rounds = Number(args.rounds);
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmUp = Number(args['warm-up']);
// Far above what a run sends on one connection (nginx's default of 1,000 cut the listing runs: NginxTuning).
const benchKeepaliveRequests = 1_000_000;

interface Measured {
  workload: string;
  instances: number;
  round: number;
  /** CPU ms per request used by the instances, and by PostgreSQL's processes. */
  instanceCpu: number;
  postgresCpu: number;
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

/** CPU time used so far by each process (utime + stime from /proc/PID/stat), in ms. */
function cpuMs(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command's name, which is in parentheses: state is the first, utime the 12th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS);
    } catch {
      // The process has ended.
    }
  }
  return used;
}

/** CPU ms the processes used between two readings (a process new since the first counts from 0). */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

interface Processes {
  instances: () => number[];
  postgres: () => Promise<number[]>;
}

async function measure(
  workload: string,
  instances: number,
  balancer: string,
  next: NextRequest,
  processes: Processes,
) {
  const warm = warmUp > 0 ? await load(balancer, next, warmUp) : undefined;
  const instancesBefore = cpuMs(processes.instances());
  const postgresBefore = cpuMs(await processes.postgres());
  const result = await load(balancer, next, duration);
  const instanceCpu = cpuBetween(instancesBefore, cpuMs(processes.instances()));
  const postgresCpu = cpuBetween(postgresBefore, cpuMs(await processes.postgres()));
  const answered = Math.max(1, result.requests.total);
  const measured: Omit<Measured, 'round'> = {
    instanceCpu: instanceCpu / answered,
    postgresCpu: postgresCpu / answered,
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
      `p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.non2xx} non-2xx, ${measured.errors} errors, ` +
      `CPU per request ${measured.instanceCpu.toFixed(2)} ms in the instances, ${measured.postgresCpu.toFixed(2)} ms in PostgreSQL`,
  );
  return measured;
}

/** Waits until the instance's search index is built (GET /api/health on the instance itself). */
async function searchIndexBuilt(instance: Instance): Promise<void> {
  for (;;) {
    const health: HealthResponse = await (await fetch(`${instance.url}/api/health`)).json();
    if (health.searchIndex.state !== 'building') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until no statement runs and no transaction is open in the database but the caller's (10 s at most). */
async function databaseQuiet(db: pg.Client): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await db.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND datname = current_database()
          AND (state = 'active' OR state LIKE 'idle in transaction%')`,
    );
    if (rows[0]?.busy === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows[0]?.busy} sessions still busy after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
  // The sweep as in production (each minute, not as often as the cluster test runs it), and the default pool.
  const cluster = await startCluster(
    {
      env: { UNPAID_ORDER_SWEEP_SECONDS: '60', PG_POOL_SIZE: '10' },
      nginx: { keepaliveRequests: benchKeepaliveRequests },
    },
    timings,
  );
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
    const single = await startNginx([first.port], dir, { keepaliveRequests: benchKeepaliveRequests });
    stopAll.unshift(() => single.stop());
    await db.connect();
    stopAll.unshift(() => db.end());

    const customers: Customer[] = [];
    for (let n = 0; n < 40; n += 1)
      customers.push(await registerCustomer(cluster.balancer, `Bench Shopper ${n}`));
    const products: MadeProduct[] = [];
    for (let n = 0; n < 200; n += 1)
      products.push(await createProduct(db, `Bench Brass Lamp ${n}`, 10_000_000));

    // Each instance answers from its own search index, built after it turned ready; measured, not while built.
    await Promise.all(cluster.instances.map(searchIndexBuilt));

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
    const results: Measured[] = [];
    const workloads = [
      ['query-products', query],
      ['place-order', order],
    ] as const;
    const others = cluster.instances.slice(1);
    // Every process of the database server that pg_stat_activity lists: backends and background workers.
    const postgresPids = async () =>
      (
        await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()')
      ).rows.map((row) => row.pid);
    stopAll.unshift(() => {
      for (const other of others) other.child.kill('SIGCONT');
    });
    // One instance alone: the other two are paused (SIGSTOP), so that they take no share of the cores and do
    // not follow the catalogue's changes; they catch up when they go on (SIGCONT), during the next warm-up.
    // The two set-ups take turns, round after round (3, 1, then 1, 3, …), so that a change in what else the
    // machine runs weighs on both.
    // The instances have just started: a first, unmeasured turn of both workloads through all three.
    for (const [, next] of workloads) await load(cluster.balancer, next, 2 * warmUp);
    const { rows: ordersBefore } = await db.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    for (let round = 1; round <= rounds; round += 1) {
      const turns = round % 2 === 1 ? [3, 1] : [1, 3];
      for (const instances of turns) {
        // autocannon ends a run with requests still under way; an instance paused in an order's transaction
        // would hold its rows locked.
        await databaseQuiet(db);
        for (const other of others) other.child.kill(instances === 1 ? 'SIGSTOP' : 'SIGCONT');
        const balancer = instances === 1 ? single.url : cluster.balancer;
        for (const [workload, next] of workloads) {
          const measured = await measure(workload, instances, balancer, next, {
            instances: () => cluster.instances.slice(0, instances).flatMap((i) => i.child.pid ?? []),
            postgres: postgresPids,
          });
          results.push({ ...measured, round });
        }
      }
    }
    for (const other of others) other.child.kill('SIGCONT');
    const after = load1();
    // Every order acknowledged is in the database, once.
    const { rows: ordersAfter } = await db.query<{ n: string }>('SELECT count(*) AS n FROM orders');
    const placed = Number(ordersAfter[0]?.n) - Number(ordersBefore[0]?.n);
    const orderRuns = results.filter((r) => r.workload === 'place-order');
    const acknowledged = orderRuns.reduce((n, r) => n + r.ok, 0);

    console.log(
      `\nLoad average after: ${after}; ${acknowledged} orders acknowledged (warm-up included), ${placed} in the database.\n`,
    );
    console.log(
      '| workload | instances | round | requests/s | p50 ms | p99 ms | non-2xx | errors | CPU ms/request: instances | PostgreSQL |',
    );
    console.log(
      '| -------- | --------- | ----- | ---------- | ------ | ------ | ------- | ------ | ------------------------- | ---------- |',
    );
    const sorted = [...results].sort(
      (x, y) => y.workload.localeCompare(x.workload) || x.instances - y.instances || x.round - y.round,
    );
    for (const r of sorted) {
      console.log(
        `| ${r.workload} | ${r.instances} | ${r.round} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors} | ${r.instanceCpu.toFixed(2)} | ${r.postgresCpu.toFixed(2)} |`,
      );
    }
    const mean = (workload: string, instances: number) => {
      const runs = results.filter((r) => r.workload === workload && r.instances === instances);
      return runs.reduce((n, r) => n + r.rps, 0) / Math.max(1, runs.length);
    };
    console.log('');
    for (const [workload] of workloads) {
      const one = mean(workload, 1);
      const three = mean(workload, 3);
      console.log(
        `${workload}: ${one.toFixed(0)} requests/s with 1 instance, ${three.toFixed(0)} with 3 (${(three / one).toFixed(2)}×), mean of ${rounds} rounds`,
      );
    }
    // autocannon stops counting at the end of a run, with up to `connections` orders still under way.
    const underWayAtEnds = orderRuns.length * (warmUp > 0 ? 2 : 1) * connections;
    if (placed < acknowledged || placed > acknowledged + underWayAtEnds) {
      console.log(`${acknowledged} orders acknowledged but ${placed} placed`);
      process.exitCode = 1;
    }
    const failed = results.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      console.log(
        `\nRuns with failed requests: ${failed.map((r) => `${r.workload} × ${r.instances}, round ${r.round}`).join(', ')}`,
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
