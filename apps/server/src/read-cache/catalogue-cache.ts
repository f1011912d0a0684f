import { createHash } from 'node:crypto';
import { LruMap } from '../lib/lru-map.js';

/**
 * Serialized catalogue answers (book, home, listings, menu) kept in process, so a hot read is a
 * map lookup instead of a database round trip. Correctness comes from invalidation, not from
 * expiry: the database announces every change to books and categories (migration 0010), and an
 * answer is dropped as soon as anything it was made of changes.
 */
export interface CachedAnswer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

export interface CatalogueCache {
  get(key: string): CachedAnswer | undefined;
  /**
   * Stores an answer computed from data read after `since` (see epoch()): if any change was
   * announced meanwhile the answer may be stale and is not kept.
   */
  set(key: string, bookId: number | null, answer: CachedAnswer, since: number): boolean;
  /** Changes seen so far; taken before a read starts. */
  epoch(): number;
  /** Applies one announcement: 'books:1,2,3' or '*'. */
  changed(payload: string): void;
  readonly stats: { hits: number; misses: number; entries: number; invalidations: number };
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Entries are tagged by the one book they show (a book page) or by none (lists: home, listings,
 * menu, which any book's stock or price may change). A change to named books drops those books'
 * pages and every list; '*' drops everything.
 */
export function createCatalogueCache(maxEntries = 5000): CatalogueCache {
  const byBook = new Map<number, Set<string>>();
  // A book page dropped to make room leaves its book's index too.
  const entries = new LruMap<string, { answer: CachedAnswer; bookId: number | null }>(maxEntries, unindex);
  let epoch = 0;
  const stats = { hits: 0, misses: 0, entries: 0, invalidations: 0 };

  function unindex(key: string, entry: { bookId: number | null }): void {
    if (entry.bookId === null) return;
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
      // Indexed before it is stored, so that if storing it drops it again the index forgets it too.
      if (bookId !== null) {
        const keys = byBook.get(bookId) ?? new Set<string>();
        keys.add(key);
        byBook.set(bookId, keys);
      }
      entries.set(key, { answer, bookId });
      stats.entries = entries.size;
      return true;
    },
    epoch: () => epoch,
    changed(payload) {
      epoch++;
      stats.invalidations++;
      const ids = payload.startsWith('books:')
        ? payload
            .slice('books:'.length)
            .split(',')
            .map(Number)
            .filter((id) => Number.isInteger(id))
        : null;
      if (!ids) {
        clear();
      } else {
        for (const id of ids) for (const key of [...(byBook.get(id) ?? [])]) remove(key);
        for (const [key, entry] of [...entries]) if (entry.bookId === null) remove(key);
      }
      stats.entries = entries.size;
    },
    stats,
  };
}
