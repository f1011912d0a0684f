import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { bearerToken } from '../auth/request-auth.js';
import type { DatabaseHandle } from '../db/client.js';
import { queryRows } from '../db/query-rows.js';
import { ERROR, routeDocs } from '../openapi/route-docs.js';
import { OperatorError } from '../operator-errors.js';
import { shopMetricsRegistry } from './shop-metrics.js';

export interface MetricsSettings {
  /** METRICS_TOKEN: GET /api/metrics answers whoever sends it as a bearer token; null: no such route. */
  token: string | null;
  /** METRICS_PORT: a server of its own answering GET /metrics; null: none. 0 picks a free port (tests). */
  port: number | null;
  /** Where that server listens (HOST). */
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the metrics port listens once the app is ready; null without METRICS_PORT. */
    metricsAddress(): AddressInfo | null;
  }
}

/** The route label of a request no route matched: one series for every unknown address. */
const NO_ROUTE = '(no route)';

function sameSecret(given: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The pg pool behind the database handle: PostgreSQL's, or the one into PGlite's thread. */
function poolOf(database: DatabaseHandle): pg.Pool | null {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The shop's metrics: what every scrape reads. */
function createShopRegistry(app: FastifyInstance, database: DatabaseHandle): Registry {
  const registry = new Registry();
  // Process and runtime: CPU, memory, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        // The pattern (/api/books/:id), never the address asked for: one series per route.
        route: request.routeOptions.url ?? NO_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const pool = poolOf(database);
  if (pool) {
    const labels = { database: database.kind };
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['database'],
        registers: [registry],
        collect() {
          this.set(labels, read(pool));
        },
      });
    poolGauge(
      'bookshop_db_pool_connections',
      'Connections the pool holds open (on PGlite: to the database thread in this process)',
      (p) => p.totalCount,
    );
    poolGauge('bookshop_db_pool_idle_connections', 'Open connections not in use', (p) => p.idleCount);
    poolGauge(
      'bookshop_db_pool_waiting_queries',
      'Queries waiting for a connection because every one is in use',
      (p) => p.waitingCount,
    );
    poolGauge(
      'bookshop_db_queries_in_flight',
      'Queries and transactions under way on a connection (PGlite runs them one at a time)',
      (p) => p.totalCount - p.idleCount,
    );
  }

  new Gauge({
    name: 'bookshop_emails_queued',
    help: 'E-mails in the outbox not yet handed to the mail server (without SMTP_URL none ever is)',
    registers: [registry],
    async collect() {
      try {
        const [row] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from outbox where sent_at is null`,
        );
        this.set(Number(row?.n ?? 0));
      } catch (err) {
        // The scrape still answers (the database being away shows in the pool and in /api/ready).
        app.log.warn({ err }, 'metrics: counting queued e-mails failed');
      }
    },
  });

  return Registry.merge([registry, shopMetricsRegistry]);
}

function startMetricsServer(app: FastifyInstance, registry: Registry, port: number, host: string): Server {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: the metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        app.log.error({ err }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('The metrics could not be read.\n');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) =>
        reject(
          err.code === 'EADDRINUSE' || err.code === 'EACCES'
            ? new OperatorError(
                `METRICS_PORT ${port} cannot be used on ${host} (${err.code}): stop the program using it or set METRICS_PORT to a free port.`,
              )
            : err,
        ),
      );
      server.listen(port, host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return server;
}

/**
 * Prometheus metrics, when asked for: request durations by route and status, the database pool,
 * the event loop's lag and the rest of Node's runtime, queued e-mails, and the shop's counters
 * (orders placed, payments failed). Served on a port of their own (METRICS_PORT, to keep off the
 * public address) and/or at GET /api/metrics for a bearer of METRICS_TOKEN. With neither set
 * nothing is measured and /api/metrics does not exist. Called on the root instance before the
 * routes, so the timing hook covers every route.
 */
export function registerMetrics(
  app: FastifyInstance,
  database: DatabaseHandle,
  settings: MetricsSettings,
): void {
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.listening ? (server.address() as AddressInfo) : null));
  if (settings.token === null && settings.port === null) return;
  const registry = createShopRegistry(app, database);
  if (settings.port !== null) server = startMetricsServer(app, registry, settings.port, settings.host);
  const token = settings.token;
  if (token === null) return;
  app.get(
    '/api/metrics',
    {
      schema: routeDocs({
        operationId: 'metrics',
        summary: 'Prometheus metrics, for a bearer of METRICS_TOKEN (the route exists only when it is set)',
        tags: ['site'],
        security: 'metrics',
        responses: {
          200: { media: 'text/plain', description: 'The Prometheus text exposition format (version 0.0.4).' },
          401: { body: ERROR, description: 'No METRICS_TOKEN, or another one.' },
        },
      }),
    },
    async (request, reply) => {
      const given = bearerToken(request.headers.authorization);
      if (given === null || !sameSecret(given, token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'The metrics need the bearer token METRICS_TOKEN.' });
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );
}
