import type { AutocompleteResponse, SearchResponse } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { ADVANCED_SEARCH_QUERY, SEARCH_QUERY } from '../openapi/query-docs.js';
import { FIELD_ERRORS, routeDocs } from '../openapi/route-docs.js';
import type { AutocompleteService } from './autocomplete-service.js';
import type { SearchService } from './search-service.js';

const autocompleteQuery = {
  type: 'object',
  properties: { search: { type: 'string', maxLength: 500 } },
} as const;

export async function searchRoutes(
  app: FastifyInstance,
  opts: { autocomplete: AutocompleteService; search: SearchService },
) {
  // Before the server listens, and after anything written at start (seed, the bench's import).
  app.addHook('onReady', async () => {
    await opts.autocomplete.warmUp((err) =>
      app.log.warn({ err }, 'refreshing the stored search text failed'),
    );
    // The results page's facet values next, so they do not delay the first suggestion.
    void opts.autocomplete.warmedUp().then(() => opts.search.warmUp());
  });

  app.get<{ Querystring: { search?: string } }>(
    '/api/autocomplete',
    {
      schema: {
        ...routeDocs({
          operationId: 'autocomplete',
          summary: 'Up to ten suggestions for what is typed in the search box',
          tags: ['search'],
          responses: { 200: 'AutocompleteResponse' },
        }),
        querystring: autocompleteQuery,
      },
    },
    async (request, reply) => {
      // Suggestions may be a minute old anyway (the answer cache); the browser may keep them as
      // long, so retyping a word costs no request at all.
      reply.header('cache-control', 'public, max-age=60');
      return {
        results: await opts.autocomplete.suggest(request.query.search ?? ''),
      } satisfies AutocompleteResponse;
    },
  );

  // Parameters are read by the service, which names every bad one in a 422. Results follow
  // stock and prices, so shared caches keep them a minute at most.
  app.get(
    '/api/search',
    {
      schema: routeDocs({
        operationId: 'search',
        summary: 'Keyword search with facets, sort and pages',
        tags: ['search'],
        documentedQuery: SEARCH_QUERY,
        responses: { 200: 'SearchResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request, reply) => {
      const data = await opts.search.search(request.query as Record<string, unknown>);
      reply.header('cache-control', 'public, max-age=60');
      return { data } satisfies SearchResponse;
    },
  );

  app.get(
    '/api/search/advanced',
    {
      schema: routeDocs({
        operationId: 'advancedSearch',
        summary: 'Advanced search by title, author, publisher, ISBN, category and price',
        tags: ['search'],
        documentedQuery: ADVANCED_SEARCH_QUERY,
        responses: { 200: 'SearchResponse', 422: FIELD_ERRORS },
      }),
    },
    async (request, reply) => {
      const data = await opts.search.advanced(request.query as Record<string, unknown>);
      reply.header('cache-control', 'public, max-age=60');
      return { data } satisfies SearchResponse;
    },
  );
}
