import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { catalogAnswers } from '../catalog/catalog-answers';
import { liveIndexOf } from '../catalog/search-index/live-index';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';

export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched: one series for every unknown address. */
const UNMATCHED = 'unmatched';

// The process's own figures (CPU, memory, event-loop lag, GC, handles) exist once per process, however many
// apps it builds (the tests build many), so they live in a registry of their own, started once.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsSources {
  config: Config;
  db: Database;
  /** Chat connections open on this instance. */
  chatSockets: () => number;
}

/** Whether a request may read /metrics (docs/operations.md, "Metrics", says why this way). */
function checkAccess(request: FastifyRequest, token: string | undefined): void {
  if (token) {
    const given = request.headers.authorization ?? '';
    const expected = `Bearer ${token}`;
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    if (a.length !== b.length || !timingSafeEqual(a, b))
      throw new HttpError(401, 'The metrics need METRICS_TOKEN');
    return;
  }
  // Without a token, only a scraper on this host that talks to the instance directly: a balancer on the
  // same host connects from loopback too, but says so with a forwarding header.
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  const headers = request.headers;
  const forwarded = headers['x-forwarded-for'] ?? headers.forwarded ?? headers['x-real-ip'];
  if (!loopback || forwarded !== undefined) {
    throw new HttpError(
      403,
      'The metrics are served to this host only; set METRICS_TOKEN to read them from elsewhere',
    );
  }
}

/**
 * Prometheus metrics at /metrics: requests by route pattern (never the raw address, whose slugs and ids
 * would make a series per product), their latency, server errors, chat sockets, the PostgreSQL pool and the
 * catalogue cache, plus the process's default figures. docs/operations.md lists them.
 */
export function registerMetrics(app: FastifyInstance, { config, db, chatSockets }: MetricsSources): Registry {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'bazaar_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'bazaar_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'bazaar_http_server_errors_total',
    help: 'Requests answered with a 5xx status, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'bazaar_chat_sockets',
    help: 'Chat (socket.io) connections open on this instance',
    registers: [registry],
    collect() {
      this.set(chatSockets());
    },
  });
  if (db.poolUse) {
    const poolUse = db.poolUse;
    new Gauge({
      name: 'bazaar_db_pool_connections',
      help: 'PostgreSQL pool connections: open (total), idle, and the pool size (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'max' }, use.max);
      },
    });
    new Gauge({
      name: 'bazaar_db_pool_waiting',
      help: 'Queries waiting for a PostgreSQL pool connection',
      registers: [registry],
      collect() {
        this.set(poolUse().waiting);
      },
    });
  }
  if (config.catalogCache) {
    // The caches count since they were made; the counter is advanced by what was added since the last scrape.
    const seen = new Map<string, number>();
    new Counter({
      name: 'bazaar_catalog_cache_requests_total',
      help: 'Catalogue answers asked of the in-memory cache, by cache and result (hit: served from memory)',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        const answers = catalogAnswers(db);
        const caches = {
          product_pages: answers.productPages,
          suggestions: answers.suggestions,
          home: answers.home,
          price_range: answers.priceRange,
        };
        for (const [cache, recent] of Object.entries(caches)) {
          const counts = recent.counts;
          for (const [result, total] of [
            ['hit', counts.hits],
            ['miss', counts.misses],
          ] as const) {
            const key = `${cache}/${result}`;
            this.inc({ cache, result }, total - (seen.get(key) ?? 0));
            seen.set(key, total);
          }
        }
      },
    });
  }

  // The search index's kept rows count since its build; a rebuild starts a new count.
  let keptSeen: { counted: object; hits: number; misses: number } | null = null;
  new Counter({
    name: 'bazaar_catalog_kept_rows_total',
    help: 'Product rows a listing or suggestion showed, by result (hit: kept by the search index, miss: read)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const kept = liveIndexOf(db)?.current?.keptProducts;
      if (!kept) return;
      const since = keptSeen?.counted === kept ? keptSeen : { hits: 0, misses: 0 };
      this.inc({ result: 'hit' }, kept.hits - since.hits);
      this.inc({ result: 'miss' }, kept.misses - since.misses);
      keptSeen = { counted: kept, hits: kept.hits, misses: kept.misses };
    },
  });

  new Gauge({
    name: 'bazaar_catalog_kept_rows_bytes',
    help: 'Heap the search index estimates its kept product rows take, and its budget (SEARCH_INDEX_ROWS_MB)',
    labelNames: ['of'] as const,
    registers: [registry],
    collect() {
      const kept = liveIndexOf(db)?.current?.keptProducts;
      if (!kept) return;
      this.set({ of: 'held' }, kept.bytes);
      this.set({ of: 'budget' }, kept.budgetBytes);
    },
  });

  // A callback hook rather than an async one: every request runs it, and it need not make a promise.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ method: labels.method, route: labels.route });
    done();
  });

  app.get(METRICS_PATH, async (request, reply) => {
    checkAccess(request, config.metricsToken);
    const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
    return reply.type(registry.contentType).send(`${own}\n${process}`);
  });
  return registry;
}
