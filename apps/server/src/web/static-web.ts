import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR = 31_536_000;

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything else is
 * revalidated, and any other GET that wants HTML gets index.html so client routes work on reload.
 * Unknown /api paths answer JSON 404 instead.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file: any other path (including '/') falls through to the SPA fallback.
      wildcard: false,
      index: false,
      // Our own setHeaders decides caching; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        res.setHeader(
          'cache-control',
          rel.startsWith(`assets${path.sep}`)
            ? `public, max-age=${YEAR}, immutable`
            : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }
  const indexHtml = hasWeb ? await readFile(path.join(distDir, 'index.html'), 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url.split('?')[0]}` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
