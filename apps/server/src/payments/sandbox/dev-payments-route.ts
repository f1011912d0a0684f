import type { SandboxPaymentRecord, SandboxPaymentsResponse } from '@bookshop/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { sandboxProviderPayments } from '../../db/schema/index.js';
import { routeDocs } from '../../openapi/route-docs.js';

const paymentsQuery = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/**
 * GET /api/dev/sandbox-payments?orderId=…: what the sandbox provider was asked to take for an
 * order, so end-to-end tests can hold the provider's charge to the total the shopper was shown.
 * It tells amounts of anyone's order, so like the outbox it exists only with DEV_ROUTES=true and
 * never when NODE_ENV is production.
 */
export async function devSandboxPaymentsRoute(
  app: FastifyInstance,
  opts: { db: Database; enabled: boolean },
) {
  if (!opts.enabled || process.env.NODE_ENV === 'production') return;
  app.get<{ Querystring: { orderId: number } }>(
    '/api/dev/sandbox-payments',
    {
      schema: {
        ...routeDocs({
          operationId: 'devSandboxPayments',
          responses: { 200: 'SandboxPaymentsResponse' },
          summary: "The sandbox provider's payments of an order (DEV_ROUTES=true only)",
          tags: ['development'],
        }),
        querystring: paymentsQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await opts.db
        .select()
        .from(sandboxProviderPayments)
        .where(eq(sandboxProviderPayments.reference, `order-${request.query.orderId}`));
      const payments = rows.map(
        (row): SandboxPaymentRecord => ({
          reference: row.reference,
          method: row.method as SandboxPaymentRecord['method'],
          amount: row.amount,
          status: row.status as SandboxPaymentRecord['status'],
        }),
      );
      return { data: { payments } } satisfies SandboxPaymentsResponse;
    },
  );
}
