import type { SearchPage } from '@bookshop/domain';
import { advancedSearchSchema, EMPTY_ADVANCED_SEARCH } from '@bookshop/validation';
import { validateBody } from '../accounts/validate-body.js';
import { SizedLru } from '../read-cache/sized-lru.js';
import { AnswerCache } from './answer-cache.js';
import {
  type AutocompleteRepository,
  correctedClauses,
  correctedTsquery,
  typedClauses,
} from './autocomplete-repository.js';
import type { SyncedCatalogueFacets } from './catalogue-facets-sync.js';
import type { Clause } from './catalogue-index.js';
import { RankCache } from './rank-cache.js';
import { type ParsedSearch, parseSearchParams } from './search-params.js';
import { readSearchQuery, type SearchQuery } from './search-query.js';
import { noMatches, type SearchMatches, type SearchRepository } from './search-repository.js';
import { unknownWords } from './suggestion-ranking.js';

/** A search's answer is the contract's page of results. */
export type SearchAnswer = SearchPage;

/**
 * Most matches relevance ranks (the database's ts_rank reads each one's search vector). The
 * searches answered in SQL (advanced field words, ISBNs) also count no further: past it the
 * shopper sees "1,000+ results", as counting every match of a common word there ("the" matches
 * 43% of a 100k catalogue) cost 40-250 ms a request. Searches answered in memory count everything.
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** Memory for the matches of recent searches' words, kept for their next facet, page or sort. */
export const MATCHES_CACHE_BYTES = 4 * 1024 * 1024;

/** The advanced form's own fields of a query (not paging or sort), as the form would send them. */
function pickFormFields(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(EMPTY_ADVANCED_SEARCH).map((field) => [field, query[field] ?? '']));
}

export interface SearchServiceOptions {
  /**
   * Every book's facet values in memory (catalogue-facets-sync.ts): searches by words, category
   * and facets are then counted and sorted here, exactly over every match, and only the page's
   * books are read from the database. Without it every search runs in SQL.
   */
  facets?: SyncedCatalogueFacets;
  /** How long an answer may be reused, in seconds; 0 (the default) turns the cache off. */
  cacheSeconds?: number;
  /** The memory books' kept relevance ranks may take, in bytes (SEARCH_RANKS_MB); 8 MB unless given. */
  rankBytes?: number;
  /** The memory kept answers may take, in bytes (SEARCH_CACHE_MB); 16 MB unless given. */
  cacheBytes?: number;
  /**
   * Catalogue changes announced so far (the read cache's epoch): part of each answer's key, so
   * counts and books follow a change (stock, price, a new title, a hidden category) at once.
   */
  epoch?: () => number;
}

/**
 * What decides an answer: the parameters as read, with the keyword as the search reads it (its
 * folded text and ISBN), so "The Hobbit" and "the hobbit " share one entry.
 */
function answerKey(params: ParsedSearch, advanced: boolean, epoch: number): string {
  const q = params.keyword === null ? null : readSearchQuery(params.keyword);
  return JSON.stringify([epoch, advanced, q?.text ?? null, q?.isbn ?? null, { ...params, keyword: null }]);
}

