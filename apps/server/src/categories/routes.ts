import type { CategoryMenuResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../openapi/route-docs.js';
import type { CategoriesRepository } from './repository.js';

export async function categoriesRoutes(app: FastifyInstance, opts: { categories: CategoriesRepository }) {
  app.get(
    '/api/categories/menu',
    {
      schema: routeDocs({
        operationId: 'categoryMenu',
        summary: 'The category tree as menu groups (with level-2 sections)',
        tags: ['catalogue'],
        responses: { 200: 'CategoryMenuResponse' },
      }),
    },
    async (_request, reply) => {
      const groups = await opts.categories.menu();
      // The tree changes rarely; a short shared cache spares every page view a query.
      reply.header('cache-control', 'public, max-age=300');
      return { data: { groups } } satisfies CategoryMenuResponse;
    },
  );
}
