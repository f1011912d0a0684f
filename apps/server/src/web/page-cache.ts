import { LruMap } from '../lib/lru-map.js';
import type { EncodedPage } from './page-encoding.js';

/** A rendered public page as kept: compressed, with its validator. */
export interface CachedPage extends EncodedPage {
  etag: string;
}

export interface PageCacheOptions {
  /**
   * The catalogue's change count (read-cache/catalogue-cache.ts `epoch`): a page rendered before
   * the latest change may show an old price or stock, and is never served again.
   */
  epoch: () => number;
  maxEntries?: number;
  /**
   * The longest a page is kept even while the catalogue does not change: the longest the API's
   * public answers a page is made of ask to be kept (listings and search results, a minute).
   */
  lifetimeMs?: number;
  now?: () => number;
}

/**
 * Public pages as the server last rendered them, so a page asked for again costs a map lookup
 * instead of a render (a few hundred milliseconds for home under load): the time a phone waits
 * for the first byte. Public pages are the same for every shopper (the session lives only in the
 * browser), so one copy per host and address serves everyone.
 */
export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 300;
  const lifetimeMs = options.lifetimeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new LruMap<string, { page: CachedPage; epoch: number; at: number }>(maxEntries);
  const stats = { hits: 0, misses: 0 };

  return {
    stats,
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry || entry.epoch !== options.epoch() || now() - entry.at >= lifetimeMs) {
        if (entry) entries.delete(key);
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return entry.page;
    },
    /** Keeps a page rendered from data read after `since` (an epoch() taken before rendering). */
    set(key: string, page: CachedPage, since: number): void {
      if (since !== options.epoch()) return;
      entries.set(key, { page, epoch: since, at: now() });
    },
    /** Swaps in a smaller Brotli body for a kept page, if that page is still the one kept. */
    refine(key: string, page: CachedPage, br: Buffer): void {
      const entry = entries.peek(key);
      if (entry?.page === page) entry.page = { ...page, br };
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
