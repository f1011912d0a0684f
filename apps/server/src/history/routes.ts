import type { RecentHistoryResponse } from '@bookshop/domain';
import { recordViewSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../accounts/validate-body.js';
import { requireShopper } from '../auth/request-auth.js';
import { cartOwnerOf } from '../cart/cart-owner.js';
import { NotFoundError } from '../lib/errors.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { markPrivate } from '../security/security-headers.js';
import type { HistoryRepository } from './repository.js';

/** Books shown in the home page's recent history. */
export const HISTORY_SHOWN = 12;

/**
 * Recent history: the book page records a view, the home page lists them. Someone without any
 * token has no history yet, which is an empty list rather than an error on the home page.
 */
export async function historyRoutes(app: FastifyInstance, opts: { history: HistoryRepository }) {
  app.get(
    '/api/recent-history',
    {
      schema: routeDocs({
        operationId: 'recentHistory',
        summary: 'Books the shopper looked at lately',
        description: 'Without a token (or with an unknown one) the list is empty.',
        tags: ['catalogue'],
        security: 'optional',
        responses: { 200: 'RecentHistoryResponse' },
      }),
    },
    async (request) => {
      markPrivate(request);
      const books = request.auth ? await opts.history.recent(cartOwnerOf(request.auth), HISTORY_SHOWN) : [];
      return { data: { books } } satisfies RecentHistoryResponse;
    },
  );

  app.post(
    '/api/recent-history',
    {
      schema: routeDocs({
        operationId: 'recordView',
        summary: 'Record a book the shopper looked at',
        tags: ['catalogue'],
        security: 'shopper',
        body: recordViewSchema,
        responses: { 204: null, 404: ERROR, 422: UNPROCESSABLE },
      }),
    },
    async (request, reply) => {
      const owner = cartOwnerOf(requireShopper(request));
      const { bookId } = validateBody(recordViewSchema, request.body);
      if (!(await opts.history.recordView(owner, bookId))) throw new NotFoundError('Book not found');
      return reply.status(204).send();
    },
  );
}
