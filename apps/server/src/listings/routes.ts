import type { HighDiscountCategoriesResponse, HomeResponse, ListingResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { LISTING_QUERY } from '../openapi/query-docs.js';
import { ERROR, routeDocs, UNPROCESSABLE } from '../openapi/route-docs.js';
import type { ListingsService } from './service.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Listings change with stock; a minute of shared caching keeps them fresh enough. */
const SHORT_CACHE = 'public, max-age=60';

export async function listingsRoutes(app: FastifyInstance, opts: { listings: ListingsService }) {
  app.get<{ Params: { id: number } }>(
    '/api/categories/:id/books',
    {
      schema: {
        ...routeDocs({
          operationId: 'categoryBooks',
          summary: 'A category listing (the whole subtree), in stock with instock=1',
          tags: ['catalogue'],
          documentedQuery: LISTING_QUERY,
          responses: { 200: 'ListingResponse', 404: ERROR, 422: UNPROCESSABLE },
        }),
        params: idParams,
      },
    },
    async (request, reply) => {
      const data = await opts.listings.categoryBooks(
        request.params.id,
        request.query as Record<string, unknown>,
      );
      reply.header('cache-control', SHORT_CACHE);
      return { data } satisfies ListingResponse;
    },
  );

  app.get(
    '/api/high-discount-categories',
    {
      schema: routeDocs({
        operationId: 'highDiscountCategories',
        summary: 'Categories with high-discount items, popular and all',
        tags: ['catalogue'],
        responses: { 200: 'HighDiscountCategoriesResponse' },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { data: await opts.listings.highDiscountCategories() } satisfies HighDiscountCategoriesResponse;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/high-discount-categories/:id/books',
    {
      schema: {
        ...routeDocs({
          operationId: 'highDiscountBooks',
          summary: 'High-discount items of a category',
          tags: ['catalogue'],
          documentedQuery: LISTING_QUERY,
          responses: { 200: 'ListingResponse', 404: ERROR, 422: UNPROCESSABLE },
        }),
        params: idParams,
      },
    },
    async (request) =>
      ({
        data: await opts.listings.highDiscountBooks(
          request.params.id,
          request.query as Record<string, unknown>,
        ),
      }) satisfies ListingResponse,
  );

  app.get(
    '/api/home',
    {
      schema: routeDocs({
        operationId: 'home',
        summary: 'The rows of the home page',
        tags: ['catalogue'],
        responses: { 200: 'HomeResponse' },
      }),
    },
    async (_request, reply) => {
      reply.header('cache-control', SHORT_CACHE);
      return { data: await opts.listings.home() } satisfies HomeResponse;
    },
  );
}
