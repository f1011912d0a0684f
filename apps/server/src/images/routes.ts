import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../openapi/route-docs.js';
import type { CoverStore } from './cover-store.js';

const ONE_DAY = 86_400;

export async function imageRoutes(app: FastifyInstance, opts: { covers: CoverStore }) {
  app.get<{ Params: { file: string } }>(
    '/images/:file',
    { schema: routeDocs({ summary: 'A cover image (WebP), or the placeholder', tags: ['catalogue'] }) },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith('.webp')) return reply.status(404).send({ error: 'Image not found' });
      const picname = file.slice(0, -'.webp'.length);
      const image =
        picname === 'placeholder' ? await opts.covers.placeholder() : await opts.covers.cover(picname);
      if (!image) return reply.status(404).send({ error: 'Image not found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .send(image);
    },
  );
}
