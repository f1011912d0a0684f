import {
  ADMIN_API_PATHS,
  type AdminOrderActionResponse,
  type AdminOrderPrintResponse,
  type AdminOrderQueueResponse,
  type AdminOrderResponse,
  ORDER_STATUSES,
  PAYMENT_METHOD_CODES,
} from '@bookshop/domain';
import {
  cancelOrderByStaffSchema,
  orderQueueQuerySchema,
  orderStepSchema,
  refundOrderSchema,
  shipOrderSchema,
  transferReceivedSchema,
} from '@bookshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBody } from '../../accounts/validate-body.js';
import type { RouteDocsOptions } from '../../openapi/route-docs.js';
import { adminIdParams } from '../../staff/routes.js';
import { staffOf } from '../../staff/staff-guard.js';
import { adminDocs } from '../admin-docs.js';
import type { OrderDeskService, StaffContext } from './service.js';

type IdRequest = FastifyRequest<{ Params: { id: number } }>;

export function contextOf(request: FastifyRequest): StaffContext {
  return { staff: staffOf(request), address: request.ip };
}

/** The order desk (owner, orders): queue, order page, print data and every action. */
export async function orderDeskRoutes(app: FastifyInstance, opts: { orderDesk: OrderDeskService }) {
  const desk = opts.orderDesk;

  app.get<{ Querystring: Record<string, unknown> }>(
    ADMIN_API_PATHS.orders,
    {
      schema: adminDocs('GET /api/admin/orders', {
        summary:
          'The order queue: filters, search by order number, e-mail or phone, newest first, counts per status',
        documentedQuery: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: [...ORDER_STATUSES] },
            payment_method: { type: 'integer', enum: [...PAYMENT_METHOD_CODES] },
            from: { type: 'string', format: 'date' },
            to: { type: 'string', format: 'date' },
            q: { type: 'string', maxLength: 100 },
            page: { type: 'integer', minimum: 1 },
            per_page: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      }),
    },
    async (request) => {
      staffOf(request);
      const query = validateBody(orderQueueQuerySchema, request.query);
      const { orders, total, counts } = await desk.queue(
        {
          status: query.status,
          paymentMethod: query.payment_method,
          from: query.from ?? undefined,
          to: query.to ?? undefined,
          q: query.q ?? '',
        },
        query.page,
        query.per_page,
      );
      return {
        data: { orders, counts, page: query.page, per_page: query.per_page, total },
      } satisfies AdminOrderQueueResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/orders/:id',
    {
      schema: {
        ...adminDocs('GET /api/admin/orders/:id', {
          summary: 'An order: lines, totals, addresses, payment record, timeline, actions',
        }),
        params: adminIdParams,
      },
    },
    async (request: IdRequest) => {
      staffOf(request);
      return { data: { order: await desk.detail(request.params.id) } } satisfies AdminOrderResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/orders/:id/print',
    {
      schema: {
        ...adminDocs('GET /api/admin/orders/:id/print', {
          summary: 'What the printable invoice and packing slip show',
        }),
        params: adminIdParams,
      },
    },
    async (request: IdRequest) => {
      staffOf(request);
      return { data: await desk.print(request.params.id) } satisfies AdminOrderPrintResponse;
    },
  );

  function action(
    url: string,
    summary: string,
    body: RouteDocsOptions['body'],
    run: (
      request: IdRequest,
      ctx: StaffContext,
    ) => Promise<{ message: string; order: AdminOrderActionResponse['data']['order'] }>,
  ) {
    app.post<{ Params: { id: number } }>(
      url,
      {
        schema: {
          ...adminDocs(`POST ${url}` as Parameters<typeof adminDocs>[0], { summary, body }),
          params: adminIdParams,
        },
      },
      async (request) => {
        const { message, order } = await run(request, contextOf(request));
        return { success: true, message, data: { order } } satisfies AdminOrderActionResponse;
      },
    );
  }

  action(
    '/api/admin/orders/:id/confirm-cod',
    'Confirm a cash-on-delivery order by phone',
    orderStepSchema,
    async (request, ctx) => {
      const { note } = validateBody(orderStepSchema, request.body ?? {});
      const order = await desk.confirmCod(request.params.id, ctx, note ?? '');
      return { message: `Order No: ${order.id} is confirmed.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/transfer-received',
    'Mark a bank transfer received (pending payment -> placed)',
    transferReceivedSchema,
    async (request, ctx) => {
      const { reference } = validateBody(transferReceivedSchema, request.body ?? {});
      const order = await desk.transferReceived(request.params.id, ctx, reference ?? '');
      return { message: `Payment of order No: ${order.id} is recorded; it is placed.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/processing',
    'Start processing a placed order',
    orderStepSchema,
    async (request, ctx) => {
      const { note } = validateBody(orderStepSchema, request.body ?? {});
      const order = await desk.step(request.params.id, 'processing', ctx, note ?? '');
      return { message: `Order No: ${order.id} is processing.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/ship',
    'Mark shipped with the courier and tracking number',
    shipOrderSchema,
    async (request, ctx) => {
      const values = validateBody(shipOrderSchema, request.body);
      const order = await desk.ship(request.params.id, ctx, values);
      return { message: `Order No: ${order.id} is shipped.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/deliver',
    'Mark a shipped order delivered',
    orderStepSchema,
    async (request, ctx) => {
      const { note } = validateBody(orderStepSchema, request.body ?? {});
      const order = await desk.step(request.params.id, 'delivered', ctx, note ?? '');
      return { message: `Order No: ${order.id} is delivered.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/cancel',
    'Cancel with a reason: stock, card discount and gift card back; a captured payment refunded',
    cancelOrderByStaffSchema,
    async (request, ctx) => {
      const { reason } = validateBody(cancelOrderByStaffSchema, request.body);
      const order = await desk.cancel(request.params.id, ctx, reason);
      return { message: `Order No: ${order.id} is cancelled.`, order };
    },
  );

  action(
    '/api/admin/orders/:id/refund',
    'Refund part of an order (never more than captured less refunded)',
    refundOrderSchema,
    async (request, ctx) => {
      const { amount, reason } = validateBody(refundOrderSchema, request.body);
      const order = await desk.refund(request.params.id, ctx, amount, reason);
      return { message: `Rs. ${amount} of order No: ${order.id} is refunded.`, order };
    },
  );
}
