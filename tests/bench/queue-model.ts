// `npm run bench:queue`: what p50 and p99 a server gets under bench:api's load for a given CPU cost a
// request, whatever it spends it on. Bare node:http busy for a fixed time on each request (the same time for
// all: no slow requests, no database) and answering a listing-sized body, under autocannon's closed loop of
// 32 connections like bench:api's.
//
// It tells how the listings' p99 goal (25 ms) reads as a cost a request on this machine: one process
// answers the 32 connections in turn, so p50 is about 32 × the cost; the p99 adds the requests that
// waited for a round more, which even a fixed cost has.
//
//   npm run bench:queue                      # 0.2, 0.3, 0.4 and 0.5 ms a request, 10 s each
//   npm run bench:queue -- --costs 0.35 --duration 20
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../e2e/support/shop';

const { values: args } = parseArgs({
  options: {
    costs: { type: 'string', default: '0.2,0.3,0.4,0.5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const costs = args.costs.split(',').map(Number);
if (costs.some((cost) => !Number.isFinite(cost) || cost < 0)) {
  throw new Error(`--costs takes milliseconds separated by commas, got "${args.costs}"`);
}
const duration = Number(args.duration);
const connections = Number(args.connections);

/** A listing's answer is about 12 kB of JSON (twelve products and the facets). */
const BODY_BYTES = 12_000;

async function startBusyServer(costMs: number): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const body = JSON.stringify({ products: 'x'.repeat(BODY_BYTES) });
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '-e',
      `const body=${JSON.stringify(body)};require('http').createServer((q,s)=>{const end=performance.now()+${costMs};while(performance.now()<end);s.setHeader('content-type','application/json');s.end(body)}).listen(${port},'127.0.0.1')`,
    ],
    { stdio: 'ignore' },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const load = loadavg()
  .map((n) => n.toFixed(2))
  .join(', ');
const rows: string[] = [];
for (const cost of costs) {
  const server = await startBusyServer(cost);
  try {
    const result = await autocannon({ url: server.url, connections, duration });
    const { p50, p90, p97_5, p99 } = result.latency;
    rows.push(
      `| ${cost} | ${p50} | ${p90} | ${p97_5} | ${p99} | ${Math.round(result.requests.average)} | ${result.errors + result.non2xx} |`,
    );
  } finally {
    server.stop();
  }
}
console.log(
  `bare node:http busy a fixed time a request, ${connections} connections, ${duration} s a run; load average ${load} before and ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')} after`,
);
console.log('| ms of CPU a request | p50 ms | p90 ms | p97.5 ms | p99 ms | requests/s | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
