import { type AdminHomeLayoutResponse, CATALOGUE_API_PATHS } from '@bookshop/domain';
import { homeBannerSchema, homeRowSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { HomeDeskService } from './service.js';

/** The home page's banners and rows (owner, catalogue). Every answer is the whole layout. */
export async function homeDeskRoutes(app: FastifyInstance, opts: { home: HomeDeskService }) {
  const { home } = opts;
  const answer = (data: AdminHomeLayoutResponse['data']) => ({ data }) satisfies AdminHomeLayoutResponse;
  const withId = { params: adminIdParams };

  app.get(
    CATALOGUE_API_PATHS.home,
    {
      schema: deskDocs('The home page’s banners and rows, shown and hidden, in order', {
        operationId: 'getCatalogueHomeLayout',
        responses: { 200: 'AdminHomeLayoutResponse' },
      }),
    },
    async (request) => {
      staffOf(request);
      return answer(await home.layout());
    },
  );

  app.post(
    CATALOGUE_API_PATHS.homeBanners,
    {
      schema: deskDocs('Add a home page banner', {
        operationId: 'addCatalogueHomeBanner',
        body: homeBannerSchema,
        responses: { 200: 'AdminHomeLayoutResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request) => answer(await home.addBanner(request.body, contextOf(request))),
  );

  app.put<{ Params: { id: number } }>(
    '/api/admin/catalogue/home/banners/:id',
    {
      schema: {
        ...deskDocs('Edit, hide, show or move a home page banner', {
          operationId: 'updateCatalogueHomeBanner',
          body: homeBannerSchema,
          responses: { 200: 'AdminHomeLayoutResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        ...withId,
      },
    },
    async (request) => answer(await home.updateBanner(request.params.id, request.body, contextOf(request))),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/catalogue/home/banners/:id',
    {
      schema: {
        ...deskDocs('Remove a home page banner', {
          operationId: 'removeCatalogueHomeBanner',
          responses: { 200: 'AdminHomeLayoutResponse', 404: ERROR },
        }),
        ...withId,
      },
    },
    async (request) => answer(await home.removeBanner(request.params.id, contextOf(request))),
  );

  app.post(
    CATALOGUE_API_PATHS.homeRows,
    {
      schema: deskDocs('Add a row of books to the home page', {
        operationId: 'addCatalogueHomeRow',
        body: homeRowSchema,
        responses: { 200: 'AdminHomeLayoutResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request) => answer(await home.addRow(request.body, contextOf(request))),
  );

  app.put<{ Params: { id: number } }>(
    '/api/admin/catalogue/home/rows/:id',
    {
      schema: {
        ...deskDocs('Edit, hide, show or move a home page row', {
          operationId: 'updateCatalogueHomeRow',
          body: homeRowSchema,
          responses: { 200: 'AdminHomeLayoutResponse', 404: ERROR, 422: FIELD_ERRORS },
        }),
        ...withId,
      },
    },
    async (request) => answer(await home.updateRow(request.params.id, request.body, contextOf(request))),
  );

  app.delete<{ Params: { id: number } }>(
    '/api/admin/catalogue/home/rows/:id',
    {
      schema: {
        ...deskDocs('Remove a home page row', {
          operationId: 'removeCatalogueHomeRow',
          responses: { 200: 'AdminHomeLayoutResponse', 404: ERROR },
        }),
        ...withId,
      },
    },
    async (request) => answer(await home.removeRow(request.params.id, contextOf(request))),
  );
}
