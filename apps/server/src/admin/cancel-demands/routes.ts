import {
  ADMIN_API_PATHS,
  type AdminCancelDemandResponse,
  type AdminCancelDemandsResponse,
} from '@bookshop/domain';
import {
  acceptCancelDemandSchema,
  cancelDemandsQuerySchema,
  declineCancelDemandSchema,
} from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../accounts/validate-body.js';
import { adminIdParams, PAGE_QUERY } from '../../staff/routes.js';
import { staffOf } from '../../staff/staff-guard.js';
import { adminDocs } from '../admin-docs.js';
import { contextOf } from '../orders/routes.js';
import type { CancelDemandsService } from './service.js';

/** The shoppers' requests to cancel shipped orders (owner, orders): list, accept, decline. */
export async function cancelDemandsRoutes(
  app: FastifyInstance,
  opts: { cancelDemands: CancelDemandsService },
) {
  const service = opts.cancelDemands;

  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_API_PATHS.cancelDemands,
    {
      schema: adminDocs('GET /api/admin/cancel-demands', {
        summary: 'Requests to cancel shipped orders: open (oldest first), answered or all',
        documentedQuery: {
          ...PAGE_QUERY,
          properties: {
            ...PAGE_QUERY.properties,
            state: { type: 'string', enum: ['open', 'answered', 'all'] },
          },
        },
      }),
    },
    async (request) => {
      staffOf(request);
      const query = validateBody(cancelDemandsQuerySchema, request.query);
      const { demands, total } = await service.list(query.state ?? 'open', query.page, query.per_page);
      return {
        data: { demands, page: query.page, per_page: query.per_page, total },
      } satisfies AdminCancelDemandsResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/cancel-demands/:id/accept',
    {
      schema: {
        ...adminDocs('POST /api/admin/cancel-demands/:id/accept', {
          summary: 'Accept: the order is cancelled and refunded, the shopper e-mailed',
          body: acceptCancelDemandSchema,
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const { reply } = validateBody(acceptCancelDemandSchema, request.body ?? {});
      const data = await service.accept(request.params.id, contextOf(request), reply ?? '');
      return {
        success: true,
        message: `Order No: ${data.order.id} is cancelled as asked.`,
        data,
      } satisfies AdminCancelDemandResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/cancel-demands/:id/decline',
    {
      schema: {
        ...adminDocs('POST /api/admin/cancel-demands/:id/decline', {
          summary: 'Decline with a reply e-mailed to the shopper',
          body: declineCancelDemandSchema,
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const { reply } = validateBody(declineCancelDemandSchema, request.body);
      const data = await service.decline(request.params.id, contextOf(request), reply);
      return {
        success: true,
        message: 'The shopper was sent your reply.',
        data,
      } satisfies AdminCancelDemandResponse;
    },
  );
}
