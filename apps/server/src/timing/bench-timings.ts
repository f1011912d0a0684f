import type { FastifyInstance } from 'fastify';
import { importCatalog } from '../catalog/import-catalog.js';
import type { DatabaseHandle } from '../db/client.js';
import { countDatabaseStatements, databaseRoundTrips, databaseStatements } from './statement-count.js';

export interface TimingSummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Rounds to a hundredth of a millisecond: enough for latency figures, short in JSON. */
const ms = (n: number) => Math.round(n * 100) / 100;

export function summarize(samples: readonly number[]): TimingSummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted[sorted.length - 1] ?? 0),
  };
}

/**
 * For `pnpm bench` only (BENCH=1): records how long the server took for every response
 * (Fastify's reply.elapsedTime, from the request arriving to the response being written), per
 * route, so the bench can report the server-side p99 next to the client-side one, which also
 * counts the load generator's own queueing. GET /api/bench/timings returns and clears them.
 */
export function registerBenchTimings(
  app: FastifyInstance,
  options: {
    extra?: () => Record<string, unknown>;
    /** Imported when the server is ready, before it listens (and before statistics are taken). */
    importCsv?: { database: DatabaseHandle; file: string } | null;
  } = {},
): void {
  const importCsv = options.importCsv;
  if (importCsv) {
    app.addHook('onReady', async () => {
      const report = await importCatalog(importCsv.database.db, importCsv.file);
      app.log.warn({ inserted: report.inserted, rows: report.rows }, 'bench: catalogue imported');
    });
  }
  countDatabaseStatements();
  // With the process's CPU time, so a bench can say what a step costs the server, not only how long it took.
  app.get('/api/bench/statements', async () => {
    const cpu = process.cpuUsage();
    return {
      data: {
        statements: databaseStatements(),
        roundTrips: databaseRoundTrips(),
        cpuMs: (cpu.user + cpu.system) / 1000,
      },
    };
  });
  const samples = new Map<string, number[]>();
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(not found)'}`;
    let list = samples.get(route);
    if (!list) {
      list = [];
      samples.set(route, list);
    }
    list.push(reply.elapsedTime);
  });
  app.get('/api/bench/timings', async () => {
    const routes: Record<string, TimingSummary> = {};
    for (const [route, list] of samples) {
      if (!route.startsWith('GET /api/bench/')) routes[route] = summarize(list);
    }
    samples.clear();
    return { data: { routes, ...(options.extra?.() ?? {}) } };
  });
}
