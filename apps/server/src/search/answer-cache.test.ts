import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AutocompleteResult, BookSummary, SearchFacetValue, SearchPage } from '@bookshop/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { AnswerCache, answerHeapBytes } from './answer-cache.js';

function summary(n: number): BookSummary {
  return {
    Book_Id: 10_000 + n,
    BOOK_TITLE: `The Collected Stories of Number ${n}, Second Edition`,
    authorName: `Author ${n} Surname, Second Writer`,
    PAK_PRICE: 1250 + n,
    Discount: n % 30,
    bookStatus: 'available',
    picname: `cover-${n}`,
    kind: 'book',
  };
}

function facetValues(count: number, seed: number): SearchFacetValue[] {
  return Array.from({ length: count }, (_, i) => ({
    value: String(seed + i),
    label: `Value ${seed + i}`,
    count: 500 - i,
  }));
}

function resultsPage(seed: number): SearchPage {
  return {
    books: Array.from({ length: 20 }, (_, i) => summary(seed + i)),
    total: 1000,
    totalExact: false,
    page: 1,
    perPage: 20,
    facets: {
      category: facetValues(20, seed),
      author: facetValues(20, seed + 100),
      publisher: facetValues(20, seed + 200),
      language: facetValues(3, seed + 300),
      price: facetValues(5, seed + 400),
      availability: facetValues(4, seed + 500),
    },
    approximateFacets: ['author', 'publisher'],
  };
}

function suggestions(seed: number): AutocompleteResult[] {
  return Array.from({ length: 8 }, (_, i) => ({
    Book_Id: seed + i,
    BOOK_TITLE: `Suggested Title ${seed + i}`,
    BOOK_ISBN: `978000000${String(seed + i).padStart(4, '0')}`,
    authorName: `Writer ${seed + i}`,
    isbn: null,
    PAK_PRICE: 990,
    Discount: 10,
    status: 'available',
  }));
}

/** V8's heap grown by keeping `count` answers made by `make` (each its own objects and strings). */
function heapPerAnswer(make: (seed: number) => unknown, count: number): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = Array.from({ length: count }, (_, i) => make(i * 1000));
  gc();
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  expect(kept).toHaveLength(count);
  return grown / count;
}

describe('answerHeapBytes', () => {
  it.each([
    ['a results page with its facets', resultsPage],
    ['a suggestion list', suggestions],
  ] as const)('estimates the heap %s takes within 0.7-1.3x of the heap it grows', (_, make) => {
    const measured = heapPerAnswer(make, 2000);
    const estimated = answerHeapBytes(make(1));
    expect(estimated / measured).toBeGreaterThan(0.7);
    expect(estimated / measured).toBeLessThan(1.3);
  });
});

describe('AnswerCache', () => {
  it('returns the kept answer until it expires, then finds it again', async () => {
    let now = 1000;
    let finds = 0;
    const cache = new AnswerCache<string>({ maxBytes: 10_000, ttlMs: 500, now: () => now });
    const find = async () => `answer ${++finds}`;
    expect(await cache.answer('a', find)).toBe('answer 1');
    now = 1499;
    expect(await cache.answer('a', find)).toBe('answer 1');
    now = 1500;
    expect(await cache.answer('a', find)).toBe('answer 2');
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 2 });
  });

  it('finds a question asked again while its answer is being found once', async () => {
    const cache = new AnswerCache<string>({ maxBytes: 10_000, ttlMs: 60_000 });
    let release: (answer: string) => void = () => undefined;
    let finds = 0;
    const find = () => {
      finds++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.answer('a', find);
    const second = cache.answer('a', find);
    release('found');
    expect([await first, await second, finds]).toEqual(['found', 'found', 1]);
  });

  it('keeps no failure: the next question finds the answer anew', async () => {
    const cache = new AnswerCache<string>({ maxBytes: 10_000, ttlMs: 60_000 });
    await expect(cache.answer('a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.answer('a', async () => 'found')).toBe('found');
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used answers when their memory passes the budget', async () => {
    // Each answer is 1,000 bytes as estimated; the budget holds two with their keys and records.
    const cache = new AnswerCache<string>({ maxBytes: 2600, ttlMs: 60_000, sizeOf: () => 1000 });
    await cache.answer('a', async () => 'A');
    await cache.answer('b', async () => 'B');
    await cache.answer('a', async () => 'A again');
    await cache.answer('c', async () => 'C');
    expect(await cache.answer('b', async () => 'B again')).toBe('B again');
    expect(cache.bytes).toBeLessThanOrEqual(2600);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a budget of zero', async () => {
    const cache = new AnswerCache<string>({ maxBytes: 0, ttlMs: 60_000 });
    await cache.answer('a', async () => 'A');
    expect(cache.size).toBe(0);
    expect(await cache.answer('a', async () => 'A again')).toBe('A again');
  });
});

describe('SEARCH_CACHE_MB and AUTOCOMPLETE_CACHE_MB', () => {
  it('are 16 and 8 MiB unless given, a whole number of MiB, 0 keeping nothing', () => {
    const MiB = 1024 * 1024;
    expect(loadConfig({})).toMatchObject({ searchCacheBytes: 16 * MiB, autocompleteCacheBytes: 8 * MiB });
    expect(loadConfig({ SEARCH_CACHE_MB: '64', AUTOCOMPLETE_CACHE_MB: '0' })).toMatchObject({
      searchCacheBytes: 64 * MiB,
      autocompleteCacheBytes: 0,
    });
    expect(() => loadConfig({ SEARCH_CACHE_MB: 'plenty' })).toThrow(
      'SEARCH_CACHE_MB must be a whole number from 0 to 65536, got "plenty"',
    );
  });
});
