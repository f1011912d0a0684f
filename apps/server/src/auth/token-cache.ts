import { idsOfChange } from '../db/change-channels.js';
import type { LiveToken } from './repository.js';

/**
 * How many live tokens a process keeps in memory: about a kilobyte each (the user's row comes
 * with a user token), so 10 MB at most; the least recently used go first.
 */
export const TOKEN_CACHE_ENTRIES = 10_000;

/**
 * The longest a token is answered from memory before it is looked up again, whatever was heard:
 * announcements do not reach a process whose listening connection goes through a pooler in
 * transaction mode (PgBouncer's), and a revocation must still take effect, within this.
 */
export const TOKEN_CACHE_MAX_AGE_MS = 60_000;

export interface TokenCacheStats {
  entries: number;
  hits: number;
  misses: number;
  invalidations: number;
}

/**
 * Live tokens by their hash, so a request's token costs no statement once seen (issue 28: a
 * checkout's four token lookups were a quarter of its statements). Kept right by the database's
 * announcements on auth_changes (migration 0028: every update or delete of a token or a user, by
 * whoever made it) and, at once, by {@link announceAuthChange} from this process's own writes.
 */
export interface TokenCache {
  /** The token found live before, unless it expired since or was kept too long ago to trust. */
  get(tokenHash: string): LiveToken | undefined;
  /**
   * Keeps a token just found live, unless a change was heard since `since` ({@link epoch}, taken
   * before the lookup): the lookup may have read the token before that change.
   */
  set(tokenHash: string, live: LiveToken, since: number): boolean;
  epoch(): number;
  /** A change: 'tokens:<ids>' or 'users:<ids>' drop those tokens or those users' tokens, anything else every one. */
  changed(change: string): void;
  /** Stops hearing this process's own announcements (the app closed). */
  close(): void;
  readonly stats: TokenCacheStats;
}

/** Every token cache open in this process (one per app; tests open many). */
const openCaches = new Set<TokenCache>();

/**
 * Tells every token cache of this process of a change this process is making to tokens or users
 * ('tokens:<ids>', 'users:<ids>'), so its next request is not answered from memory: the database's
 * announcement follows only after the commit, over another connection. Called where tokens are
 * revoked and users changed (auth/repository.ts, guest-merge.ts, accounts/repository.ts).
 */
export function announceAuthChange(change: string): void {
  for (const cache of openCaches) cache.changed(change);
}

interface Kept {
  live: LiveToken;
  /** Date.now() when it was kept. */
  keptAt: number;
}

export function createTokenCache(maxEntries = TOKEN_CACHE_ENTRIES): TokenCache {
  /** In least recently used order: a hit moves its entry to the end. */
  const entries = new Map<string, Kept>();
  const hashOfToken = new Map<number, string>();
  const hashesOfUser = new Map<number, Set<string>>();
  const stats: TokenCacheStats = { entries: 0, hits: 0, misses: 0, invalidations: 0 };
  let epoch = 0;

  function remove(tokenHash: string): void {
    const live = entries.get(tokenHash)?.live;
    if (!live) return;
    entries.delete(tokenHash);
    hashOfToken.delete(live.tokenId);
    const userId = live.user?.id;
    if (userId !== undefined) {
      const hashes = hashesOfUser.get(userId);
      hashes?.delete(tokenHash);
      if (hashes?.size === 0) hashesOfUser.delete(userId);
    }
  }

  function clear(): void {
    entries.clear();
    hashOfToken.clear();
    hashesOfUser.clear();
  }

  const cache: TokenCache = {
    get(tokenHash) {
      const kept = entries.get(tokenHash);
      const now = Date.now();
      if (!kept || kept.live.expiresAt.getTime() <= now || now - kept.keptAt >= TOKEN_CACHE_MAX_AGE_MS) {
        if (kept) remove(tokenHash);
        stats.misses++;
        stats.entries = entries.size;
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, kept);
      stats.hits++;
      return kept.live;
    },
    set(tokenHash, live, since) {
      if (since !== epoch || maxEntries <= 0) return false;
      remove(tokenHash);
      // No password hash is kept in memory beyond its request: nothing read from here needs it.
      const stripped = live.user ? { ...live, user: { ...live.user, passwordHash: '' } } : live;
      entries.set(tokenHash, { live: stripped, keptAt: Date.now() });
      hashOfToken.set(live.tokenId, tokenHash);
      const userId = live.user?.id;
      if (userId !== undefined) {
        const hashes = hashesOfUser.get(userId) ?? new Set<string>();
        hashes.add(tokenHash);
        hashesOfUser.set(userId, hashes);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        remove(oldest);
      }
      stats.entries = entries.size;
      return true;
    },
    epoch: () => epoch,
    changed(change) {
      epoch++;
      stats.invalidations++;
      const tokens = idsOfChange(change, 'tokens');
      const users = idsOfChange(change, 'users');
      if (tokens) {
        for (const id of tokens) {
          const tokenHash = hashOfToken.get(id);
          if (tokenHash !== undefined) remove(tokenHash);
        }
      } else if (users) {
        for (const id of users) for (const tokenHash of [...(hashesOfUser.get(id) ?? [])]) remove(tokenHash);
      } else {
        clear();
      }
      stats.entries = entries.size;
    },
    close() {
      openCaches.delete(cache);
    },
    stats,
  };
  openCaches.add(cache);
  return cache;
}
