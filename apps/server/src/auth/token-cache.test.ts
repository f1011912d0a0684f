import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRow } from '../accounts/repository.js';
import type { LiveToken } from './repository.js';
import { announceAuthChange, createTokenCache, TOKEN_CACHE_MAX_AGE_MS } from './token-cache.js';

const HOUR = 60 * 60 * 1000;

function guest(tokenId: number, expiresInMs = HOUR): LiveToken {
  const now = Date.now();
  return {
    tokenId,
    kind: 'guest',
    user: null,
    lastUsedAt: new Date(now),
    expiresAt: new Date(now + expiresInMs),
  };
}

function userToken(tokenId: number, userId: number): LiveToken {
  return { ...guest(tokenId), kind: 'user', user: { id: userId } as UserRow };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('token cache', () => {
  it('answers a token kept before from memory, and nothing for one it was not given', () => {
    const cache = createTokenCache();
    const live = guest(1);
    expect(cache.set('hash-1', live, cache.epoch())).toBe(true);
    expect(cache.get('hash-1')).toBe(live);
    expect(cache.get('hash-2')).toBeUndefined();
    expect(cache.stats).toMatchObject({ entries: 1, hits: 1, misses: 1 });
    cache.close();
  });

  it('drops a token once it expires', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const cache = createTokenCache();
    cache.set('hash-1', guest(1, 1000), cache.epoch());
    vi.advanceTimersByTime(999);
    expect(cache.get('hash-1')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('hash-1')).toBeUndefined();
    expect(cache.stats.entries).toBe(0);
    cache.close();
  });

  it('looks a token up again once it was kept a minute, announced or not', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const cache = createTokenCache();
    cache.set('hash-1', guest(1), cache.epoch());
    vi.advanceTimersByTime(TOKEN_CACHE_MAX_AGE_MS - 1);
    expect(cache.get('hash-1')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(cache.get('hash-1')).toBeUndefined();
    cache.close();
  });

  it('drops the tokens a change names, every token of the users it names, or everything on "*"', () => {
    const cache = createTokenCache();
    const keep = () => {
      cache.set('guest-1', guest(1), cache.epoch());
      cache.set('guest-2', guest(2), cache.epoch());
      cache.set('user-3', userToken(3, 30), cache.epoch());
      cache.set('user-4', userToken(4, 30), cache.epoch());
      cache.set('user-5', userToken(5, 50), cache.epoch());
    };
    const kept = () => ['guest-1', 'guest-2', 'user-3', 'user-4', 'user-5'].filter((h) => cache.get(h));
    keep();
    cache.changed('tokens:2,4');
    expect(kept()).toEqual(['guest-1', 'user-3', 'user-5']);
    keep();
    cache.changed('users:30');
    expect(kept()).toEqual(['guest-1', 'guest-2', 'user-5']);
    keep();
    cache.changed('*');
    expect(kept()).toEqual([]);
    cache.close();
  });

  it('does not keep a token looked up before a change it heard since', () => {
    const cache = createTokenCache();
    const since = cache.epoch();
    cache.changed('tokens:1');
    expect(cache.set('hash-1', guest(1), since)).toBe(false);
    expect(cache.get('hash-1')).toBeUndefined();
  });

  it('keeps at most its number of tokens, dropping the least recently used first', () => {
    const cache = createTokenCache(2);
    cache.set('a', guest(1), cache.epoch());
    cache.set('b', guest(2), cache.epoch());
    cache.get('a');
    cache.set('c', guest(3), cache.epoch());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([true, false, true]);
    expect(cache.stats.entries).toBe(2);
    cache.close();
  });

  it('keeps no password hash', () => {
    const cache = createTokenCache();
    const live = userToken(3, 30);
    cache.set('user-3', { ...live, user: { ...(live.user as UserRow), passwordHash: 'scrypt$secret' } }, 0);
    expect(cache.get('user-3')?.user?.passwordHash).toBe('');
    cache.close();
  });

  it("tells every open cache of this process's own change at once, and no closed one", () => {
    const open = createTokenCache();
    const closed = createTokenCache();
    open.set('hash-7', guest(7), open.epoch());
    closed.set('hash-7', guest(7), closed.epoch());
    closed.close();
    announceAuthChange('tokens:7');
    expect(open.get('hash-7')).toBeUndefined();
    expect(closed.get('hash-7')).toBeDefined();
    open.close();
  });
});
