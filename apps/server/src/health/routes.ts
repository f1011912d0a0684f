import type { HealthResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { migrationLevel } from '../db/migrate.js';
import { DATABASE_RETRY_SECONDS } from '../lib/database-unavailable.js';
import { routeDocs } from '../openapi/route-docs.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get(
    '/api/health',
    {
      schema: routeDocs({
        summary: 'Liveness and database readiness (503 while the database is away)',
        tags: ['site'],
      }),
    },
    async (_request, reply) => {
      try {
        const migrations = await migrationLevel(opts.database.db);
        return { status: 'ok', database: opts.database.kind, migrations } satisfies HealthResponse;
      } catch (err) {
        app.log.warn({ err }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_SECONDS))
          .send({ status: 'unavailable', database: opts.database.kind } satisfies HealthResponse);
      }
    },
  );
}
