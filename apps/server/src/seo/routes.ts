import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../openapi/route-docs.js';
import type { SeoService } from './service.js';

export async function seoRoutes(app: FastifyInstance, opts: { seo: SeoService }) {
  app.get(
    '/sitemap.xml',
    {
      schema: routeDocs({
        operationId: 'sitemap',
        summary: 'Sitemap of every public page, category and book',
        tags: ['site'],
        responses: { 200: { media: 'application/xml', description: 'The sitemap (sitemaps.org).' } },
      }),
    },
    async (_request, reply) => {
      const xml = await opts.seo.sitemapXml();
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: routeDocs({
        operationId: 'robots',
        summary: 'Rules for crawlers',
        tags: ['site'],
        responses: { 200: { media: 'text/plain', description: 'robots.txt' } },
      }),
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(opts.seo.robotsTxt()),
  );
}
