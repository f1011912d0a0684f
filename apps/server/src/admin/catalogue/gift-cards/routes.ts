import {
  type AdminGiftCardResponse,
  type AdminGiftCardsResponse,
  CATALOGUE_API_PATHS,
} from '@bookshop/domain';
import { giftCardVoidSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { ERROR, FIELD_ERRORS } from '../../../openapi/route-docs.js';
import { adminIdParams, PAGE_QUERY } from '../../../staff/routes.js';
import { staffOf } from '../../../staff/staff-guard.js';
import { contextOf } from '../../orders/routes.js';
import { deskDocs } from '../desk-docs.js';
import type { DeskGiftCardsService } from './service.js';

/** Gift cards (owner, catalogue): list with state and remaining value; void an active card. */
export async function deskGiftCardsRoutes(app: FastifyInstance, opts: { giftCards: DeskGiftCardsService }) {
  app.get<{ Querystring: Record<string, unknown> }>(
    CATALOGUE_API_PATHS.giftCards,
    {
      schema: deskDocs('Gift cards, newest first, with state and what is left to spend (never the code)', {
        operationId: 'listCatalogueGiftCards',
        documentedQuery: {
          ...PAGE_QUERY,
          properties: {
            ...PAGE_QUERY.properties,
            state: { type: 'string', enum: ['pending', 'declined', 'active', 'redeemed', 'void'] },
            q: { type: 'string', maxLength: 100 },
          },
        },
        responses: { 200: 'AdminGiftCardsResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request) => {
      staffOf(request);
      return { data: await opts.giftCards.list(request.query) } satisfies AdminGiftCardsResponse;
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/admin/catalogue/gift-cards/:id/void',
    {
      schema: {
        ...deskDocs('Void a paid gift card nobody has spent, with the reason', {
          operationId: 'voidCatalogueGiftCard',
          body: giftCardVoidSchema,
          responses: { 200: 'AdminGiftCardResponse', 404: ERROR, 409: ERROR, 422: FIELD_ERRORS },
        }),
        params: adminIdParams,
      },
    },
    async (request) => {
      const card = await opts.giftCards.void(request.params.id, request.body, contextOf(request));
      return { data: { gift_card: card } } satisfies AdminGiftCardResponse;
    },
  );
}
