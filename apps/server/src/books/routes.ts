import type { BookListResponse, BookResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../lib/errors.js';
import { ERROR, routeDocs } from '../openapi/route-docs.js';
import type { BooksRepository } from './repository.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 24 },
    offset: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
  },
} as const;

export async function booksRoutes(app: FastifyInstance, opts: { books: BooksRepository }) {
  app.get<{ Params: { id: number } }>(
    '/api/books/:id',
    {
      schema: {
        ...routeDocs({
          operationId: 'getBook',
          summary: 'One book with every detail',
          tags: ['catalogue'],
          responses: { 200: 'BookResponse', 404: ERROR },
        }),
        params: idParams,
      },
    },
    async (request) => {
      const book = await opts.books.findById(request.params.id);
      if (!book) throw new NotFoundError('Book not found');
      return { data: { book } } satisfies BookResponse;
    },
  );

  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/api/books',
    {
      schema: {
        ...routeDocs({
          operationId: 'listBooks',
          summary: 'Books, newest first, a page at a time',
          tags: ['catalogue'],
          responses: { 200: 'BookListResponse' },
        }),
        querystring: listQuery,
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const page = await opts.books.listNewest(limit, offset);
      return { data: page } satisfies BookListResponse;
    },
  );
}
