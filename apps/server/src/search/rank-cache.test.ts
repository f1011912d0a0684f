import { describe, expect, it } from 'vitest';
import { RANK_ENTRY_BYTES, RankCache } from './rank-cache.js';

describe('RankCache', () => {
  it('keeps the ranks read for a query and gives them back for the same index version', () => {
    const cache = new RankCache(1024 * 1024);
    cache.add('the', 7, []);
    cache.ranksOf('the', 7);
    cache.add('the', 7, [
      [1, 0.5],
      [2, 1.25],
    ]);
    expect([...cache.ranksOf('the', 7)]).toEqual([
      [1, 0.5],
      [2, 1.25],
    ]);
    expect(cache.stats).toEqual({ queries: 1, entries: 2, bytes: 2 * RANK_ENTRY_BYTES });
  });

  it('forgets every rank once the catalogue index moves to another version', () => {
    const cache = new RankCache(1024 * 1024);
    cache.ranksOf('the', 7);
    cache.add('the', 7, [[1, 0.5]]);
    expect(cache.ranksOf('the', 8).size).toBe(0);
    expect(cache.stats.entries).toBe(0);
    // Ranks read at the old version arriving late are not kept under the new one.
    cache.add('the', 7, [[1, 0.5]]);
    expect(cache.ranksOf('the', 8).size).toBe(0);
  });

  it('drops the least recently used queries when the ranks outgrow the memory given', () => {
    const cache = new RankCache(3 * RANK_ENTRY_BYTES);
    cache.ranksOf('a', 1);
    cache.add('a', 1, [
      [1, 1],
      [2, 2],
    ]);
    cache.ranksOf('b', 1);
    cache.add('b', 1, [[3, 3]]);
    // "a" used again, so "b" is now the least recently used.
    cache.ranksOf('a', 1);
    cache.add('c', 1, [[4, 4]]);
    expect(cache.stats).toEqual({ queries: 2, entries: 3, bytes: 3 * RANK_ENTRY_BYTES });
    expect(cache.ranksOf('b', 1).size).toBe(0);
    expect(cache.ranksOf('a', 1).size).toBe(2);
  });

  it('keeps nothing with no memory given', () => {
    const cache = new RankCache(0);
    cache.add('a', 1, [[1, 1]]);
    expect(cache.stats.entries).toBe(0);
  });
});
