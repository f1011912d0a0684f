import type { NotifyMeResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { anonymousWriteLimit } from '../security/anonymous-write-limit.js';
import type { BackInStockService } from './service.js';

/** `POST /api/books/notify-when-available`: anyone may ask, so it is rate limited per address. */
export async function backInStockRoutes(app: FastifyInstance, opts: { backInStock: BackInStockService }) {
  app.post(
    '/api/books/notify-when-available',
    { bodyLimit: 4 * 1024, onRequest: anonymousWriteLimit(app, 'notify-me') },
    async (request, reply) => {
      const answer = await opts.backInStock.request(request.body);
      return reply.status(201).send(answer satisfies NotifyMeResponse);
    },
  );
}
