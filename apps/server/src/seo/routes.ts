import type { FastifyInstance } from 'fastify';
import type { SeoService } from './service.js';

export async function seoRoutes(app: FastifyInstance, opts: { seo: SeoService }) {
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await opts.seo.sitemapXml();
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(opts.seo.robotsTxt()),
  );
}
