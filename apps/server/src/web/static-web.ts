import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageMeta } from '../seo/service.js';
import { createInjectFetch } from './inject-fetch.js';
import { withRenderedPage } from './page-html.js';
import { loadWebRenderer, RENDERER_DIR } from './web-renderer.js';

const YEAR = 31_536_000;

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything else is
 * revalidated, and any other GET that wants HTML gets a page. A public page is rendered here by
 * the web app's own renderer (its Vite SSR build in `ssr/`), whose API calls are answered in
 * process by this same app, and its status is the page's (404 for what does not exist); a
 * shopper's own page gets index.html as it is and renders in the browser. Unknown /api paths
 * answer JSON 404 instead.
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
      // Source maps are built for debugging, not published: they would hand out the whole source;
      // the server renderer is the server's own code.
      allowedPath: (pathName) =>
        !pathName.endsWith('.map') && !pathName.replace(/^\/+/, '').startsWith(`${RENDERER_DIR}/`),
      // The web build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): the
      // smallest the browser accepts is sent as it is, instead of compressing on every request.
      preCompressed: true,
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
  const renderPage = hasWeb
    ? await loadWebRenderer(distDir, (err) =>
        app.log.error({ err }, 'the server renderer cannot be loaded: pages render in the browser only'),
      )
    : null;
  if (hasWeb && !renderPage) app.log.warn('no server renderer: pages render in the browser only');

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathName = url.split('?')[0] ?? '/';
    // A missing asset (or a source map, or the renderer's own files) is a 404, not a page.
    const asset =
      url.startsWith('/assets/') || url.startsWith(`/${RENDERER_DIR}/`) || pathName.endsWith('.map');
    if (url.startsWith('/api/') || url === '/api' || asset || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${pathName}` });
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Crawlers get the page's own title, description and canonical link in the head.
    const meta = options.pageMeta
      ? await options.pageMeta(pathName).catch((err: unknown) => {
          request.log.error({ err }, 'page meta failed; serving the plain page');
          return null;
        })
      : null;
    let html = meta ? withMeta(indexHtml, meta) : indexHtml;
    let status = meta?.notFound ? 404 : 200;
    if (renderPage) {
      try {
        const host = request.headers.host;
        const result = await renderPage({
          url,
          headers: host ? { host } : {},
          fetch: createInjectFetch(app, request.headers),
        });
        if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
        if (result.kind === 'page') {
          html = withRenderedPage(html, result.appHtml, result.payloadHtml);
          if (result.status !== 200) status = result.status;
        }
      } catch (err) {
        // The shell still works: the browser renders the page itself.
        request.log.error({ err, url: pathName }, 'server rendering failed; serving the shell');
      }
    }
    return reply.status(status).send(html);
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
