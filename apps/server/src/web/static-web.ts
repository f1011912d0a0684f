import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageMeta } from '../seo/service.js';

const YEAR = 31_536_000;

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything else is
 * revalidated, and any other GET that wants HTML gets index.html so client routes work on reload.
 * Unknown /api paths answer JSON 404 instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  options: { pageMeta?: (path: string) => Promise<PageMeta | null> } = {},
): Promise<void> {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route per built file: any other path (including '/') falls through to the SPA fallback.
      wildcard: false,
      index: false,
      // Source maps are built for debugging, not published: they would hand out the whole source.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
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
    // A missing asset (or a source map) is a 404, not the app's page with a 200.
    const asset = url.startsWith('/assets/') || url.split('?')[0]?.endsWith('.map');
    if (url.startsWith('/api/') || url === '/api' || asset || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${url.split('?')[0]}` });
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!options.pageMeta) return reply.send(indexHtml);
    // Crawlers that do not run JavaScript still get the page's own title and description.
    return options.pageMeta(url.split('?')[0] ?? '/').then(
      (meta) =>
        meta
          ? reply.status(meta.notFound ? 404 : 200).send(withMeta(indexHtml, meta))
          : reply.send(indexHtml),
      (err: unknown) => {
        request.log.error({ err }, 'page meta failed; serving the plain page');
        return reply.send(indexHtml);
      },
    );
  });
}

function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html with the page's title, description and canonical link in place of the defaults. */
export function withMeta(html: string, meta: PageMeta): string {
  const tags =
    `<title>${htmlEscape(meta.title)}</title>` +
    `<meta name="description" content="${htmlEscape(meta.description)}" />` +
    `<link rel="canonical" href="${htmlEscape(meta.canonical)}" />`;
  const rest = html
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/i, '');
  if (/<title>[\s\S]*?<\/title>/i.test(rest)) return rest.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  if (/<\/head>/i.test(rest)) return rest.replace(/<\/head>/i, () => `${tags}</head>`);
  return rest.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tags}`);
}
