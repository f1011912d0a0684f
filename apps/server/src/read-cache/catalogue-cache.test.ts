import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import {
  answerBody,
  answerBytes,
  type CachedAnswer,
  createCatalogueCache,
  DEFAULT_READ_CACHE_BYTES,
  ENTRY_OVERHEAD_BYTES,
} from './catalogue-cache.js';

const answer = (body: string): CachedAnswer => ({ body: answerBody(body), etag: `W/"${body}"`, headers: {} });
const text = (cached: CachedAnswer | undefined) => cached?.body.toString();

/** A budget that holds exactly `count` answers like answer('x'.repeat(size)) under keys of `keyLength`. */
function budgetFor(count: number, size: number, keyLength: number): number {
  return count * answerBytes('k'.repeat(keyLength), answer('x'.repeat(size)));
}

describe('the catalogue read cache', () => {
  it('measures an answer by its UTF-8 body, key, ETag and headers, plus a fixed overhead', () => {
    const urdu = {
      body: answerBody('{"t":"اردو"}'),
      etag: 'W/"abc"',
      headers: { 'cache-control': 'public' },
    };
    // Four Urdu letters take two bytes each in UTF-8.
    expect(urdu.body.byteLength).toBe(16);
    expect(answerBytes('/api/books/1', urdu)).toBe(
      ENTRY_OVERHEAD_BYTES + '/api/books/1'.length + 16 + 'W/"abc"'.length + 'cache-control'.length + 6,
    );
  });

  it('keeps answers within its memory budget, dropping the least recently read to make room', () => {
    const cache = createCatalogueCache(budgetFor(2, 1000, 8));
    cache.set('/books/1', 1, answer('1'.repeat(1000)), 0);
    cache.set('/home/xx', null, answer('h'.repeat(1000)), 0);
    expect(text(cache.get('/books/1'))).toBe('1'.repeat(1000));
    cache.set('/books/2', 2, answer('2'.repeat(1000)), 0);
    expect(cache.get('/home/xx')).toBeUndefined();
    expect(text(cache.get('/books/1'))).toBe('1'.repeat(1000));
    expect(cache.stats).toMatchObject({ entries: 2, evictions: 1, bytes: budgetFor(2, 1000, 8) });
  });

  it('makes room for one large answer by dropping as many small ones as it takes, oldest first', () => {
    const cache = createCatalogueCache(budgetFor(4, 1000, 8));
    for (const id of [1, 2, 3, 4]) cache.set(`/books/${id}`, id, answer(String(id).repeat(1000)), 0);
    // About two small answers' worth: the two least recently read go, the two others stay.
    cache.get('/books/1');
    expect(cache.set('/big/xxx', null, answer('b'.repeat(2000)), 0)).toBe(true);
    expect(cache.get('/books/2')).toBeUndefined();
    expect(cache.get('/books/3')).toBeUndefined();
    expect(text(cache.get('/books/1'))).toBe('1'.repeat(1000));
    expect(text(cache.get('/books/4'))).toBe('4'.repeat(1000));
    expect(cache.stats.bytes).toBeLessThanOrEqual(cache.stats.maxBytes);
  });

  it('does not keep an answer larger than the whole budget, and drops nothing for it', () => {
    const cache = createCatalogueCache(budgetFor(2, 1000, 8));
    cache.set('/books/1', 1, answer('1'.repeat(1000)), 0);
    expect(cache.set('/huge/xx', null, answer('h'.repeat(5000)), 0)).toBe(false);
    expect(cache.get('/huge/xx')).toBeUndefined();
    expect(text(cache.get('/books/1'))).toBe('1'.repeat(1000));
    expect(cache.stats.evictions).toBe(0);
  });

  it('keeps nothing with a budget of 0 (READ_CACHE_MB=0)', () => {
    const cache = createCatalogueCache(0);
    expect(cache.set('/books/1', 1, answer('one'), 0)).toBe(false);
    expect(cache.get('/books/1')).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0, misses: 1 });
  });

  it('drops a book’s pages and every list when that book changes, and keeps other books’ pages', () => {
    const cache = createCatalogueCache();
    cache.set('/books/1', 1, answer('one'), 0);
    cache.set('/books/2', 2, answer('two'), 0);
    cache.set('/home', null, answer('home'), 0);
    cache.changed('books:1');
    expect(cache.get('/books/1')).toBeUndefined();
    expect(cache.get('/home')).toBeUndefined();
    expect(text(cache.get('/books/2'))).toBe('two');
    expect(cache.stats.bytes).toBe(answerBytes('/books/2', answer('two')));
  });

  it('keeps working for a book whose page was dropped to make room: its change empties the cache and the page is kept again', () => {
    const cache = createCatalogueCache(budgetFor(1, 3, 8));
    cache.set('/books/1', 1, answer('one'), 0);
    cache.set('/books/2', 2, answer('two'), 0);
    cache.changed('books:1,2');
    expect(cache.stats.entries).toBe(0);
    expect(cache.set('/books/1', 1, answer('new'), cache.epoch())).toBe(true);
    expect(text(cache.get('/books/1'))).toBe('new');
  });

  it('does not keep an answer read before a change it did not see', () => {
    const cache = createCatalogueCache();
    const since = cache.epoch();
    cache.changed('*');
    expect(cache.set('/books/1', 1, answer('stale'), since)).toBe(false);
    expect(cache.get('/books/1')).toBeUndefined();
  });
});

describe('READ_CACHE_MB', () => {
  it('is 64 MiB unless given, a whole number of MiB, 0 turning the cache off', () => {
    expect(loadConfig({}).readCacheBytes).toBe(DEFAULT_READ_CACHE_BYTES);
    expect(loadConfig({ READ_CACHE_MB: '8' }).readCacheBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ READ_CACHE_MB: '0' }).readCacheBytes).toBe(0);
    expect(() => loadConfig({ READ_CACHE_MB: 'lots' })).toThrow(
      'READ_CACHE_MB must be a whole number from 0 to 65536, got "lots"',
    );
  });
});
