import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { ProxyTrust } from '../security/proxy-trust.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Probes and scrapes, asked every few seconds by a load balancer or Prometheus: their
 * "incoming request" and "request completed" lines would bury the shop's own. A readiness change
 * is logged by the route itself, and a failing health check says so.
 */
const UNLOGGED_PATHS = new Set(['/api/health', '/api/ready', '/api/metrics']);

/**
 * An id a proxy may hand on: printable ASCII without spaces, at most 200 characters. Anything
 * else (a line break, a megabyte) is replaced by an id of our own, so the header can neither
 * forge log lines nor bloat them.
 */
const PASSED_ON_ID = /^[!-~]{1,200}$/;

/**
 * Whether the sender of a request (the address at the other end of the connection) is a proxy
 * TRUST_PROXY believes, by the same rules Fastify applies to X-Forwarded-For: with a hop count
 * the nearest hop is a proxy by definition; with a list, its address must be on it.
 */
export function trustsSender(trust: ProxyTrust): (address: string | undefined) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust >= 1;
  const trusted = proxyAddr.compile(trust);
  return (address) => address !== undefined && trusted(address, 0);
}

/**
 * The Fastify settings that give every request its id: the proxy's X-Request-Id when a trusted
 * proxy sent one, otherwise a random UUID (ids are unique across replicas and restarts, unlike
 * Fastify's per-process counter `req-1`). Every log line of the request carries it as `requestId`;
 * probes and scrapes write no request lines.
 */
export function requestIdOptions(trust: ProxyTrust): Partial<FastifyServerOptions> {
  const trusted = trustsSender(trust);
  return {
    // Off: Fastify would take the header from anyone; genReqId decides whom to believe.
    requestIdHeader: false,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: (request) => UNLOGGED_PATHS.has(request.url.split('?')[0] ?? ''),
    }),
    genReqId: (request: IncomingMessage) => {
      const given = request.headers[REQUEST_ID_HEADER];
      if (typeof given === 'string' && PASSED_ON_ID.test(given) && trusted(request.socket?.remoteAddress)) {
        return given;
      }
      return randomUUID();
    },
  };
}

/**
 * Returns the request's id in X-Request-Id on every answer, errors and refusals included, so a
 * shopper's report or a proxy's log leads to the server's lines. Added before any other hook:
 * an earlier hook that answers (414, maintenance) would otherwise send no id.
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
