import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Language, languageOfPath } from '@bookshop/i18n';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../read-cache/catalogue-cache.js';
import { markPrivate } from '../security/security-headers.js';
import { defaultPageMeta, type PageMeta } from '../seo/service.js';
import { createInjectFetch } from './inject-fetch.js';
import { type CachedPage, createPageCache, type PageCacheOptions } from './page-cache.js';
import { brotliBest, encodePage, preferredEncoding } from './page-encoding.js';
import { withRenderedPage } from './page-html.js';
import { readCatalogueChunks, rememberedLanguageRedirect, withPageLanguage } from './page-language.js';
import { pageSessionToken } from './page-session-cookie.js';
import { loadWebRenderer, RENDERER_DIR } from './web-renderer.js';

const YEAR = 31_536_000;

/**
 * Serves the built web app: hashed files under /assets are cached forever, everything else is
 * revalidated, and any other GET that wants HTML gets a page. A public page is rendered here by
 * the web app's own renderer (its Vite SSR build in `ssr/`), whose API calls are answered in
 * process by this same app, and its status is the page's (404 for what does not exist). The
 * cart is rendered from the shopper's session cookie (page-session-cookie.ts) and sent no-store,
 * never kept; the other pages of a shopper's own get index.html as it is and render in the
 * browser. Unknown /api paths answer JSON 404 instead.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | null,
  options: {
    /** The page's title, description and canonical address, by its path without the language prefix. */
    pageMeta?: (path: string, language: Language) => Promise<PageMeta | null>;
    /** The shop's public address, for the `hreflang` links to each language's page. */
    publicUrl?: string;
    /** Keeps rendered public pages until the catalogue changes (page-cache.ts); none without it. */
    pageCache?: PageCacheOptions;
  } = {},
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
  const catalogueChunks = hasWeb ? readCatalogueChunks(distDir) : {};
  const renderPage = hasWeb
    ? await loadWebRenderer(distDir, (err) =>
        app.log.error({ err }, 'the server renderer cannot be loaded: pages render in the browser only'),
      )
    : null;
  if (hasWeb && !renderPage) app.log.warn('no server renderer: pages render in the browser only');

  const pages = options.pageCache ? createPageCache(options.pageCache) : null;

  /** The page as the renderer makes it (or the shell), and whether it may be kept for others. */
  async function renderedPage(request: FastifyRequest, pathName: string): Promise<PageAnswer> {
    // `/ur/...` is the Urdu page of a route: <html> says so, and the head links each language's page.
    const { language, path: routePath } = languageOfPath(pathName);
    const query = request.url.slice(pathName.length);
    const shell = withPageLanguage(
      indexHtml as string,
      language,
      routePath + query,
      options.publicUrl ?? '',
      catalogueChunks[language],
    );
    let keep = true;
    // Crawlers get the page's own title, description and canonical link in the head.
    const meta = options.pageMeta
      ? await options.pageMeta(routePath, language).catch((err: unknown) => {
          request.log.error({ err }, 'page meta failed; serving the plain page');
          keep = false;
          return null;
        })
      : null;
    // index.html's default title and description are English: a page of another language
    // without its own (the cart, a shopper's pages) gets that language's defaults instead.
    const html = meta
      ? withMeta(shell, meta)
      : language === 'en'
        ? shell
        : withTitleAndDescription(shell, defaultPageMeta(language));
    const status = meta?.notFound ? 404 : 200;
    if (!renderPage) return { kind: 'page', status, html, keep: false };
    try {
      const host = request.headers.host;
      const result = await renderPage({
        url: request.url,
        headers: host ? { host } : {},
        fetch: createInjectFetch(app, request.headers, (answer) => {
          if (!answerMayBeKept(answer)) keep = false;
        }),
        sessionToken: pageSessionToken(request.headers.cookie),
      });
      if (result.kind === 'redirect') return result;
      if (result.kind === 'shell') return { kind: 'page', status, html, keep: false };
      // A shopper's own page (with or without a session, the empty cart too) is never stored.
      if (result.private) markPrivate(request);
      const rendered = withRenderedPage(html, result.appHtml, result.payloadHtml);
      const finalStatus = result.status !== 200 ? result.status : status;
      // Only whole pages are kept: a 404 for any address typed would fill the cache with nothing.
      const mayKeep = keep && finalStatus === 200 && !result.private;
      return { kind: 'page', status: finalStatus, html: rendered, keep: mayKeep };
    } catch (err) {
      // The shell still works: the browser renders the page itself.
      request.log.error({ err, url: pathName }, 'server rendering failed; serving the shell');
      return { kind: 'page', status, html, keep: false };
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const pathName = url.split('?')[0] ?? '/';
    // A missing asset (or a source map, or the renderer's own files) is a 404, not a page.
    const asset =
      url.startsWith('/assets/') || url.startsWith(`/${RENDERER_DIR}/`) || pathName.endsWith('.map');
    if (url.startsWith('/api/') || url === '/api' || asset || request.method !== 'GET' || !indexHtml) {
      return reply.status(404).send({ error: `Not found: ${request.method} ${pathName}` });
    }
    // A shopper who reads the shop in Urdu and opens an English address gets its Urdu page.
    const inTheirLanguage = rememberedLanguageRedirect(url, request.headers.cookie);
    if (inTheirLanguage) return reply.header('cache-control', 'no-store').redirect(inTheirLanguage, 302);
    // One copy per host and address: the host is the only request header a public page depends on.
    const key = `${request.headers.host ?? ''}\u0000${url}`;
    const cached = pages?.get(key);
    if (cached) return sendPage(request, reply, 200, cached);
    const since = options.pageCache?.epoch() ?? 0;
    const answer = await renderedPage(request, pathName);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    const page = { ...(await encodePage(answer.html)), etag: weakEtag(answer.html) };
    if (answer.keep && pages) {
      pages.set(key, page, since);
      // Later visitors get it at Brotli's best; this one does not wait for that.
      const html = answer.html;
      brotliBest(html).then(
        (br) => pages.refine(key, page, br),
        (err: unknown) => request.log.warn({ err }, 'could not recompress a kept page'),
      );
    }
    return sendPage(request, reply, answer.status, page);
  });
}

