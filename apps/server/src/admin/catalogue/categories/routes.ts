import { type AdminCategoryTreeResponse, CATALOGUE_API_PATHS } from '@bookshop/domain';
import { categoryPatchSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { DeskCategoriesService } from './service.js';

/** The category tree (owner, catalogue): read it; rename, hide, move or reorder a category. */
export async function deskCategoriesRoutes(
  app: FastifyInstance,
  opts: { categories: DeskCategoriesService },
) {
  app.get(
    CATALOGUE_API_PATHS.categories,
    {
      schema: deskDocs('The category tree, hidden categories too, with the books under each', {
        operationId: 'listCatalogueCategories',
        responses: { 200: 'AdminCategoryTreeResponse' },
      }),
    },
    async (request) => {
      staffOf(request);
      return { data: { categories: await opts.categories.tree() } } satisfies AdminCategoryTreeResponse;
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/api/admin/catalogue/categories/:id',
    {
      schema: {
        ...deskDocs('Rename, hide or show, move or reorder a category; answers the whole tree', {
          operationId: 'updateCatalogueCategory',
          body: categoryPatchSchema,
          responses: { 200: 'AdminCategoryTreeResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const tree = await opts.categories.patch(request.params.id, request.body, contextOf(request));
      return { data: { categories: tree } } satisfies AdminCategoryTreeResponse;
    },
  );
}
