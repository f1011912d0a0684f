import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { HttpError } from '../lib/errors.js';

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

function tooMany(_request: unknown, context: { after: string }): HttpError {
  return new HttpError(429, `Too many requests. Please try again in ${context.after}.`);
}

/**
 * Registers @fastify/rate-limit for the routes that opt in with {@link anonymousWriteLimit}; no
 * route is limited otherwise. With a Redis URL every replica shares the counters; if Redis fails,
 * requests go through (logged) rather than the shop refusing every write.
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
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis unavailable; counting skipped'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  app.decorate('anonymousWritesPerMinute', settings.perMinute);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: settings.nameSpace ?? 'bookshop-rate-' } : {}),
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
