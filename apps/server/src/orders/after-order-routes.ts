import {
  ORDER_ACCESS_MESSAGES,
  type OrderViewResponse,
  type PayNowResponse,
  type ReorderResponse,
  type ReturnRequestResponse,
  type RevokeOrderLinksResponse,
} from '@bookshop/domain';
import {
  orderLinkQuerySchema,
  orderLookupSchema,
  payNowSchema,
  reorderSchema,
  returnRequestSchema,
  validateForm,
} from '@bookshop/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireShopper } from '../auth/request-auth.js';
import { renderInvoicePdf } from '../invoices/invoice-pdf.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import { markPrivate } from '../security/security-headers.js';
import { type AfterOrderService, OrderLinkRefused } from './after-order-service.js';
import { invoiceFileName } from './order-mails.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', maxLength: 400 } },
} as const;

/** A link token from the query: one that is not even shaped like ours is a made-up link (401). */
function linkToken(
  request: FastifyRequest<{ Querystring: { token?: string } }>,
  required: boolean,
): string | undefined {
  const token = request.query.token;
  if (!token && !required) return undefined;
  const checked = validateForm(orderLinkQuerySchema, { token });
  if (!checked.ok) throw new OrderLinkRefused('invalid');
  return checked.value.token;
}

/**
 * What a shopper does after the order, logged in or not (issue 26): the order lookup, the signed
 * order link, the owner's order with its link, the invoice PDF, reorder, pay now, return requests
 * and withdrawing links. Every answer is private (no-store).
 */
export async function afterOrderRoutes(
  app: FastifyInstance,
  opts: { afterOrder: AfterOrderService; publicUrl: string },
) {
  const { afterOrder } = opts;
  app.addHook('onRequest', async (request) => {
    markPrivate(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/orders/lookup',
    {
      schema: routeDocs({
        operationId: 'lookupOrder',
        responses: { 200: 'OrderViewResponse', 404: ERROR, 422: UNPROCESSABLE, 429: ERROR },
        summary: 'Find an order by its number and the e-mail or phone it was placed with (no login)',
        description: `A wrong e-mail or phone is answered as a missing order: 404 "${ORDER_ACCESS_MESSAGES.notFound}". Limited per address (ANON_WRITES_PER_MINUTE).`,
        tags: ['checkout'],
        body: orderLookupSchema,
      }),
      onRequest: anonymousWriteLimit(app, 'order-lookup'),
    },
    async (request) => {
      const values = validateBody(orderLookupSchema, request.body);
      return { success: true, data: await afterOrder.lookup(values) } satisfies OrderViewResponse;
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/orders/by-link',
    {
      schema: {
        ...routeDocs({
          operationId: 'orderByLink',
          responses: { 200: 'OrderViewResponse', 401: ERROR, 404: ERROR, 429: ERROR },
          summary: 'Open an order by the signed link of its e-mails (401 when forged, expired or withdrawn)',
          tags: ['checkout'],
        }),
        querystring: tokenQuery,
      },
      onRequest: anonymousWriteLimit(app, 'order-link'),
    },
    async (request) => {
      const token = linkToken(request, true) ?? '';
      return { success: true, data: await afterOrder.byLink(token) } satisfies OrderViewResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/orders/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'getOrder',
          security: 'shopper',
          responses: { 200: 'OrderViewResponse', 404: ERROR },
          summary: "One of the shopper's orders, with a link that opens it anywhere",
          tags: ['checkout'],
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      return {
        success: true,
        data: await afterOrder.ownView(auth, request.params.id),
      } satisfies OrderViewResponse;
    },
  );

  app.get<{ Params: { id: number }; Querystring: { token?: string } }>(
    '/api/orders/:id/invoice.pdf',
    {
      schema: {
        ...routeDocs({
          operationId: 'orderInvoicePdf',
          security: 'optional',
          responses: {
            200: { media: 'application/pdf', description: 'The invoice, inline, named invoice-<order>.pdf.' },
            401: ERROR,
            404: ERROR,
          },
          summary: "The order's invoice as a PDF (its owner, or ?token= its signed link)",
          tags: ['checkout'],
        }),
        params: idParams,
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const order = await afterOrder.orderFor(request.auth, request.params.id, linkToken(request, false));
      const pdf = await renderInvoicePdf(order, { publicUrl: opts.publicUrl });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFileName(order.id)}"`)
        .send(pdf);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/orders/:id/reorder',
    {
      schema: {
        ...routeDocs({
          operationId: 'reorder',
          security: 'shopper',
          responses: { 200: 'ReorderResponse', 404: ERROR, 422: UNPROCESSABLE },
          summary: "Put an order's books back in the cart at today's prices",
          tags: ['cart'],
          body: reorderSchema,
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const values = validateBody(reorderSchema, request.body ?? {});
      const { message, added, skipped } = await afterOrder.reorder(
        auth,
        request.params.id,
        values.token || undefined,
      );
      return { success: true, message, data: { added, skipped } } satisfies ReorderResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/orders/:id/pay',
    {
      schema: {
        ...routeDocs({
          operationId: 'payNow',
          security: 'optional',
          responses: {
            200: 'PayNowResponse',
            401: ERROR,
            402: {
              body: 'PaymentDeclinedResponse',
              description: 'The card was declined: the order fails and gives its books back.',
            },
            404: ERROR,
            409: ERROR,
            422: UNPROCESSABLE,
          },
          summary: 'Pay a card or wallet order still awaiting its payment (402 when the card is declined)',
          tags: ['payments'],
          body: payNowSchema,
        }),
        params: idParams,
      },
    },
    async (request, reply) => {
      const values = validateBody(payNowSchema, request.body ?? {});
      const answer = await afterOrder.payNow(request.auth, request.params.id, values);
      if (answer.status === 402) return reply.status(402).send(answer.body);
      return {
        success: true,
        message: answer.message,
        data: { order: answer.order, redirectUrl: answer.redirectUrl },
      } satisfies PayNowResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/orders/:id/return-request',
    {
      schema: {
        ...routeDocs({
          operationId: 'requestReturn',
          security: 'optional',
          responses: {
            200: { body: 'ReturnRequestResponse', description: 'The request had already been sent.' },
            201: 'ReturnRequestResponse',
            401: ERROR,
            404: ERROR,
            409: ERROR,
            422: UNPROCESSABLE,
          },
          summary: 'Ask to return books of a delivered order (within RETURN_DAYS of delivery)',
          tags: ['checkout'],
          body: returnRequestSchema,
        }),
        params: idParams,
      },
    },
    async (request, reply) => {
      const values = validateBody(returnRequestSchema, request.body);
      const result = await afterOrder.requestReturn(request.auth, request.params.id, values);
      return reply.status(result.created ? 201 : 200).send({
        success: true,
        message: result.message,
        data: { returnRequest: result.returnRequest },
      } satisfies ReturnRequestResponse);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/orders/:id/revoke-links',
    {
      schema: {
        ...routeDocs({
          operationId: 'revokeOrderLinks',
          security: 'shopper',
          responses: { 200: 'RevokeOrderLinksResponse', 404: ERROR },
          summary: 'Withdraw every link of an order sent so far (its owner only)',
          tags: ['checkout'],
        }),
        params: idParams,
      },
    },
    async (request) => {
      const auth = requireShopper(request);
      const access = await afterOrder.revokeLinks(auth, request.params.id);
      return {
        success: true,
        message: ORDER_ACCESS_MESSAGES.linksRevoked,
        data: { access },
      } satisfies RevokeOrderLinksResponse;
    },
  );
}
