import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/errors.js';
import { createRateLimitStore } from './rate-limit-store.js';

/** Where the counters live and how many writes an address may make per minute on each route. */
export interface AnonymousWriteLimitSettings {
  perMinute: number;
  /** redis:// URL shared by every replica; null counts in this process only. */
  redisUrl: string | null;
  /** Prefix of the Redis keys, so test runs (or shops) sharing one Redis do not share counters. */
  nameSpace?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by {@link registerAnonymousWriteLimits}; read by {@link anonymousWriteLimit}. */
    anonymousWritesPerMinute: number;
  }
}

const WINDOW_MS = 60_000;

/**
 * The counting key of an address: an IPv6 client is counted by its /64 network, since one
 * subscriber commonly holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * Resolves once the first connection attempt is settled (ready, refused or closed) or after
 * `ms`, so a shop starting beside a healthy Redis counts its first requests there, and one
 * starting without Redis does not wait long for it.
 */
function firstAttempt(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['ready', 'error', 'close'] as const) redis.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const event of ['ready', 'error', 'close'] as const) redis.once(event, done);
  });
}

function tooMany(_request: unknown, context: { after: string }): HttpError {
  return new HttpError(429, `Too many requests. Please try again in ${context.after}.`);
}

/**
 * Registers @fastify/rate-limit for the routes that opt in with {@link anonymousWriteLimit}; no
 * route is limited otherwise. With a Redis URL every replica shares the counters; while Redis does
 * not answer, each process counts on its own and says so once (rate-limit-store.ts), so the limits
 * still hold rather than vanish.
 */
export async function registerAnonymousWriteLimits(
  app: FastifyInstance,
  settings: AnonymousWriteLimitSettings,
): Promise<void> {
  const redis = settings.redisUrl
    ? new Redis(settings.redisUrl, {
        // Fail fast rather than queue: a write must not hang on a missing Redis.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        // A Redis that accepts but does not answer counts as down, not as a hung request.
        commandTimeout: 1000,
        lazyConnect: false,
      })
    : null;
  const store = createRateLimitStore({ redis, prefix: settings.nameSpace ?? 'bookshop-rate-', log: app.log });
  if (redis) {
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await firstAttempt(redis, 2000);
  }
  app.decorate('anonymousWritesPerMinute', settings.perMinute);
  await app.register(fastifyRateLimit, {
    global: false,
    store,
    // The store never fails (it counts in process when Redis does not answer); kept as a guard.
    skipOnError: true,
    errorResponseBuilder: tooMany,
  });
}

/**
 * An `onRequest` hook that limits an anonymous write (one anyone can make without an account) to
 * ANON_WRITES_PER_MINUTE per client address and minute, counted separately for each `name`.
 * Past it the answer is 429 with `Retry-After` (seconds) and `{ error: 'Too many requests. Please
 * try again in 42 seconds.' }`. Needs {@link registerAnonymousWriteLimits} on the app first
 * (`buildApp` does it). Usage, in a route plugin:
 *
 * ```ts
 * app.post('/api/books/notify-when-available', { onRequest: anonymousWriteLimit(app, 'notify-me') }, handler);
 * ```
 *
 * Give each route its own name unless two routes should share one budget (say, every gift-card
 * code guess, whichever route takes it).
 */
export function anonymousWriteLimit(app: FastifyInstance, name: string): onRequestHookHandler {
  return app.rateLimit({
    max: app.anonymousWritesPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}:${addressKey(request.ip)}`,
  });
}
