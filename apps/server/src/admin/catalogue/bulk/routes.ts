import {
  CATALOGUE_API_PATHS,
  type CatalogueImportJobResponse,
  type PriceStockUpdateResponse,
} from '@bookshop/domain';
import { bookListQuerySchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../../accounts/validate-body.js';
import { ERROR, FIELD_ERRORS, UNPROCESSABLE } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { BOOK_LIST_QUERY } from '../books/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { BulkService } from './service.js';

/** Bulk work (owner, catalogue): CSV import with progress, prices and stock by CSV, the catalogue as CSV. */
export async function bulkRoutes(app: FastifyInstance, opts: { bulk: BulkService }) {
  const { bulk } = opts;

  app.post(
    CATALOGUE_API_PATHS.imports,
    {
      schema: deskDocs(
        'Start a catalogue import (multipart field file: goodbooks columns, or the export’s); answers the job to follow',
        {
          operationId: 'startCatalogueImport',
          responses: { 202: 'CatalogueImportJobResponse', 409: ERROR, 422: UNPROCESSABLE },
        },
      ),
    },
    async (request, reply) => {
      const job = await bulk.startImport(request, contextOf(request), (err) =>
        request.log.error({ err }, 'catalogue import failed'),
      );
      reply.status(202);
      return { data: { job } } satisfies CatalogueImportJobResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/admin/catalogue/imports/:id',
    {
      schema: {
        ...deskDocs('Where an import is: rows read of those expected, then its report', {
          operationId: 'getCatalogueImport',
          responses: { 200: 'CatalogueImportJobResponse', 404: ERROR },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      staffOf(request);
      return { data: { job: await bulk.job(request.params.id) } } satisfies CatalogueImportJobResponse;
    },
  );

  app.post(
    CATALOGUE_API_PATHS.priceStock,
    {
      schema: deskDocs(
        'Prices, discounts and stock by ISBN from a CSV (multipart field file); bad rows reported, none of them written',
        {
          operationId: 'updateCataloguePricesAndStock',
          responses: { 200: 'PriceStockUpdateResponse', 422: UNPROCESSABLE },
        },
      ),
    },
    async (request) => {
      const data = await bulk.priceStock(request, contextOf(request));
      return { data } satisfies PriceStockUpdateResponse;
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    CATALOGUE_API_PATHS.export,
    {
      schema: deskDocs('The catalogue as CSV, streamed, with the book list’s filters', {
        operationId: 'exportCatalogue',
        documentedQuery: BOOK_LIST_QUERY,
        responses: {
          200: { media: 'text/csv', description: 'The catalogue, one book a line.' },
          422: FIELD_ERRORS,
        },
      }),
    },
    async (request, reply) => {
      staffOf(request);
      const query = validateBody(bookListQuerySchema, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
        .send(bulk.exportCsv(query));
    },
  );
}
