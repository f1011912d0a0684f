import type { DevStaffResponse } from '@bookshop/domain';
import { staffInviteSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import type { Database } from '../db/client.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { createStaffService } from '../staff/service.js';

/**
 * POST /api/dev/staff `{ email, role }`: what `cli staff add <email> --role <role>` does (a staff
 * account and its one-time set-up link, audited as done from the command line), for a shop whose
 * database no command line can reach: the end-to-end tests' in-memory one. Making an owner is
 * taking over the shop, so like the outbox it exists only with DEV_ROUTES=true and never when
 * NODE_ENV is production.
 */
export async function devStaffRoute(
  app: FastifyInstance,
  opts: { db: Database; publicUrl: string; deliverMail?: () => void; enabled: boolean },
) {
  if (!opts.enabled || process.env.NODE_ENV === 'production') return;
  const staff = createStaffService({
    db: opts.db,
    publicUrl: opts.publicUrl,
    ...(opts.deliverMail ? { deliverMail: opts.deliverMail } : {}),
  });
  app.post(
    '/api/dev/staff',
    {
      schema: routeDocs({
        operationId: 'devAddStaff',
        responses: { 201: 'DevStaffResponse', 409: ERROR, 422: UNPROCESSABLE },
        summary:
          'Make a staff account with a one-time set-up link, as `cli staff add` does (DEV_ROUTES=true only)',
        tags: ['development'],
        body: staffInviteSchema,
      }),
    },
    async (request, reply) => {
      const values = validateBody(staffInviteSchema, request.body);
      const added = await staff.add(values, { actor: 'cli' });
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({
          data: {
            staff: added.staff,
            setup_link: added.link,
            setup_expires_at: added.expiresAt.toISOString(),
          },
        } satisfies DevStaffResponse);
    },
  );
}
