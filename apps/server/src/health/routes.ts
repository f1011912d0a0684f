import type { HealthResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { migrationLevel } from '../db/migrate.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  app.get('/api/health', async (_request, reply) => {
    try {
      const migrations = await migrationLevel(opts.database.db);
      return { status: 'ok', database: opts.database.kind, migrations } satisfies HealthResponse;
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply
        .status(503)
        .send({ status: 'unavailable', database: opts.database.kind } satisfies HealthResponse);
    }
  });
}
