import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';
import { CATALOG_CHANGES_CHANNEL, listenToOwnChanges } from '../db/change-channels.js';
import type { DatabaseHandle } from '../db/client.js';
import { withResponses } from '../openapi/responses.js';
import { answerBody, type CatalogueCache, createCatalogueCache, weakEtag } from './catalogue-cache.js';

/**
 * The public catalogue reads served from the cache: a book page (tagged with its book) and the
 * lists (home, listings, menu, newest). Nothing private is among them: none reads the caller,
 * and an answer marked private or no-store is never kept.
 */
const CACHED_ROUTES: Record<string, 'book' | 'list'> = {
  '/api/books/:id': 'book',
  '/api/books': 'list',
  '/api/home': 'list',
  '/api/categories/menu': 'list',
  '/api/categories/:id/books': 'list',
  '/api/high-discount-categories': 'list',
  '/api/high-discount-categories/:id/books': 'list',
};

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((tag) => tag.trim() === etag);
}

function bookIdOf(request: FastifyRequest): number | null {
  const id = Number((request.params as { id?: unknown }).id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function listOf<T>(existing: T | T[] | undefined): T[] {
  if (existing === undefined) return [];
  return Array.isArray(existing) ? existing : [existing];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue read cache (stats for the bench and for tests waiting on an invalidation). */
    catalogueCache: CatalogueCache;
  }
}

export interface CatalogueCacheOptions {
  database: DatabaseHandle;
  /** The memory the kept answers may take (READ_CACHE_MB); the default is DEFAULT_READ_CACHE_BYTES. */
  maxBytes?: number;
}

/**
 * Serves the cached catalogue reads with ETag / 304, and keeps the cache right by listening to
 * the database's change announcements (LISTEN/NOTIFY on PostgreSQL, relayed by the database
 * thread on PGlite), which reach every replica whoever made the change. Must be registered
 * after @fastify/compress and before the routes: its hooks are attached to each cached route,
 * so they run after the global ones (maintenance, security headers) and before compression.
 */
export async function registerCatalogueCache(
  app: FastifyInstance,
  options: CatalogueCacheOptions,
): Promise<CatalogueCache> {
  const cache = createCatalogueCache(options.maxBytes);
  const readSince = new WeakMap<FastifyRequest, number>();
  const stopListening = await listenToOwnChanges(options.database, CATALOG_CHANGES_CHANNEL, (change) =>
    cache.changed(change),
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });
  app.decorate('catalogueCache', cache);

  const serveFromCache: onRequestHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const hit = cache.get(request.url);
    if (!hit) {
      readSince.set(request, cache.epoch());
      // Public, and worth revalidating with the ETag every time: the answer is always current.
      // A route that states its own caching (listings: a minute) overrides this.
      reply.header('cache-control', 'public, no-cache');
      return;
    }
    reply.headers(hit.headers).header('etag', hit.etag);
    if (matchesEtag(request.headers['if-none-match'], hit.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  };

  /** Keeps a freshly read answer, unless it is private or not about one book when it should be. */
  const keep = (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'book' | 'list',
    payload: string,
    etag: string,
    since: number,
  ) => {
    // A cache that keeps nothing (READ_CACHE_MB=0) is not handed a copy of every answer.
    if (cache.stats.maxBytes === 0) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (/no-store|private/i.test(cacheControl)) return;
    const bookId = kind === 'book' ? bookIdOf(request) : null;
    if (kind === 'book' && bookId === null) return;
    const headers: Record<string, string> = cacheControl ? { 'cache-control': cacheControl } : {};
    cache.set(request.url, bookId, { body: answerBody(payload), etag, headers }, since);
  };

  const keepAnswer =
    (kind: 'book' | 'list'): onSendHookHandler =>
    async (request, reply, payload) => {
      const since = readSince.get(request);
      if (since === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = weakEtag(payload);
      reply.header('etag', etag);
      keep(request, reply, kind, payload, etag, since);
      // A miss (the entry was dropped by a change, or never kept) still answers 304 when the
      // client holds exactly this answer: a dropped entry does not mean a changed answer.
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304).removeHeader('content-type');
        return '';
      }
      return payload;
    };

  app.addHook('onRoute', (route) => {
    const kind = CACHED_ROUTES[route.url];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!kind || !methods.includes('GET') || methods.length !== 1) return;
    route.onRequest = [...listOf(route.onRequest), serveFromCache];
    route.schema = withResponses(route.schema, {
      304: { description: 'Not modified: the `ETag` given in `If-None-Match` is still current.' },
    });
    // Before @fastify/compress's own onSend: the answer is kept as the JSON text, not gzip.
    route.onSend = [keepAnswer(kind), ...listOf(route.onSend)];
  });
  return cache;
}
