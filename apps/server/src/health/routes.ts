import type { HealthResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { migrationLevel } from '../db/migrate.js';
import { DATABASE_RETRY_SECONDS } from '../lib/database-unavailable.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/api/health', async (_request, reply) => {
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
  });
}
