import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('returns what was stored until it expires', () => {
    let now = 1000;
    const cache = new AnswerCache<string>(10, 500, () => now);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    now = 1499;
    expect(cache.get('a')).toBe('A');
    now = 1500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 2, misses: 1 });
  });

  it('drops the least recently used entry when full', () => {
    const cache = new AnswerCache<number>(2, 10_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('stores nothing when sized zero', () => {
    const cache = new AnswerCache<number>(0, 10_000);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
