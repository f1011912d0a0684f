import type { NotifyMeResponse } from '@bookshop/domain';
import { notifyMeRequestSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../lib/request-language.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import type { BackInStockService } from './service.js';

/** `POST /api/books/notify-when-available`: anyone may ask, so it is rate limited per address. */
export async function backInStockRoutes(app: FastifyInstance, opts: { backInStock: BackInStockService }) {
  app.post(
    '/api/books/notify-when-available',
    {
      schema: routeDocs({
        operationId: 'notifyWhenAvailable',
        summary: 'Ask for an e-mail when a book is back in stock',
        tags: ['requests'],
        body: notifyMeRequestSchema,
        responses: { 201: 'NotifyMeResponse', 404: ERROR, 422: UNPROCESSABLE, 429: ERROR },
      }),
      bodyLimit: 4 * 1024,
      onRequest: anonymousWriteLimit(app, 'notify-me'),
    },
    async (request, reply) => {
      const answer = await opts.backInStock.request(request.body, requestLanguage(request));
      return reply.status(201).send(answer satisfies NotifyMeResponse);
    },
  );
}
