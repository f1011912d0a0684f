import type { HealthResponse, ReadyResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';
import { migrationLevel } from '../db/migrate.js';
import { DATABASE_RETRY_SECONDS } from '../lib/database-unavailable.js';
import { ERROR, routeDocs } from '../openapi/route-docs.js';
import type { Readiness } from './readiness.js';

export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: DatabaseHandle; readiness: Readiness },
) {
  app.get(
    '/api/health',
    {
      schema: routeDocs({
        operationId: 'health',
        summary: 'Liveness and database readiness (503 while the database is away)',
        tags: ['site'],
        responses: {
          200: 'HealthResponse',
          503: { body: ['HealthResponse', ERROR], description: 'The database does not answer.' },
        },
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

  // Said once per change, so the log tells when a replica started or stopped taking shoppers.
  let lastStatus: ReadyResponse['status'] | null = null;
  app.get(
    '/api/ready',
    {
      schema: routeDocs({
        operationId: 'ready',
        summary:
          'Readiness: database reachable, migrations current, search index read (503 naming what fails)',
        tags: ['site'],
        responses: {
          200: 'ReadyResponse',
          503: {
            body: ['ReadyResponse', ERROR],
            description: 'Not ready: `failing` names the checks that fail.',
          },
        },
      }),
    },
    async (request, reply) => {
      const answer = await opts.readiness();
      if (answer.status !== lastStatus) {
        lastStatus = answer.status;
        if (answer.status === 'ready') request.log.info({ checks: answer.checks }, 'ready for shoppers');
        else request.log.warn({ failing: answer.failing, checks: answer.checks }, 'not ready for shoppers');
      }
      if (answer.status === 'ready') return answer;
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_SECONDS)).send(answer);
    },
  );
}
