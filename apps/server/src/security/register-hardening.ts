import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { registerAnonymousWriteLimits } from './anonymous-write-limit.js';
import { clientErrorHandler, frameworkErrorHandler, registerUrlLengthLimit } from './client-errors.js';
import { BODY_LIMIT_BYTES, registerHostileInputChecks, registerSafeJsonParser } from './hostile-input.js';
import type { ProxyTrust } from './proxy-trust.js';
import { registerSecurityHeaders } from './security-headers.js';

export interface HardeningSettings {
  trustProxy?: ProxyTrust;
  publicUrl: string;
  anonymousWritesPerMinute?: number;
  redisUrl?: string | null;
  /** Redis key prefix for the rate-limit counters (tests give each app its own). */
  rateLimitNameSpace?: string;
}

/** A hop count as Fastify's trust function (the nearest `hops` proxies are believed). */
function fastifyTrust(trust: ProxyTrust): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The Fastify constructor settings hardening needs: proxy trust, body limit, client errors. */
export function hardenedServerOptions(settings: HardeningSettings): Partial<FastifyServerOptions> {
  return {
    trustProxy: fastifyTrust(settings.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Seconds a stop waits for open keep-alive connections: idle ones are closed at once.
    forceCloseConnections: 'idle',
  };
}

/**
 * Everything every route gets from the hardening work, registered before the routes so its hooks
 * run for all of them: 414 for long addresses, the depth-bounded JSON parser, control-character
 * checks, security and cache headers, and the anonymous-write rate limits routes opt into.
 */
export async function registerHardening(app: FastifyInstance, settings: HardeningSettings): Promise<void> {
  registerUrlLengthLimit(app);
  registerSafeJsonParser(app);
  registerHostileInputChecks(app);
  await registerSecurityHeaders(app, { https: settings.publicUrl.startsWith('https:') });
  await registerAnonymousWriteLimits(app, {
    perMinute: settings.anonymousWritesPerMinute ?? 10,
    redisUrl: settings.redisUrl ?? null,
    ...(settings.rateLimitNameSpace ? { nameSpace: settings.rateLimitNameSpace } : {}),
  });
}
