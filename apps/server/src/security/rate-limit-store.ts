import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LruMap } from '../lib/lru-map.js';

/** How many clients the in-process counters remember; the least recently counted go first. */
const LOCAL_ENTRIES = 50_000;
/** After Redis failed a count, the counts stay in process this long before Redis is tried again. */
const RETRY_SHARED_MS = 5_000;

export const LIMITS_NOT_SHARED =
  'Redis (REDIS_URL) does not answer: rate limits are counted in this process only, not shared between replicas, until it does';
export const LIMITS_SHARED_AGAIN = 'Redis answers again: rate limits are shared between replicas again';

/** One count: how many requests the key made in its window, and the milliseconds the window has left. */
interface Count {
  current: number;
  ttl: number;
}

/** A fixed window per key, kept in this process: @fastify/rate-limit's own local counting. */
class LocalCounts {
  private readonly windows = new LruMap<string, { current: number; startedAt: number }>(LOCAL_ENTRIES);

  count(key: string, windowMs: number, now = Date.now()): Count {
    const seen = this.windows.get(key);
    const window = seen && seen.startedAt + windowMs > now ? seen : { current: 0, startedAt: now };
    window.current += 1;
    this.windows.set(key, window);
    return { current: window.current, ttl: window.startedAt + windowMs - now };
  }
}

// INCR and a window set once, as @fastify/rate-limit's Redis store does; a key that lost its
// expiry (never expected) gets one rather than counting forever.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

type CountingRedis = Redis & { bookshopRateCount(key: string, windowMs: number): Promise<[number, number]> };

export interface RateLimitStoreSettings {
  /** The shared counters; null counts in this process only (no REDIS_URL). */
  redis: Redis | null;
  /** Prefix of every Redis key (shops or test runs sharing one Redis keep apart). */
  prefix: string;
  log: FastifyBaseLogger;
}

/**
 * The store of every rate limit: counts in Redis, shared by every replica, while Redis answers;
 * while it does not (down, unreachable, a command timing out) the same limits are counted in this
 * process, so they still hold, and the shop says once (warn) that they are not shared, and once
 * (info) when Redis answers again and counting goes back to it. Before, a Redis outage let every
 * request through (gift card code guessing unlimited).
 *
 * Redis keys are `prefix` + the limiter's key (`gift-card-code:10.1.2.3`): the limiters' keys
 * name their budget already, so a child store adds nothing (the plugin's Redis store added the
 * route's method and URL, which limiters made with `app.rateLimit()` do not have: the
 * `…-undefinedundefined-…` keys).
 */
export function createRateLimitStore(settings: RateLimitStoreSettings): FastifyRateLimitStoreCtor {
  const { redis, prefix, log } = settings;
  const local = new LocalCounts();
  let shared = true;
  let retrySharedAt = 0;

  if (redis) {
    redis.defineCommand('bookshopRateCount', { numberOfKeys: 1, lua: COUNT_SCRIPT });
    // Each reconnection attempt reports its error; the one warning says what it means for the shop.
    redis.on('error', (err) => log.debug({ err }, 'rate-limit Redis connection error'));
  }

  function countedHere(key: string, windowMs: number, err?: unknown): Count {
    if (shared) {
      shared = false;
      log.warn({ err }, LIMITS_NOT_SHARED);
    }
    return local.count(key, windowMs);
  }

  async function count(key: string, windowMs: number): Promise<Count> {
    if (!redis) return local.count(key, windowMs);
    // With no connection (and no offline queue) a command would only fail: do not wait for it.
    if (redis.status !== 'ready' || Date.now() < retrySharedAt) return countedHere(key, windowMs);
    try {
      const [current, ttl] = await (redis as CountingRedis).bookshopRateCount(prefix + key, windowMs);
      if (!shared) {
        shared = true;
        log.info(LIMITS_SHARED_AGAIN);
      }
      return { current, ttl };
    } catch (err) {
      retrySharedAt = Date.now() + RETRY_SHARED_MS;
      return countedHere(key, windowMs, err);
    }
  }

  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    },
    child: () => store,
  };
  // The plugin constructs its store with `new`; a constructor may hand back another object.
  return function RateLimitStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}
