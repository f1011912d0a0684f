import type { BinDiscountResponse, BinDiscountRulesResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { ERROR, routeDocs } from '../openapi/route-docs.js';
import type { PaymentsService } from '../payments/service.js';

const binsQuery = {
  type: 'object',
  properties: {
    bin: { type: 'string', pattern: '^[0-9]{6,8}$' },
    last4digits: { type: 'string', pattern: '^[0-9]{4}$' },
    token: { type: 'string', minLength: 1, maxLength: 200 },
  },
  anyOf: [{ required: ['bin', 'last4digits'] }, { required: ['token'] }],
} as const;

/** Bank-card discount lookups and the rules shown on /card-discounts. */
export async function binsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;

  app.get<{ Querystring: { bin?: string; last4digits?: string; token?: string } }>(
    '/api/bins',
    {
      schema: {
        ...routeDocs({
          operationId: 'binDiscount',
          summary: 'The bank-card discount of a card (BIN and last four digits, or a saved card)',
          description:
            "Either `bin` and `last4digits`, or `token` (one of the shopper's saved cards, which also says whether it already took its discount today).",
          tags: ['payments'],
          security: 'optional',
          responses: { 200: 'BinDiscountResponse', 404: ERROR },
        }),
        querystring: binsQuery,
      },
    },
    async (request, reply) => {
      const data = await payments.binDiscount(request.auth, request.query);
      reply.header('cache-control', 'no-store');
      return { data } satisfies BinDiscountResponse;
    },
  );

  app.get(
    '/api/bins/rules',
    {
      schema: routeDocs({
        operationId: 'listBinRules',
        summary: 'Every bank-card discount rule',
        tags: ['payments'],
        responses: { 200: 'BinDiscountRulesResponse' },
      }),
    },
    async (_request, reply) => {
      const rules = await payments.enabledRules();
      reply.header('cache-control', 'public, max-age=60');
      return { success: true, data: { rules } } satisfies BinDiscountRulesResponse;
    },
  );
}
