import type { BookRequestResponse } from '@bookshop/domain';
import { bookRequestSchema } from '@bookshop/validation';
import type { FastifyInstance } from 'fastify';
import { requestLanguage } from '../lib/request-language.js';
import { ERROR, FIELD_ERRORS, routeDocs } from '../openapi/route-docs.js';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import type { BookRequestsService } from './service.js';

export async function bookRequestsRoutes(app: FastifyInstance, opts: { requests: BookRequestsService }) {
  // The body is checked by the service, which names every bad field in a 422.
  app.post(
    '/api/book-requests',
    {
      schema: routeDocs({
        operationId: 'requestBook',
        summary: 'Ask the shop to find a book it does not list',
        tags: ['requests'],
        body: bookRequestSchema,
        responses: { 201: 'BookRequestResponse', 422: FIELD_ERRORS, 429: ERROR },
      }),
      bodyLimit: 16 * 1024,
      onRequest: anonymousWriteLimit(app, 'book-request'),
    },
    async (request, reply) => {
      const { request: saved, message } = await opts.requests.submit(request.body, requestLanguage(request));
      return reply.status(201).send({ data: { request: saved }, message } satisfies BookRequestResponse);
    },
  );
}
