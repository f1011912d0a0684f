import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the server serves the back office (apps/admin, built with Vite's `base: '/admin/'`). */
export const ADMIN_PREFIX = '/admin';

const YEAR = 31_536_000;

/**
 * Serves the built back office under /admin: its hashed files under /admin/assets are cached
 * forever, and every other address under /admin gets its index.html, which renders the page in
 * the browser (a client-rendered app: the server renders none of it). The HTML is `no-store`: it
 * is the door to staff pages, and a new release must reach the next visit. A missing asset or
 * source map is a 404, never the page. Nothing is registered without a built app.
 */
export async function registerAdminApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  if (distDir === null || !existsSync(path.join(distDir, 'index.html'))) return;
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: `${ADMIN_PREFIX}/`,
    // The storefront's registration decorates the reply already.
    decorateReply: false,
    // One route per built file; any other address falls to the page route below.
    wildcard: false,
    index: false,
    // Source maps are built for debugging, not published: they would hand out the whole source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // The build writes .br and .gz beside each asset (apps/admin/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = path.relative(distDir, filePath);
      res.setHeader(
        'cache-control',
        rel.startsWith(`assets${path.sep}`)
          ? `public, max-age=${YEAR}, immutable`
          : rel === 'index.html'
            ? 'no-store'
            : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const sendPage = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(indexHtml);

  app.get(ADMIN_PREFIX, { schema: { hide: true } }, (_request, reply) => sendPage(reply));
  app.get<{ Params: { '*': string } }>(`${ADMIN_PREFIX}/*`, { schema: { hide: true } }, (request, reply) => {
    const rest = request.params['*'];
    if (rest.startsWith('assets/') || rest.endsWith('.map')) {
      return reply.status(404).send({ error: `Not found: GET ${request.url.split('?')[0]}` });
    }
    return sendPage(reply);
  });
}
