import {
  ADMIN_BOOK_LIST_MAX,
  ADMIN_WITHDRAWN_FILTERS,
  type AdminBookListResponse,
  type AdminBookResponse,
  type AdminStockPatchResponse,
  type AdminStockRequestsResponse,
  CATALOGUE_API_PATHS,
  STOCK_STATUSES,
} from '@bookshop/domain';
import { bookFormSchema, bookListQuerySchema, stockPatchSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../../accounts/validate-body.js';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { CatalogueBooksService } from './service.js';

/** The book list's query, as documented (the handler checks it with the shared schema). */
export const BOOK_LIST_QUERY = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 100 },
    category_id: { type: 'integer', minimum: 1 },
    stock_status: { type: 'string', enum: [...STOCK_STATUSES] },
    language: { type: 'string' },
    no_cover: { type: 'boolean' },
    withdrawn: { type: 'string', enum: [...ADMIN_WITHDRAWN_FILTERS] },
    after: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: ADMIN_BOOK_LIST_MAX },
  },
} as const;

/** The catalogue desk's books (owner, catalogue): list, one book, add, edit, stock in place, notify-me requests. */
export async function catalogueBooksRoutes(app: FastifyInstance, opts: { books: CatalogueBooksService }) {
  const service = opts.books;

  app.get<{ Querystring: Record<string, unknown> }>(
    CATALOGUE_API_PATHS.books,
    {
      schema: deskDocs(
        'Books, newest first, paged by keyset (after = the last id shown), with search and filters',
        {
          operationId: 'listCatalogueBooks',
          documentedQuery: BOOK_LIST_QUERY,
          responses: { 200: 'AdminBookListResponse', 422: FIELD_ERRORS },
        },
      ),
    },
    async (request) => {
      staffOf(request);
      const query = validateBody(bookListQuerySchema, request.query);
      return { data: await service.list(query) } satisfies AdminBookListResponse;
    },
  );

  app.post(
    CATALOGUE_API_PATHS.books,
    {
      schema: deskDocs('Add a book (the shared book schema; ISBN checked, a duplicate refused)', {
        operationId: 'addCatalogueBook',
        body: bookFormSchema,
        responses: { 201: 'AdminBookResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request, reply) => {
      const book = await service.create(request.body, contextOf(request));
      reply.status(201);
      return { data: { book } } satisfies AdminBookResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id',
    {
      schema: {
        ...deskDocs('A book as the edit page shows it', {
          operationId: 'getCatalogueBook',
          responses: { 200: 'AdminBookResponse', 404: ERROR },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      staffOf(request);
      return { data: { book: await service.get(request.params.id) } } satisfies AdminBookResponse;
    },
  );

  app.put<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id',
    {
      schema: {
        ...deskDocs('Edit a book: the whole book, as the form sends it', {
          operationId: 'updateCatalogueBook',
          body: bookFormSchema,
          responses: { 200: 'AdminBookResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const book = await service.update(request.params.id, request.body, contextOf(request));
      return { data: { book } } satisfies AdminBookResponse;
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id/stock',
    {
      schema: {
        ...deskDocs(
          'Edit stock, stock state, price, discount or withdrawn in place; stock above zero e-mails the waiting shoppers',
          {
            operationId: 'patchCatalogueBookStock',
            body: stockPatchSchema,
            responses: { 200: 'AdminStockPatchResponse', 404: ERROR, 422: FIELD_ERRORS },
          },
        ),
        params: adminIdParams,
      },
    },
    async (request) => {
      const data = await service.patchStock(request.params.id, request.body, contextOf(request));
      return { data } satisfies AdminStockPatchResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id/stock-requests',
    {
      schema: {
        ...deskDocs("A book's back-in-stock requests, waiting ones first", {
          operationId: 'listCatalogueStockRequests',
          responses: { 200: 'AdminStockRequestsResponse', 404: ERROR },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      staffOf(request);
      return { data: await service.stockRequests(request.params.id) } satisfies AdminStockRequestsResponse;
    },
  );
}
