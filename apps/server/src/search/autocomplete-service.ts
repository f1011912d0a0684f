import type { AutocompleteResult } from '@bookshop/domain';
import { AnswerCache } from './answer-cache.js';
import type { AutocompleteRepository } from './autocomplete-repository.js';
import { readSearchQuery } from './search-query.js';

/** Fewer characters than this (after trimming) get no suggestions, as the spec says. */
export const MIN_AUTOCOMPLETE_CHARS = 2;

export interface AutocompleteOptions {
  /** How long an answer may be reused; 0 turns the cache off. */
  cacheSeconds: number;
  /** The memory kept answers may take, in bytes (AUTOCOMPLETE_CACHE_MB); 8 MB unless given. */
  cacheBytes?: number;
  /**
   * Catalogue changes announced so far (the read cache's epoch): part of each answer's key, so a
   * book added, renamed, repriced or withdrawn is suggested as it is now, not as a minute ago.
   */
  epoch?: () => number;
}

export function createAutocompleteService(repo: AutocompleteRepository, options: AutocompleteOptions) {
  // A burst of the same query waits on one database round trip instead of starting one each.
  const cache = new AnswerCache<AutocompleteResult[]>({
    maxBytes: options.cacheSeconds > 0 ? (options.cacheBytes ?? 8 * 1024 * 1024) : 0,
    ttlMs: options.cacheSeconds * 1000,
  });

  let warming: Promise<void> = Promise.resolve();
  /** The start-up refresh of stored search text, while it runs; a stop waits for it. */
  let refreshing: Promise<void> = Promise.resolve();
  let stopping = false;
  /** A read of the index is under way (the warm-up, or a retry); never a second one beside it. */
  let warmingUp = false;

  return {
    cache,
    /**
     * Brings old rows' search text up to the current fold (refresh-search-columns.ts) while it
     * reads the catalogue index, and returns at once: at a million titles the read takes seconds,
     * longer than a server may take to become ready, and the refresh's scan two more (it need not
     * come first: the rows it rewrites are logged, and the index catches up with them as it does
     * with any change). Suggestions asked for meanwhile wait for the same read; a failed read is
     * tried again by the next one. A failed refresh is reported to `onRefreshError` and tried
     * again at the next start.
     */
    warmUp: async (onRefreshError: (error: unknown) => void = () => undefined): Promise<void> => {
      warmingUp = true;
      refreshing = repo
        .refreshSearchColumns(() => stopping)
        .then(
          () => undefined,
          // A statement cut off by the stop itself is no failure to report.
          (error) => (stopping ? undefined : onRefreshError(error)),
        );
      warming = Promise.all([refreshing, repo.catalogue.ensure().catch(() => undefined)])
        .then(() => undefined)
        .finally(() => {
          warmingUp = false;
        });
    },
    /**
     * For a graceful stop, before the database closes: the refresh of stored search text ends
     * after its current statement (it wrote into a closed pool and logged a failure on every stop
     * during a long refresh), and the index snapshot being saved, if any, is saved.
     */
    stop: async (): Promise<void> => {
      stopping = true;
      await Promise.all([refreshing, repo.catalogue.snapshotSaved()]);
    },
    /** Settles when the work warmUp started in the background has ended (for tests and tools). */
    warmedUp: (): Promise<void> => warming,
    /**
     * Settles when the warm-up has ended and the index snapshot it saves, if any, is saved: a test
     * that saves or reads snapshots itself waits for this, or the shop's own save lands mid-test.
     */
    settled: (): Promise<void> => warming.then(() => repo.catalogue.snapshotSaved()),
    /** Books the catalogue index holds once it has been read; null before (readiness). */
    indexedBooks: (): number | null => (repo.catalogue.loadedVersion >= 0 ? repo.catalogue.index.size : null),
    /**
     * Reads the catalogue index again once the warm-up has ended without it (the database was
     * away at start): readiness probes call this, so the replica becomes ready by itself.
     */
    retryIndexRead: (): void => {
      if (warmingUp || repo.catalogue.loadedVersion >= 0) return;
      warmingUp = true;
      warming = repo.catalogue
        .ensure()
        .catch(() => undefined)
        .finally(() => {
          warmingUp = false;
        });
    },
    /** Up to ten suggestions, best first; nothing for fewer than two characters. */
    async suggest(raw: string): Promise<AutocompleteResult[]> {
      if (raw.trim().length < MIN_AUTOCOMPLETE_CHARS) return [];
      const q = readSearchQuery(raw);
      if (q.text === '' && !q.isbn) return [];
      // Queries that fold to the same text and ISBN get the same answer.
      const key = `${options.epoch?.() ?? 0}\u0000${q.text}\u0000${q.isbn ?? ''}`;
      return options.cacheSeconds > 0 ? cache.answer(key, () => repo.suggest(q)) : repo.suggest(q);
    },
  };
}

export type AutocompleteService = ReturnType<typeof createAutocompleteService>;
