import { COVER_VERSION, readCoverWidth } from '@bookshop/domain';
import type { FastifyInstance } from 'fastify';
import { ERROR, routeDocs } from '../openapi/route-docs.js';
import type { CoverStore } from './cover-store.js';

const ONE_DAY = 86_400;
const ONE_YEAR = 31_536_000;

/** `{picname}.webp` -> picname, or null for any other file name. */
function picnameOf(file: string): string | null {
  return file.endsWith('.webp') ? file.slice(0, -'.webp'.length) : null;
}

export async function imageRoutes(app: FastifyInstance, opts: { covers: CoverStore }) {
  app.get<{ Params: { file: string } }>(
    '/images/:file',
    {
      schema: routeDocs({
        operationId: 'coverImage',
        summary: 'A cover image (WebP), or the placeholder',
        tags: ['catalogue'],
        responses: { 200: { media: 'image/webp', description: 'The cover.' }, 404: ERROR },
      }),
    },
    async (request, reply) => {
      const picname = picnameOf(request.params.file);
      if (picname === null) return reply.status(404).send({ error: 'Image not found' });
      const image =
        picname === 'placeholder' ? await opts.covers.placeholder() : await opts.covers.cover(picname);
      if (!image) return reply.status(404).send({ error: 'Image not found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${ONE_DAY}`)
        .send(image);
    },
  );

  // The addresses the web app's srcset names (domain coverUrl): the version in the address changes
  // whenever covers are made differently, so a browser may keep each one for a year untouched.
  app.get<{ Params: { version: string; width: string; file: string } }>(
    '/images/:version/:width/:file',
    {
      schema: routeDocs({
        operationId: 'coverImageAtWidth',
        summary: 'A cover image (WebP) in one of the served widths (160, 320, 480), cached for a year',
        tags: ['catalogue'],
        responses: { 200: { media: 'image/webp', description: 'The cover at that width.' }, 404: ERROR },
      }),
    },
    async (request, reply) => {
      const { version, width: rawWidth, file } = request.params;
      const width = readCoverWidth(rawWidth);
      const picname = picnameOf(file);
      if (version !== `v${COVER_VERSION}` || width === null || picname === null) {
        return reply.status(404).send({ error: 'Image not found' });
      }
      const image = await opts.covers.cover(picname, width);
      if (!image) return reply.status(404).send({ error: 'Image not found' });
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${ONE_YEAR}, immutable`)
        .send(image);
    },
  );
}
