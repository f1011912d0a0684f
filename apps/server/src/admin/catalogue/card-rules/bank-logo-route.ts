import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { routeDocs } from '../../../openapi/route-docs.js';
import { createUploadedImagesRepository } from '../covers/repository.js';

const KEY = /^([a-z0-9-]{1,80})\.webp$/;
const ONE_YEAR = 31_536_000;

/**
 * `GET /images/bank-logos/{key}.webp`: a bank logo uploaded on the catalogue desk, public (the
 * `/card-discounts` page shows it). Each upload has a new key, so an address never changes what
 * it shows and may be cached for a year.
 */
export async function bankLogoRoute(app: FastifyInstance, opts: { db: Database }) {
  const images = createUploadedImagesRepository(opts.db);
  app.get<{ Params: { file: string } }>(
    '/images/bank-logos/:file',
    {
      schema: routeDocs({
        operationId: 'bankLogo',
        summary: 'A bank logo uploaded with a card discount rule (WebP)',
        tags: ['payments'],
        responses: { 200: { media: 'image/webp', description: 'The logo.' }, 404: 'ApiErrorBody' },
      }),
    },
    async (request, reply) => {
      const key = KEY.exec(request.params.file)?.[1];
      const image = key ? await images.logo(key) : null;
      if (!image) return reply.status(404).send({ error: 'Image not found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .send(image);
    },
  );
}