type PageAnswer =
  | { kind: 'page'; status: number; html: string; keep: boolean }
  | { kind: 'redirect'; status: number; location: string };

/**
 * Whether a page made with this API answer may be kept and sent to others: public answers may,
 * private or uncacheable ones may not, and neither may failures. The site status is marked
 * no-store because it differs per host, and kept pages are per host.
 */
function answerMayBeKept(answer: { path: string; status: number; cacheControl: string }): boolean {
  if (answer.status >= 500) return false;
  if (answer.path === '/api/site-status') return true;
  return !/\b(?:private|no-store)\b/i.test(answer.cacheControl);
}

/**
 * Sends a page compressed as the browser accepts (the notFound handler is outside
 * @fastify/compress's reach, and kept pages are compressed once anyway), with a validator so a
 * revisit costs a 304.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: CachedPage) {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.status(status);
  if (encoding === 'identity') return reply.send(gunzipSync(page.gzip));
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}

function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** index.html with `tags` in place of its title (after its doctype, or before </head>, when it has none). */
function withHeadTags(html: string, tags: string): string {
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}</head>`);
  return html.replace(/^(<!doctype[^>]*>)?/i, (doctype) => `${doctype}${tags}`);
}

const titleAndDescription = (meta: Pick<PageMeta, 'title' | 'description'>) =>
  `<title>${htmlEscape(meta.title)}</title><meta name="description" content="${htmlEscape(meta.description)}" />`;

/** index.html with a title and description in place of its defaults, its other links as they are. */
export function withTitleAndDescription(html: string, meta: Pick<PageMeta, 'title' | 'description'>): string {
  return withHeadTags(html.replace(/<meta\s+name="description"[^>]*>\s*/i, ''), titleAndDescription(meta));
}

/** index.html with the page's title, description and canonical link in place of the defaults. */
export function withMeta(html: string, meta: PageMeta): string {
  const rest = html
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/i, '');
  return withHeadTags(
    rest,
    `${titleAndDescription(meta)}<link rel="canonical" href="${htmlEscape(meta.canonical)}" />`,
  );
}
