import { createHash } from 'node:crypto';

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
  const entries = new Map<string, { answer: CachedAnswer; bookId: number | null }>();
  const byBook = new Map<number, Set<string>>();
  let epoch = 0;
  const stats = { hits: 0, misses: 0, entries: 0, invalidations: 0 };

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if (entry.bookId !== null) {
      const keys = byBook.get(entry.bookId);
      keys?.delete(key);
      if (keys?.size === 0) byBook.delete(entry.bookId);
    }
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
      // Least recently used goes first when the cache is full: keep this one at the young end.
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key, bookId, answer, since) {
      if (since !== epoch) return false;
      remove(key);
      entries.set(key, { answer, bookId });
      if (bookId !== null) {
        const keys = byBook.get(bookId) ?? new Set<string>();
        keys.add(key);
        byBook.set(bookId, keys);
      }
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
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
