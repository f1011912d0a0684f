import type { OutboxEmail, OutboxResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { routeDocs } from '../openapi/route-docs.js';
import { createOutboxRepository, type OutboxRow } from './repository.js';

const outboxQuery = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 320 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

export function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html,
    attachments: row.attachments.map((a) => a.filename),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * GET /api/dev/outbox?email=…: the newest e-mails, so developers and end-to-end tests can follow
 * a reset link without a mail server. Reading anyone's reset link is taking over their account,
 * so the route exists only when configured and never when NODE_ENV is production.
 */
export async function devMailRoutes(app: FastifyInstance, opts: { db: Database; enabled: boolean }) {
  if (!opts.enabled || process.env.NODE_ENV === 'production') return;
  const outbox = createOutboxRepository(opts.db);
  app.get<{ Querystring: { email?: string; limit: number } }>(
    '/api/dev/outbox',
    {
      schema: {
        ...routeDocs({
          operationId: 'devOutbox',
          summary: 'Newest e-mails of the outbox (DEV_ROUTES=true only)',
          tags: ['development'],
          responses: { 200: 'OutboxResponse' },
        }),
        querystring: outboxQuery,
      },
    },
    async (request) => {
      const rows = await outbox.newest(request.query.limit, request.query.email || undefined);
      return { data: { emails: rows.map(toOutboxEmail) } } satisfies OutboxResponse;
    },
  );
}
