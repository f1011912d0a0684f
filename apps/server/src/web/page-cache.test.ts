import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type CachedPage, createPageCache } from './page-cache.js';

const page = (name: string): CachedPage => ({
  br: Buffer.from(`br ${name}`),
  gzip: Buffer.from(`gzip ${name}`),
  etag: `W/"${name}"`,
});

function cacheAt(start = 0) {
  const clock = { epoch: 0, now: start };
  const cache = createPageCache({
    epoch: () => clock.epoch,
    now: () => clock.now,
    // Room for two of the test's pages (see entryBytes): ~200 bytes of bookkeeping each.
    maxBytes: 500,
    lifetimeMs: 60_000,
  });
  return { clock, cache };
}

describe('the rendered page cache', () => {
  it('gives back a kept page while the catalogue has not changed', () => {
    const { cache } = cacheAt();
    cache.set('/', page('home'), 0);
    expect(cache.get('/')?.etag).toBe('W/"home"');
  });

  it('drops every page once the catalogue changes', () => {
    const { cache, clock } = cacheAt();
    cache.set('/', page('home'), 0);
    clock.epoch = 1;
    expect(cache.get('/')).toBeUndefined();
  });

  it('never keeps a page whose render a catalogue change crossed', () => {
    const { cache, clock } = cacheAt();
    const since = clock.epoch;
    clock.epoch = 1;
    cache.set('/', page('home'), since);
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops a page a minute after it was rendered', () => {
    const { cache, clock } = cacheAt(1000);
    cache.set('/', page('home'), 0);
    clock.now = 1000 + 59_999;
    expect(cache.get('/')).toBeDefined();
    clock.now = 1000 + 60_000;
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops the least recently asked page when its memory is full', () => {
    const { cache } = cacheAt();
    cache.set('/a', page('a'), 0);
    cache.set('/b', page('b'), 0);
    cache.get('/a');
    cache.set('/c', page('c'), 0);
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.etag).toBe('W/"a"');
    expect(cache.get('/c')?.etag).toBe('W/"c"');
    expect(cache.size).toBe(2);
  });
});

describe('refining a kept page', () => {
  it('swaps in the smaller Brotli body while that page is still the one kept', () => {
    const { cache } = cacheAt();
    const home = page('home');
    cache.set('/', home, 0);
    const before = cache.bytes;
    cache.refine('/', home, Buffer.from('smaller'));
    expect(cache.get('/')?.br.toString()).toBe('smaller');
    expect(cache.get('/')?.etag).toBe('W/"home"');
    expect(cache.bytes - before).toBe('smaller'.length - 'br home'.length);
  });

  it('leaves a page rendered since untouched', () => {
    const { cache } = cacheAt();
    const old = page('old');
    cache.set('/', old, 0);
    cache.set('/', page('new'), 0);
    cache.refine('/', old, Buffer.from('stale'));
    expect(cache.get('/')?.br.toString()).toBe('br new');
  });
});

describe('PAGE_CACHE_MB', () => {
  it('is 16 MiB unless given, a whole number of MiB, 0 keeping no page', () => {
    expect(loadConfig({}).pageCacheBytes).toBe(16 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE_MB: '0' }).pageCacheBytes).toBe(0);
    const none = createPageCache({ epoch: () => 0, maxBytes: 0 });
    none.set('/', page('home'), 0);
    expect(none.get('/')).toBeUndefined();
  });
});
