import { ADMIN_API_PATHS, type AdminAuditResponse } from '@bookshop/domain';
import { auditQuerySchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../accounts/validate-body.js';
import { adminDocs } from '../admin-docs.js';
import type { AuditService } from './service.js';

/** `GET /api/admin/audit` (owner): the audit log, newest first. */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditService }) {
  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_API_PATHS.audit,
    {
      schema: adminDocs('GET /api/admin/audit', {
        summary: 'The audit log of staff actions, newest first (owner)',
        documentedQuery: {
          type: 'object',
          properties: {
            action: { type: 'string' },
            staff_id: { type: 'integer', minimum: 1 },
            target_type: { type: 'string', enum: ['staff', 'order', 'cancel_demand', 'customer'] },
            target_id: { type: 'string' },
            before: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 500 },
          },
        },
      }),
    },
    async (request) => {
      const query = validateBody(auditQuerySchema, request.query);
      const { entries, nextBefore } = await opts.audit.list({
        action: query.action,
        staffId: query.staff_id,
        targetType: query.target_type,
        targetId: query.target_id ?? undefined,
        before: query.before,
        limit: query.limit,
      });
      return { data: { entries, next_before: nextBefore, limit: query.limit } } satisfies AdminAuditResponse;
    },
  );
}
