import { hash } from 'node:crypto';
import { idsOfChange } from '../db/change-channels.js';
import { SizedLru } from './sized-lru.js';

/** READ_CACHE_MB's default: 64 MiB hold about 25,000 book pages (2-3 KB of JSON each). */
export const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * What keeping one answer costs beyond its measured bytes (body, key, ETag, headers): the map's
 * slot, the entry and answer objects and the Buffer's own object, rounded up.
 */
export const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Serialized catalogue answers (book, home, listings, menu) kept in process, so a hot read is a
 * map lookup instead of a database round trip. Correctness comes from invalidation, not from
 * expiry: the database announces every change to books and categories (migration 0010), and an
 * answer is dropped as soon as anything it was made of changes.
 */
export interface CachedAnswer {
  /** The JSON as sent, encoded once when kept: its size is exact and a hit sends it as it is. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export interface CatalogueCache {
  get(key: string): CachedAnswer | undefined;
  /**
   * Stores an answer computed from data read after `since` (see epoch()): if any change was
   * announced meanwhile the answer may be stale and is not kept, nor is one larger than the
   * whole budget. Whether it was kept.
   */
  set(key: string, bookId: number | null, answer: CachedAnswer, since: number): boolean;
  /** Changes seen so far; taken before a read starts. */
  epoch(): number;
  /** Applies one announcement: 'books:1,2,3' or '*'. */
  changed(payload: string): void;
  readonly stats: CatalogueCacheStats;
}

export interface CatalogueCacheStats {
  hits: number;
  misses: number;
  entries: number;
  /** Bytes the kept answers hold (see answerBytes), never above maxBytes. */
  bytes: number;
  maxBytes: number;
  /** Answers dropped to make room for newer ones. */
  evictions: number;
  invalidations: number;
}

/** The memory one kept answer takes, measured: the bytes of its body, key, ETag and headers. */
export function answerBytes(key: string, answer: CachedAnswer): number {
  let headers = 0;
  for (const name in answer.headers) headers += name.length + (answer.headers[name]?.length ?? 0);
  // Keys, ETags and header values are ASCII (a URL as requested, base64url): one byte a character.
  return ENTRY_OVERHEAD_BYTES + key.length + answer.body.byteLength + answer.etag.length + headers;
}

/**
 * The answer's JSON as UTF-8 in memory of its own: a small Buffer.from() shares an 8 KB pool slab,
 * which one kept answer would hold on to whole.
 */
export function answerBody(json: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  body.write(json);
  return body;
}

export function weakEtag(body: string | Buffer): string {
  // The one-shot hash: no Hash object per answer (every read that misses the cache makes one).
  return `W/"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

/**
 * Entries are tagged by the one book they show (a book page) or by none (lists: home, listings,
 * menu, which any book's stock or price may change). A change to named books drops those books'
 * pages and every list; '*' drops everything. The cache holds at most `maxBytes` of answers
 * (READ_CACHE_MB), dropping the least recently read first; 0 keeps nothing.
 */
export function createCatalogueCache(maxBytes = DEFAULT_READ_CACHE_BYTES): CatalogueCache {
  const byBook = new Map<number, Set<string>>();
  // Lists are indexed too, so a book's change drops them without walking every book page.
  const lists = new Set<string>();
  // An answer dropped to make room leaves its index too.
  const entries = new SizedLru<string, { answer: CachedAnswer; bookId: number | null }>(
    maxBytes,
    (key, entry) => answerBytes(key, entry.answer),
    (key, entry) => {
      stats.evictions++;
      unindex(key, entry);
    },
  );
  let epoch = 0;
  const stats: CatalogueCacheStats = {
    hits: 0,
    misses: 0,
    entries: 0,
    bytes: 0,
    maxBytes,
    evictions: 0,
    invalidations: 0,
  };

  function unindex(key: string, entry: { bookId: number | null }): void {
    if (entry.bookId === null) {
      lists.delete(key);
      return;
    }
    const keys = byBook.get(entry.bookId);
    keys?.delete(key);
    if (keys?.size === 0) byBook.delete(entry.bookId);
  }

  function remove(key: string): void {
    const entry = entries.peek(key);
    if (!entry) return;
    entries.delete(key);
    unindex(key, entry);
  }

  function clear(): void {
    entries.clear();
    byBook.clear();
    lists.clear();
  }

  function counted(): void {
    stats.entries = entries.size;
    stats.bytes = entries.bytes;
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) {
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return entry.answer;
    },
    set(key, bookId, answer, since) {
      if (since !== epoch) return false;
      remove(key);
      const kept = entries.set(key, { answer, bookId });
      if (kept && bookId === null) lists.add(key);
      if (kept && bookId !== null) {
        const keys = byBook.get(bookId) ?? new Set<string>();
        keys.add(key);
        byBook.set(bookId, keys);
      }
      counted();
      return kept;
    },
    epoch: () => epoch,
    changed(payload) {
      epoch++;
      stats.invalidations++;
      const ids = idsOfChange(payload, 'books');
      if (!ids) {
        clear();
      } else {
        for (const id of ids) for (const key of [...(byBook.get(id) ?? [])]) remove(key);
        for (const key of [...lists]) remove(key);
      }
      counted();
    },
    stats,
  };
}
