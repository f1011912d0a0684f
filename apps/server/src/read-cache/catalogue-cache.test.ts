import { describe, expect, it } from 'vitest';
import { type CachedAnswer, createCatalogueCache } from './catalogue-cache.js';

const answer = (body: string): CachedAnswer => ({ body, etag: `W/"${body}"`, headers: {} });

describe('the catalogue read cache', () => {
  it('drops the least recently read answer when full', () => {
    const cache = createCatalogueCache(2);
    cache.set('/books/1', 1, answer('one'), 0);
    cache.set('/home', null, answer('home'), 0);
    expect(cache.get('/books/1')?.body).toBe('one');
    cache.set('/books/2', 2, answer('two'), 0);
    expect(cache.get('/home')).toBeUndefined();
    expect(cache.get('/books/1')?.body).toBe('one');
    expect(cache.stats.entries).toBe(2);
  });

  it('drops a book’s pages and every list when that book changes, and keeps other books’ pages', () => {
    const cache = createCatalogueCache();
    cache.set('/books/1', 1, answer('one'), 0);
    cache.set('/books/2', 2, answer('two'), 0);
    cache.set('/home', null, answer('home'), 0);
    cache.changed('books:1');
    expect(cache.get('/books/1')).toBeUndefined();
    expect(cache.get('/home')).toBeUndefined();
    expect(cache.get('/books/2')?.body).toBe('two');
  });

  it('keeps working for a book whose page was dropped to make room: its change empties the cache and the page is kept again', () => {
    const cache = createCatalogueCache(1);
    cache.set('/books/1', 1, answer('one'), 0);
    cache.set('/books/2', 2, answer('two'), 0);
    cache.changed('books:1,2');
    expect(cache.stats.entries).toBe(0);
    expect(cache.set('/books/1', 1, answer('one again'), cache.epoch())).toBe(true);
    expect(cache.get('/books/1')?.body).toBe('one again');
  });

  it('does not keep an answer read before a change it did not see', () => {
    const cache = createCatalogueCache();
    const since = cache.epoch();
    cache.changed('*');
    expect(cache.set('/books/1', 1, answer('stale'), since)).toBe(false);
    expect(cache.get('/books/1')).toBeUndefined();
  });
});
