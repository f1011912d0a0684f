import {
  type AdminBookRequestResponse,
  type AdminBookRequestsResponse,
  CATALOGUE_API_PATHS,
} from '@bookshop/domain';
import { bookRequestDeclinedSchema, bookRequestSourcedSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams, PAGE_QUERY } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { DeskBookRequestsService } from './service.js';

/** Book requests from `/request` (owner, catalogue): list, mark sourced or declined. */
export async function deskBookRequestsRoutes(
  app: FastifyInstance,
  opts: { requests: DeskBookRequestsService },
) {
  const { requests } = opts;
  const one = (request: AdminBookRequestResponse['data']['request']) =>
    ({ data: { request } }) satisfies AdminBookRequestResponse;

  app.get<{ Querystring: Record<string, unknown> }>(
    CATALOGUE_API_PATHS.bookRequests,
    {
      schema: deskDocs('Book requests, newest first, with counts per status', {
        operationId: 'listCatalogueBookRequests',
        documentedQuery: {
          ...PAGE_QUERY,
          properties: {
            ...PAGE_QUERY.properties,
            status: { type: 'string', enum: ['new', 'found', 'not_found', 'closed'] },
            q: { type: 'string', maxLength: 100 },
          },
        },
        responses: { 200: 'AdminBookRequestsResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request) => {
      staffOf(request);
      return { data: await requests.list(request.query) } satisfies AdminBookRequestsResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/catalogue/book-requests/:id/sourced',
    {
      schema: {
        ...deskDocs('Mark a request sourced: the book linked, the shopper e-mailed its page', {
          operationId: 'sourceCatalogueBookRequest',
          body: bookRequestSourcedSchema,
          responses: { 200: 'AdminBookRequestResponse', 404: ERROR, 409: ERROR, 422: FIELD_ERRORS },
        }),
        params: adminIdParams,
      },
    },
    async (request) => one(await requests.sourced(request.params.id, request.body, contextOf(request))),
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/catalogue/book-requests/:id/declined',
    {
      schema: {
        ...deskDocs('Decline a request with a reply e-mailed to the shopper', {
          operationId: 'declineCatalogueBookRequest',
          body: bookRequestDeclinedSchema,
          responses: { 200: 'AdminBookRequestResponse', 404: ERROR, 409: ERROR, 422: FIELD_ERRORS },
        }),
        params: adminIdParams,
      },
    },
    async (request) => one(await requests.declined(request.params.id, request.body, contextOf(request))),
  );
}
