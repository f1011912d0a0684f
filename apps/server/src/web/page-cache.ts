import { SizedLru } from '../read-cache/sized-lru.js';
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
  /** The memory kept pages may take, both compressed bodies counted (PAGE_CACHE_MB); 16 MB unless given. */
  maxBytes?: number;
  /**
   * The longest a page is kept even while the catalogue does not change: the longest the API's
   * public answers a page is made of ask to be kept (listings and search results, a minute).
   */
  lifetimeMs?: number;
  now?: () => number;
}

/** What a kept page costs besides its bodies, key and validator: the map entry and records. */
const ENTRY_OVERHEAD_BYTES = 200;

type Entry = { page: CachedPage; epoch: number; at: number };

/** The memory a kept page holds: both compressed bodies (the HTML itself is not kept), key and ETag. */
function entryBytes(key: string, entry: Entry): number {
  return (
    ENTRY_OVERHEAD_BYTES +
    key.length +
    entry.page.br.byteLength +
    entry.page.gzip.byteLength +
    entry.page.etag.length
  );
}

/**
 * Public pages as the server last rendered them, so a page asked for again costs a map lookup
 * instead of a render (a few hundred milliseconds for home under load): the time a phone waits
 * for the first byte. Public pages are the same for every shopper (the session lives only in the
 * browser), so one copy per host and address serves everyone.
 */
export function createPageCache(options: PageCacheOptions) {
  // A page is 20-40 KB compressed both ways (home: 12 KB Brotli, 16 KB gzip): 16 MB keeps some
  // five hundred, more than the shop's public pages shoppers ask for within a minute.
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const lifetimeMs = options.lifetimeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const entries = new SizedLru<string, Entry>(maxBytes, entryBytes);
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
      // Kept again, so the memory it holds is measured anew.
      if (entry?.page === page) entries.set(key, { ...entry, page: { ...page, br } });
    },
    get size(): number {
      return entries.size;
    },
    /** The memory the kept pages hold. */
    get bytes(): number {
      return entries.bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
