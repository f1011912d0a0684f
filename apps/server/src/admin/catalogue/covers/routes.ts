import type { AdminBookResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { CoversService } from './service.js';

/** A book's cover (owner, catalogue): upload one, or go back to the generated cover. */
export async function coversRoutes(app: FastifyInstance, opts: { covers: CoversService }) {
  app.post<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id/cover',
    {
      schema: {
        ...deskDocs(
          'Upload a cover (multipart field cover: JPEG, PNG or WebP, 8 MB and 40 megapixels at most)',
          {
            operationId: 'uploadCatalogueBookCover',
            responses: { 200: 'AdminBookResponse', 404: ERROR, 422: FIELD_ERRORS },
          },
        ),
        params: adminIdParams,
      },
    },
    async (request) => {
      const book = await opts.covers.upload(request.params.id, request, contextOf(request));
      return { data: { book } } satisfies AdminBookResponse;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/catalogue/books/:id/cover',
    {
      schema: {
        ...deskDocs('Remove the uploaded cover: the generated one is shown again', {
          operationId: 'removeCatalogueBookCover',
          responses: { 200: 'AdminBookResponse', 404: ERROR },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const book = await opts.covers.remove(request.params.id, contextOf(request));
      return { data: { book } } satisfies AdminBookResponse;
    },
  );
}