export function createSearchService(
  repo: SearchRepository,
  words: AutocompleteRepository,
  options: SearchServiceOptions = {},
) {
  const cacheSeconds = options.cacheSeconds ?? 0;
  const ranks = new RankCache(options.rankBytes ?? 8 * 1024 * 1024);
  // Every match of the same words (a common word's 40,000 books take a millisecond to gather)
  // for its next facet, page or sort; per version of the index's words, so a change of words
  // reads them anew (a sale or a price does not: matches are filtered by the facets afterwards).
  const matchesOf = new SizedLru<string, Int32Array>(
    MATCHES_CACHE_BYTES,
    (key, ids) => key.length * 2 + ids.byteLength,
  );
  function allMatching(clauses: readonly Clause[]): Int32Array {
    const key = JSON.stringify([words.catalogue.wordsVersion, clauses]);
    const kept = matchesOf.get(key);
    if (kept) return kept;
    const found = words.catalogue.index.allMatching(clauses);
    matchesOf.set(key, found);
    return found;
  }
  // A common word's answer counts tens of thousands of matches; shoppers ask for the same few
  // hundred words again and again. A burst of one query waits on one search. Results may be a
  // minute old anyway (the route's Cache-Control), but never older than the last catalogue
  // change: the epoch is part of the key.
  const cache = new AnswerCache<SearchAnswer>({
    maxBytes: cacheSeconds > 0 ? (options.cacheBytes ?? 16 * 1024 * 1024) : 0,
    ttlMs: cacheSeconds * 1000,
  });

  async function run(query: Record<string, unknown>, advanced: boolean): Promise<SearchAnswer> {
    const params = parseSearchParams(query, { advanced, defaultSort: 'relevance' });
    if (cacheSeconds === 0) return find(params);
    return cache.answer(answerKey(params, advanced, options.epoch?.() ?? 0), () => find(params));
  }

  /**
   * The answer, read with the catalogue index as current as the statement's data: when the
   * change log moved on meanwhile (a book added by another replica, say), the index catches up
   * and the search runs again, as autocomplete does.
   */
  async function find(params: ParsedSearch): Promise<SearchAnswer> {
    const facets = inMemory(params) ? options.facets : undefined;
    for (let attempt = 1; ; attempt++) {
      // The catalogue's Latin words decide which typed words may be Roman Urdu (roman-urdu.ts).
      await Promise.all([words.catalogue.ensure(), facets?.ensure()]);
      const version = words.catalogue.loadedVersion;
      const current = (seen: number) => seen === version && (!facets || seen === facets.loadedVersion);
      const result = facets ? await findInMemory(params, facets) : await findWithIndex(params);
      if (current(result.version) || attempt >= 3) {
        words.catalogue.confirm(result.version);
        const { version: _, ...matches } = result;
        return { ...matches, page: params.page, perPage: params.perPage };
      }
      await Promise.all([words.catalogue.ensure(result.version), facets?.ensure(result.version)]);
    }
  }

  /**
   * Whether the facets in memory can answer: everything but the advanced form's field words and
   * ISBNs, which only the database's search vector (with its weights) and ISBN columns know.
   */
  function inMemory(params: ParsedSearch): boolean {
    if (!options.facets) return false;
    if (params.titleText !== null || params.authorText !== null || params.publisherText !== null)
      return false;
    if (params.isbn !== null) return false;
    return params.keyword === null || readSearchQuery(params.keyword).isbn === null;
  }

  /** Candidates in order of relevance (then id), the ranks not kept yet read from the database. */
  async function rankedFirst(candidates: Int32Array, q: SearchQuery, tsquery: string): Promise<number[]> {
    const key = JSON.stringify([tsquery, q.text]);
    const version = words.catalogue.wordsVersion;
    const known = ranks.ranksOf(key, version);
    const missing = candidates.filter((id) => !known.has(id));
    if (missing.length > 0) {
      const read = await repo.ranksOf([...missing], q, tsquery);
      ranks.add(key, version, read);
      for (const [id, rank] of read) known.set(id, rank);
    }
    // Each rank looked up once, not once per comparison.
    const rank = Float64Array.from(candidates, (id) => known.get(id) ?? Number.NEGATIVE_INFINITY);
    const order = Array.from(candidates.keys()).sort(
      (a, b) =>
        (rank[b] as number) - (rank[a] as number) || (candidates[a] as number) - (candidates[b] as number),
    );
    return order.map((i) => candidates[i] as number);
  }

  /**
   * Matches from the catalogue index, every one of them filtered and counted in memory
   * (catalogue-facets.ts), and one statement for the page's books. Relevance ranks the first
   * SEARCH_COUNT_LIMIT matches in catalogue order, as the SQL search does; pages past them
   * continue in catalogue order.
   */
  async function findInMemory(params: ParsedSearch, synced: SyncedCatalogueFacets): Promise<SearchMatches> {
    const known = words.latinVocabulary;
    const index = words.catalogue.index;
    const q = params.keyword === null ? null : readSearchQuery(params.keyword, known);
    let matches: Int32Array | null = null;
    let tsquery: string | null = null;
    if (q !== null) {
      matches = q.words.length === 0 ? new Int32Array(0) : allMatching(typedClauses(q.words, known));
      tsquery = q.prefixTsquery;
    }
    let counted = synced.facets.count(matches, params);
    if (counted.shown.length === 0 && q !== null && q.words.length > 0) {
      // Nothing found for the words as typed: the closest catalogue words instead (as below).
      const corrections = words.corrections(q.words, unknownWords(index, q.words, { wholeLast: true }));
      if (corrections.some((c) => c.alternatives.length > 0)) {
        matches = allMatching(correctedClauses(corrections, known));
        tsquery = correctedTsquery(corrections, known);
        counted = synced.facets.count(matches, params);
      }
    }
    const { shown } = counted;
    const offset = (params.page - 1) * params.perPage;
    const end = offset + params.perPage;
    let ids: number[];
    if (params.sort !== 'relevance') ids = synced.facets.page(shown, params.sort, offset, params.perPage);
    else if (tsquery === null || q === null || offset >= Math.min(shown.length, SEARCH_COUNT_LIMIT))
      ids = [...shown.subarray(offset, end)];
    else {
      const ranked = await rankedFirst(shown.subarray(0, SEARCH_COUNT_LIMIT), q, tsquery);
      ids = [...ranked.slice(offset, end), ...shown.subarray(Math.max(offset, ranked.length), end)];
    }
    const page = await repo.pageOf(ids);
    return {
      books: page.books,
      total: shown.length,
      totalExact: true,
      facets: counted.facets,
      approximateFacets: [],
      version: page.version,
    };
  }

  async function findWithIndex(params: ParsedSearch): Promise<SearchMatches> {
    const known = words.latinVocabulary;
    const q = params.keyword === null ? null : readSearchQuery(params.keyword, known);
    // Words no book holds find nothing whatever else is asked (every condition is ANDed): the
    // index says so without a statement, where a typo used to cost two.
    const typedFindsNothing = q !== null && !q.isbn && q.words.length > 0 && !words.someBookHolds(q.words);
    const typed = typedFindsNothing
      ? null
      : await repo.find(params, { facets: true, known, countLimit: SEARCH_COUNT_LIMIT });
    if (typed && typed.total > 0) return typed;
    // Nothing found for the words as typed: try again with the closest catalogue words (found in
    // memory, trigram-vocabulary.ts), so "hary poter" still lists Harry Potter.
    if (q !== null && q.words.length > 0 && !q.isbn) {
      // The last word too must be a whole catalogue word here: nothing was found with it.
      const corrections = words.corrections(
        q.words,
        unknownWords(words.catalogue.index, q.words, { wholeLast: true }),
      );
      if (corrections.some((c) => c.alternatives.length > 0)) {
        return repo.find(params, {
          facets: true,
          known,
          countLimit: SEARCH_COUNT_LIMIT,
          tsquery: correctedTsquery(corrections, known),
        });
      }
    }
    // What the statement would have found (noMatches), at the log number the index is checked at.
    return typed ?? noMatches(await words.logVersion());
  }

  return {
    cache,
    /** Reads the facet values ahead of the first search (which would wait for them otherwise). */
    warmUp: async (): Promise<void> => {
      await options.facets?.ensure().catch(() => undefined);
    },
    search: (query: Record<string, unknown>) => run(query, false),
    /**
     * The advanced form's fields are checked with the shared schema the page uses (same
     * messages, at least one criterion); paging, sort and the rest as for any search.
     */
    advanced: (query: Record<string, unknown>) => {
      validateBody(advancedSearchSchema, pickFormFields(query));
      return run(query, true);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
